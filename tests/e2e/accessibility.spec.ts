/**
 * axe (WCAG 2.0/2.1 A and AA rules) with no serious or critical violation: in light mode over every
 * required route, the home page, a search results page and the 404 page; in dark mode over a sample
 * that covers every kind of page (see darkSample). Auditing all 210 pages twice takes about twice
 * as long (axe's colour-contrast rule alone is most of each audit) for little more coverage: the
 * pages of a kind share their components and colours, and every Mermaid page is in the sample.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import type {AxeResults, ElementContext, Result} from 'axe-core';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {baseUrl, drawDiagrams, useBrowser, waitForHydration} from './setup/browser';
import {MODAL, openModalWithKeyboard, searchInModal, waitForOutcome} from './setup/search';
import {mermaidDiagramsByRoute, requiredRoutes} from './setup/routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** Two pages at a time: the audits are CPU-bound and the machine has two cores. */
const POOL = 2;
const NOT_FOUND = '/docs/esta-pagina-no-existe';
const SEARCH = '/search?q=consentimiento';

const routes = [...new Set(['/', ...requiredRoutes(), SEARCH, NOT_FOUND])];
const diagrams = mermaidDiagramsByRoute();

/** Kinds of page, by route: the dark-mode sample takes at least one page of each. */
const PAGE_KINDS: [string, RegExp][] = [
  ['portada', /^\/$/],
  ['búsqueda', /^\/search$/],
  ['resultados de búsqueda', /^\/search\?q=/],
  ['404', /esta-pagina-no-existe/],
  ['inicio de la documentación', /^\/docs$/],
  ['guía de la API', /^\/docs\/api\/(?!resources\/)/],
  ['listado de la API', /^\/docs\/api\/resources\/index-/],
  ['operación GET', /^\/docs\/api\/resources\/get-/],
  ['operación POST', /^\/docs\/api\/resources\/create-/],
  ['operación PATCH', /^\/docs\/api\/resources\/update-/],
  ['operación DELETE', /^\/docs\/api\/resources\/delete-/],
  ['evento de webhook', /^\/docs\/api\/resources\/[a-z-]+-(created|updated|failed|successful)$/],
  ['objeto de la API', /^\/docs\/api\/resources\/schemas\//],
  ['guía de integración', /^\/docs\/integration-guide\//],
  ['guía de usuario', /^\/docs\/user-guide\//],
  ['categoría con página', /^\/docs\/user-guide\/specific-guides$/],
];

/** Every 6th route, the first page of each kind, and every page with a Mermaid diagram (themed per mode). */
function darkSample(): string[] {
  const sample = new Set(routes.filter((_, i) => i % 6 === 0));
  for (const [, pattern] of PAGE_KINDS) sample.add(routes.find((r) => pattern.test(r))!);
  for (const route of routes) if (diagrams.has(route)) sample.add(route);
  return routes.filter((r) => sample.has(r));
}

type Mode = 'light' | 'dark';

interface Finding {
  impact: string;
  help: string;
  pages: Map<string, string[]>;
}

/** Waits for what the page draws after hydration: Mermaid diagrams and search results. */
async function settle(page: Page, route: string): Promise<void> {
  await waitForHydration(page);
  const expected = diagrams.get(route) ?? 0;
  if (expected > 0) {
    await drawDiagrams(page);
    await page.waitForFunction((n) => document.querySelectorAll('.docusaurus-mermaid-container svg').length >= n, expected, {timeout: 20_000});
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  const query = new URL(route, 'http://x').searchParams.get('q');
  if (query) await waitForOutcome(page, query, 'main');
}

function collect(findings: Map<string, Finding>, route: string, violations: Result[]): void {
  for (const v of violations) {
    if (!v.impact || !BLOCKING.has(v.impact)) continue;
    const finding = findings.get(v.id) ?? {impact: v.impact, help: v.help, pages: new Map()};
    finding.pages.set(
      route,
      v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? ''}`.trim()),
    );
    findings.set(v.id, finding);
  }
}

/** axe-core as @axe-core/playwright depends on it (resolved from there, whatever npm hoists). */
const AXE_SOURCE = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * A context whose pages all carry axe from their first script, in the colour scheme of `mode`.
 * axe runs in the page itself, as AxeBuilder's legacy mode does (its default opens a blank page per
 * audit to merge frame results, and these pages have no iframes), but is compiled once per page:
 * AxeBuilder sends and evaluates its 650 KB twice per audit, about 0.1 s of the 1.2 s an audit takes.
 */
async function auditContext(browser: Browser, mode: Mode): Promise<BrowserContext> {
  // colorScheme is what a reader's system says; the site follows it (respectPrefersColorScheme).
  const context = await browser.newContext({baseURL: baseUrl(), colorScheme: mode, viewport: {width: 1280, height: 900}});
  await context.addInitScript({content: AXE_SOURCE});
  return context;
}

/** The WCAG 2.0/2.1 A and AA violations of the page, or of the part of it that `include` selects. */
function axe(page: Page, include?: string): Promise<Result[]> {
  return page.evaluate(
    async ({tags, include}) => {
      const {axe} = window as unknown as {axe: {run: (context: ElementContext, options: object) => Promise<AxeResults>}};
      const results = await axe.run(include ? {include: [[include]]} : document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
      return results.violations;
    },
    {tags: TAGS, include},
  );
}

async function audit(browser: Browser, mode: Mode, list: string[]): Promise<{findings: Map<string, Finding>; audits: number; wrongTheme: string[]}> {
  const context = await auditContext(browser, mode);
  const findings = new Map<string, Finding>();
  const wrongTheme: string[] = [];
  let audits = 0;
  const queue = [...list];
  const worker = async () => {
    const page = await context.newPage();
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      await page.goto(route);
      await settle(page, route);
      const theme = await page.locator('html').getAttribute('data-theme');
      if (theme !== mode) wrongTheme.push(`${route}: data-theme=${theme}`);
      collect(findings, route, await axe(page));
      audits++;
    }
    await page.close();
  };
  await Promise.all(Array.from({length: POOL}, worker));
  await context.close();
  return {findings, audits, wrongTheme};
}

function report(findings: Map<string, Finding>): string {
  return [...findings]
    .map(([rule, f]) => {
      const pages = [...f.pages].map(([route, nodes]) => `    ${route}\n${nodes.map((n) => `      ${n}`).join('\n')}`);
      return `${rule} (${f.impact}): ${f.help} — ${f.pages.size} página(s)\n${pages.join('\n')}`;
    })
    .join('\n\n');
}

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  const browser = useBrowser();

  it('the dark-mode sample covers every kind of page and every Mermaid diagram', () => {
    const sample = darkSample();
    expect(sample.length).toBeGreaterThanOrEqual(40);
    expect(PAGE_KINDS.filter(([, pattern]) => !sample.some((r) => pattern.test(r))).map(([kind]) => kind)).toEqual([]);
    expect([...diagrams.keys()].filter((r) => routes.includes(r) && !sample.includes(r))).toEqual([]);
  });

  it.each<[Mode, () => string[]]>([
    ['light', () => routes],
    ['dark', darkSample],
  ])(
    'no serious or critical violation in %s mode',
    async (mode, list) => {
      const pages = list();
      const {findings, audits, wrongTheme} = await audit(browser(), mode, pages);
      expect(wrongTheme, 'el modo de color no se aplicó').toEqual([]);
      expect(audits).toBe(pages.length);
      expect(findings.size, `Violaciones graves o críticas en modo ${mode}:\n\n${report(findings)}`).toBe(0);
    },
    900_000,
  );

  it.each<Mode>(['light', 'dark'])('the open search dialog, with results and in its Ask tab, has no serious or critical violation in %s mode', async (mode) => {
    const context = await auditContext(browser(), mode);
    const page = await context.newPage();
    await page.goto('/docs/integration-guide/intro');
    await waitForHydration(page);
    await openModalWithKeyboard(page);
    expect(await searchInModal(page, 'consentimiento')).toBe('done');
    const findings = new Map<string, Finding>();
    collect(findings, 'búsqueda con resultados', await axe(page, MODAL));
    await page.click(`${MODAL} [data-search-tab="ask"]`);
    await page.press(`${MODAL} [data-ask-input]`, 'Enter');
    await page.waitForSelector(`${MODAL} [data-ask-status="answered"]`, {timeout: 20_000});
    collect(findings, 'pestaña Preguntar con respuesta', await axe(page, MODAL));
    expect(findings.size, `Violaciones graves o críticas en modo ${mode}:\n\n${report(findings)}`).toBe(0);
    await context.close();
  });
});
