/**
 * Runs quickstart steps (types.ts) against anything that answers API requests: the simulator in the tests, and
 * later the simulator in the page. Runs in Node and in the browser (no Node-only imports).
 */
import {runJq, JqError, MissingField} from './jq';
import {API_BASES} from './shell';
import type {Operation, QuickstartPage, QuickstartStep, Template} from './types';

/** The simulator's control that plays the person in a hosted flow (not part of the Custodia API). */
export const PERSON_CONTROL = '/_simulador/persona';

export interface StepRequest {
  method: string;
  /** Relative to /v1, with its query. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface StepResponse {
  status: number;
  body: string;
}

/** What the steps call: the simulator (`Simulator` fits, its virtual clock included). */
export interface StepTarget {
  request(req: StepRequest): Promise<StepResponse>;
  /** The API's clock, for `$(date …)`; without one, the machine's. */
  clock?: {now(): Date};
}

/** The reader's shell: variables (files are `file:NAME`). */
export type StepEnvironment = Map<string, string>;

/** A step that did not do what the page says; the message names the page, the step and the error body. */
export class StepFailure extends Error {
  constructor(
    readonly page: string,
    readonly step: QuickstartStep,
    readonly detail: string,
    readonly response?: StepResponse,
  ) {
    super(
      `${page} › «${step.section}» (bloque de la línea ${step.line}): ${detail}` +
        (response ? `\n${response.status} ${response.body}` : ''),
    );
  }
}

/** One request a step made, with its answer (for a test's report or the page's history). */
export interface StepCall {
  request: StepRequest;
  response: StepResponse;
}

function uuid(): string {
  return globalThis.crypto.randomUUID();
}

/** `openssl rand -hex 16`: 16 random bytes as 32 lowercase hex digits. */
function randomHex(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `date +FORMAT` for the fields the shell subset admits, in UTC (the simulator's clock has no time zone). */
export function formatDate(format: string, at: Date): string {
  const fields: Record<string, string> = {
    Y: String(at.getUTCFullYear()),
    m: pad(at.getUTCMonth() + 1),
    d: pad(at.getUTCDate()),
    H: pad(at.getUTCHours()),
    M: pad(at.getUTCMinutes()),
    S: pad(at.getUTCSeconds()),
  };
  return format.replace(/%([YmdHMS])/g, (_, field: string) => fields[field]);
}

function expandTemplate(
  template: Template,
  env: StepEnvironment,
  fail: (detail: string) => never,
  now: () => Date,
): string {
  return template
    .map((part) => {
      let value: string;
      if ('lit' in part) return part.lit;
      if ('random' in part) value = randomHex();
      else if ('date' in part) value = formatDate(part.date, now());
      else {
        let found = env.get(part.var);
        if (!found && part.fallback !== undefined) found = part.fallback;
        if (!found && part.required !== undefined) fail(`$${part.var} está vacía: ${part.required}`);
        if (found === undefined) {
          fail(
            part.var.startsWith('file:')
              ? `el archivo ${part.var.slice(5)} no existe`
              : `la variable $${part.var} no está definida`,
          );
        }
        value = found;
      }
      return part.encode ? encodeURIComponent(value) : value;
    })
    .join('');
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A resource id as the API writes them (`dreq_gEOzdmenCkhvMdgaKjIg8xNb`). */
const RESOURCE_ID = /\b[a-z]{2,5}_[A-Za-z0-9]{24}\b/g;

/**
 * The ids the reader has seen so far in the API's answers. A step that sends any other id is using one copied
 * from an example, which does not exist in the reader's sandbox.
 */
export type SeenIds = Set<string>;

/** Runs one step; returns the calls it made. The environment carries values to the next steps. */
export async function runStep(
  page: string,
  step: QuickstartStep,
  env: StepEnvironment,
  target: StepTarget,
  seen?: SeenIds,
): Promise<StepCall[]> {
  const fail = (detail: string, response?: StepResponse): never => {
    throw new StepFailure(page, step, detail, response);
  };
  const calls: StepCall[] = [];
  const now = () => target.clock?.now() ?? new Date();
  const expand = (template: Template) => expandTemplate(template, env, fail, now);
  const run = async (op: Operation) => {
    switch (op.op) {
      case 'set':
        env.set(op.name, expand(op.value));
        return;
      case 'input':
        if (!env.has(op.name)) fail(`la página pide completar $${op.name} y sus requisitos no dicen con qué`);
        return;
      case 'local':
        return;
      case 'base64':
        env.set(op.out, base64(expand([{var: `file:${op.input}`}])));
        return;
      case 'show': {
        const args: Record<string, string> = {};
        for (const [name, value] of op.args) args[name] = expand(value);
        const input = op.input && expand(op.input);
        try {
          runJq(op.filter, input, {slurp: op.slurp, args, strict: true});
        } catch (error) {
          if (error instanceof MissingField) fail(`jq ${op.filter} (línea ${op.line}): ${error.message}`);
          // Any other filter outside the subset only prints: the reader sees it, nothing depends on it.
          if (!(error instanceof JqError)) throw error;
        }
        return;
      }
      case 'jq': {
        const args: Record<string, string> = {};
        for (const [name, value] of op.args) args[name] = expand(value);
        try {
          const input = op.input && expand(op.input);
          env.set(op.out, runJq(op.filter, input, {raw: op.raw, compact: op.compact, slurp: op.slurp, args}));
        } catch (error) {
          if (error instanceof JqError) fail(`jq ${op.filter} (línea ${op.line}): ${error.message}`);
          throw error;
        }
        return;
      }
      case 'person': {
        const id = expand(op.id);
        const response = await target.request({
          method: 'POST',
          path: PERSON_CONTROL,
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify({id, ...op.fields}),
        });
        calls.push({
          request: {method: 'POST', path: PERSON_CONTROL, headers: {}, body: JSON.stringify({id, ...op.fields})},
          response,
        });
        if (response.status >= 300) fail(`la persona no pudo completar el flujo de ${id}`, response);
        if (op.status !== undefined) {
          const reached = (JSON.parse(response.body) as {status?: unknown}).status;
          if (reached !== op.status) fail(`la página dice que ${id} pasa a ${op.status} y quedó en ${String(reached)}`);
        }
        for (const [found] of response.body.matchAll(RESOURCE_ID)) seen?.add(found);
        return;
      }
      case 'request': {
        const url = expand(op.url);
        const base = API_BASES.find((b) => url.startsWith(b + '/'));
        if (!base) fail(`la línea ${op.line} llama a ${url}, fuera de ${API_BASES.join(' y ')}`);
        const headers: Record<string, string> = {};
        for (const [name, value] of op.headers) headers[name] = expand(value);
        const request: StepRequest = {
          method: op.method,
          path: url.slice((base ?? '').length),
          headers,
          ...(op.body ? {body: expand(op.body)} : {}),
        };
        const what = `${op.method} ${request.path} (línea ${op.line})`;
        if (seen) {
          const foreign = [...`${request.path} ${request.body ?? ''}`.matchAll(RESOURCE_ID)]
            .map(([id]) => id)
            .filter((id) => !seen.has(id));
          if (foreign.length)
            fail(`${what} usa ${foreign.join(', ')}, que ningún paso anterior obtuvo: es el id de un ejemplo`);
        }
        const response = await target.request(request);
        calls.push({request, response});
        for (const [id] of response.body.matchAll(RESOURCE_ID)) seen?.add(id);
        if (response.status >= 300) {
          const expected = step.expectError;
          let code: unknown;
          try {
            code = (JSON.parse(response.body) as {error?: {code?: unknown}}).error?.code;
          } catch {
            code = undefined;
          }
          if (!expected || expected.status !== response.status || expected.code !== code) {
            fail(
              expected
                ? `${what}: la página documenta ${expected.status} ${expected.code} y la API respondió otra cosa`
                : `${what} falló`,
              response,
            );
          }
        } else if (step.expectError) {
          fail(
            `${what}: la página documenta ${step.expectError.status} ${step.expectError.code} y la API lo aceptó`,
            response,
          );
        }
        env.set(op.out, response.body);
        return;
      }
    }
  };
  for (const op of step.operations) await run(op);
  return calls;
}

/**
 * A stand-in for the PDF a page asks the reader to have: the smallest well-formed one-page PDF, without password.
 */
export const SAMPLE_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * The key the pages' configuration steps send (`company:manage`), apart from the product key, as
 * /docs/api/authentication recommends.
 */
export const ADMIN_KEY = 'CUSTODIA_ADMIN_KEY';
const ADMIN_SCOPES = ['company:manage'];

function usesVariable(page: QuickstartPage, name: string): boolean {
  const inTemplate = (t: Template | undefined) => Boolean(t?.some((p) => 'var' in p && p.var === name));
  return page.steps.some((step) =>
    step.operations.some(
      (op) =>
        (op.op === 'request' &&
          (inTemplate(op.url) || inTemplate(op.body) || op.headers.some(([, v]) => inTemplate(v)))) ||
        (op.op === 'set' && inTemplate(op.value)),
    ),
  );
}

/** A sandbox key with exactly `scopes`, made with the full-access key as a reader would in the dashboard. */
async function createKey(
  page: QuickstartPage,
  target: StepTarget,
  fullAccessKey: string,
  scopes: string[],
): Promise<string> {
  const response = await target.request({
    method: 'POST',
    path: '/api-keys',
    headers: {
      Authorization: `Bearer ${fullAccessKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': uuid(),
    },
    body: JSON.stringify({name: `Inicio rápido: ${page.title}`, scopes}),
  });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(
      `${page.slug} › requisitos: no se pudo crear la clave con ${scopes.join(', ')}\n${response.status} ${response.body}`,
    );
  }
  return (JSON.parse(response.body) as {secret: string}).secret;
}

/**
 * Sets up what the page's «Antes de empezar» asks for, and only that: the secret key (a key with exactly the
 * scopes the page lists, created with `POST /api-keys`, or the full-access sandbox key when it lists none), the
 * redirect domains it says must be allowed, the files the reader must have, and the admin key (`company:manage`
 * only) in `CUSTODIA_ADMIN_KEY` when a step sends it. Everything else (webhooks,
 * templates) the page's own steps do. `env` is the reader's terminal: what earlier pages exported is still there,
 * and the variables the page says the reader has must be.
 */
export async function preparePage(
  page: QuickstartPage,
  target: StepTarget,
  fullAccessKey: string,
  env: StepEnvironment = new Map(),
): Promise<StepEnvironment> {
  for (const name of page.prerequisites.variables ?? []) {
    if (!env.has(name))
      throw new Error(`${page.slug} › requisitos: la página pide $${name} y ninguna página anterior lo dejó`);
  }
  let key = fullAccessKey;
  const {scopes, files} = page.prerequisites;
  if (scopes) key = await createKey(page, target, fullAccessKey, scopes);
  if (page.prerequisites.redirectDomains) {
    // Added to the domains already allowed, as the reader would in the configuration (the list replaces whole).
    const auth = {Authorization: `Bearer ${fullAccessKey}`};
    const current = await target.request({method: 'GET', path: '/company/config', headers: auth});
    const allowed = new Set(
      (JSON.parse(current.body) as {allowed_redirect_domains?: string[]}).allowed_redirect_domains ?? [],
    );
    for (const domain of page.prerequisites.redirectDomains) allowed.add(domain);
    const response = await target.request({
      method: 'PATCH',
      path: '/company/config',
      headers: {...auth, 'Content-Type': 'application/json'},
      body: JSON.stringify({allowed_redirect_domains: [...allowed]}),
    });
    if (response.status !== 200) {
      throw new Error(
        `${page.slug} › requisitos: no se pudo permitir ${[...allowed].join(', ')}\n${response.status} ${response.body}`,
      );
    }
  }
  env.set('CUSTODIA_SECRET_KEY', key);
  if (usesVariable(page, ADMIN_KEY)) env.set(ADMIN_KEY, await createKey(page, target, fullAccessKey, ADMIN_SCOPES));
  for (const name of Object.keys(files ?? {})) env.set(`file:${name}`, SAMPLE_PDF);
  return env;
}

/** Runs every step of a page in order, as a reader would. */
export async function runQuickstart(
  page: QuickstartPage,
  env: StepEnvironment,
  target: StepTarget,
  seen?: SeenIds,
): Promise<StepCall[]> {
  const calls: StepCall[] = [];
  for (const step of page.steps) calls.push(...(await runStep(page.slug, step, env, target, seen)));
  return calls;
}

/**
 * Sets up a page run on its own, on a sandbox that may be fresh: the steps of the earlier page it starts from
 * (RUNS_AFTER in pages.ts) run first in the same sandbox and terminal, as a reader who followed that page would
 * have, then the page's own requirements. Returns the earlier page's calls.
 */
export async function prepareAfter(
  page: QuickstartPage,
  earlier: QuickstartPage | undefined,
  target: StepTarget,
  fullAccessKey: string,
  env: StepEnvironment = new Map(),
): Promise<StepCall[]> {
  let calls: StepCall[] = [];
  if (earlier) {
    await preparePage(earlier, target, fullAccessKey, env);
    calls = await runQuickstart(earlier, env, target);
  }
  await preparePage(page, target, fullAccessKey, env);
  return calls;
}
