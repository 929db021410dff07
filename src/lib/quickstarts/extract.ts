/**
 * Reads a quickstart page's source and returns its runnable steps: every shell block outside the tabs and every
 * cURL tab, in page order, compiled by the strict shell reader (shell.ts).
 */
import {compileShell, UnsupportedShell, type ShellFunctions} from './shell';
import type {PersonAction} from './pages';
import type {QuickstartPage, QuickstartPrerequisites, QuickstartStep} from './types';

/** A page whose commands the shell reader refuses; names the page and the line. */
export class QuickstartExtractError extends Error {}

const PREREQUISITE_HEADINGS = /^(Antes de empezar|Requisitos previos)$/;
const SCOPE = /^[a-z_]+:[a-z_]+$/;
const READER_FILE = /^[\w.-]+\.(pdf|png|jpe?g)$/;
/** The variables every page reads and the run sets up itself: the base URL and the two keys. */
const ENVIRONMENT = new Set(['CUSTODIA_API', 'CUSTODIA_SECRET_KEY', 'CUSTODIA_ADMIN_KEY']);
const DOMAIN = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/** Anchor of a heading as Docusaurus writes it (lower case, accents kept, punctuation dropped, spaces to dashes). */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[`*_«»"'¿?¡!.,:;()[\]{}/]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * Scopes, allowed redirect domains and the reader's files from the prerequisites: the «Antes de empezar»
 * section, or the introduction above the first section.
 */
function prerequisites(lines: string[]): QuickstartPrerequisites {
  const scopes = new Set<string>();
  const redirectDomains = new Set<string>();
  const variables = new Set<string>();
  const files: Record<string, string> = {};
  for (const line of lines) {
    const allowsDomains = line.includes('`allowed_redirect_domains`');
    for (const [, token] of line.matchAll(/`([^`]+)`/g)) {
      // `company:manage` beside `CUSTODIA_ADMIN_KEY` is the admin key's, which the run sets up apart (run.ts).
      const adminScope = token === 'company:manage' && line.includes('`CUSTODIA_ADMIN_KEY`');
      if (SCOPE.test(token) && /alcance/i.test(line) && !adminScope) scopes.add(token);
      if (allowsDomains && DOMAIN.test(token) && !READER_FILE.test(token)) redirectDomains.add(token);
      if (READER_FILE.test(token)) files[token] ??= line.replace(/^\s*-\s*/, '').trim();
    }
    // «… en la variable `ENTITY_ID`»: a value the reader keeps from an earlier page (the key is set up apart).
    for (const [, name] of line.matchAll(/variable(?: de entorno)? `([A-Z][A-Z0-9_]*)`/g)) {
      if (!ENVIRONMENT.has(name)) variables.add(name);
    }
  }
  return {
    ...(scopes.size ? {scopes: [...scopes]} : {}),
    ...(redirectDomains.size ? {redirectDomains: [...redirectDomains]} : {}),
    ...(variables.size ? {variables: [...variables]} : {}),
    ...(Object.keys(files).length ? {files} : {}),
  };
}

/** The documented error a step is meant to provoke: the JSON block right after it, when it is an `Error` body. */
function documentedError(json: string): {status: number; code: string} | undefined {
  try {
    const body = JSON.parse(json) as {error?: {status?: unknown; code?: unknown}};
    const {status, code} = body.error ?? {};
    return typeof status === 'number' && typeof code === 'string' ? {status, code} : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `notRun` names the blocks (by step id) known to fall outside the supported shell, with the reason; each must
 * still be refused, so the list cannot outlive the reason.
 */
export function extractQuickstart(
  slug: string,
  source: string,
  notRun: Record<string, string> = {},
  person: PersonAction[] = [],
): QuickstartPage {
  const lines = source.split('\n');
  const title = /^title:\s*"?(.*?)"?\s*$/m.exec(source)?.[1] ?? slug;
  const steps: QuickstartStep[] = [];
  const functions: ShellFunctions = new Map();
  const prerequisiteLines: string[] = [];
  let section = '';
  let inPrerequisites = true;
  let tab: string | undefined;
  const perSection = new Map<string, number>();
  let lastStep: QuickstartStep | undefined;
  const unused = new Set(person);
  /** The person's actions due in this section after its `block`-th command block (0: where it starts). */
  const actAsPerson = (block: number, line: number) => {
    for (const action of person.filter((a) => a.section === section && (a.after ?? 0) === block)) {
      steps.push({
        id: `${anchor(section)}-persona${block ? `-${block}` : ''}`,
        section,
        line,
        source: action.says,
        operations: [
          {
            op: 'person',
            id: [{var: action.resource}],
            fields: action.fields ?? {},
            ...(action.status ? {status: action.status} : {}),
            line,
          },
        ],
      });
      unused.delete(action);
    }
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[1].trim();
      inPrerequisites = PREREQUISITE_HEADINGS.test(section);
      lastStep = undefined;
      actAsPerson(0, i + 1);
      continue;
    }
    const tabStart = /<TabItem\s+value="([^"]+)"/.exec(line);
    if (tabStart) tab = tabStart[1];
    if (/<\/TabItem>/.test(line)) tab = undefined;
    const fence = /^(\s*)```(\w*)(.*)$/.exec(line);
    if (!fence) {
      if (inPrerequisites) prerequisiteLines.push(line);
      continue;
    }
    const [, indent, lang] = fence;
    const start = i + 1;
    const body: string[] = [];
    for (i++; i < lines.length && !new RegExp(`^${indent}\`\`\`\\s*$`).test(lines[i]); i++) {
      body.push(lines[i].startsWith(indent) ? lines[i].slice(indent.length) : lines[i]);
    }
    const text = body.join('\n');
    if (lang === 'json' && lastStep && !lastStep.expectError) {
      const expected = documentedError(text);
      if (expected) lastStep.expectError = expected;
      lastStep = undefined;
      continue;
    }
    if (!['bash', 'sh', 'shell'].includes(lang) || (tab !== undefined && tab !== 'curl')) continue;
    const n = (perSection.get(section) ?? 0) + 1;
    perSection.set(section, n);
    const id = `${anchor(section)}-${n}`;
    const reason = notRun[id];
    let operations;
    try {
      operations = compileShell(text, start + 1, functions);
    } catch (error) {
      if (!(error instanceof UnsupportedShell)) throw error;
      if (reason === undefined) {
        throw new QuickstartExtractError(
          `${slug} › ${section}: el bloque de la línea ${start} no se puede ejecutar (${error.message})`,
        );
      }
      steps.push({id, section, line: start, source: text, operations: [], notRun: `${reason} (${error.message})`});
      lastStep = undefined;
      continue;
    }
    if (reason !== undefined) {
      throw new QuickstartExtractError(
        `${slug} › ${section}: el bloque ${id} ya se puede ejecutar; quítalo de los bloques que no se ejecutan`,
      );
    }
    const step: QuickstartStep = {id, section, line: start, source: text, operations};
    steps.push(step);
    lastStep = step;
    actAsPerson(n, i + 1);
  }
  for (const action of unused) {
    const where = action.after ? `un bloque ${action.after} en la sección` : 'una sección';
    throw new QuickstartExtractError(`${slug}: no hay ${where} «${action.section}» donde la persona actúe`);
  }
  return {slug, title, prerequisites: prerequisites(prerequisiteLines), steps};
}
