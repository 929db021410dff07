/**
 * axe (WCAG 2.0/2.1 A and AA rules, run in the page by setup/axe.ts) with no serious or critical violation
 * over every required route, the home page, a search results page and the 404 page, in light and in
 * dark mode, and over the open search dialog in both modes.
 */
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {blockingViolations, type Violation} from './setup/axe';
import {baseUrl, drawDiagrams, useBrowser, waitForHydration} from './setup/browser';
import {MODAL, openModalWithKeyboard, searchInModal, waitForOutcome} from './setup/search';
import {mermaidDiagramsByRoute, requiredRoutes} from './setup/routes';

/** Two pages at a time: the audits are CPU-bound and the machine has two cores. */
const POOL = 2;
const NOT_FOUND = '/docs/esta-pagina-no-existe';
const SEARCH = '/search?q=consentimiento';

const routes = [...new Set(['/', ...requiredRoutes(), SEARCH, NOT_FOUND])];
const diagrams = mermaidDiagramsByRoute();

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
    await page.waitForFunction(
      (n) => document.querySelectorAll('.docusaurus-mermaid-container svg').length >= n,
      expected,
      {timeout: 20_000},
    );
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  const query = new URL(route, 'http://x').searchParams.get('q');
  if (query) await waitForOutcome(page, query, 'main');
}

function collect(findings: Map<string, Finding>, route: string, violations: Violation[]): void {
  for (const v of violations) {
    const finding = findings.get(v.id) ?? {impact: v.impact, help: v.help, pages: new Map()};
    finding.pages.set(route, v.nodes);
    findings.set(v.id, finding);
  }
}

/** A context whose pages are in the colour scheme of `mode`. */
async function auditContext(browser: Browser, mode: Mode): Promise<BrowserContext> {
  // colorScheme is what a reader's system says; the site follows it (respectPrefersColorScheme).
  return browser.newContext({baseURL: baseUrl(), colorScheme: mode, viewport: {width: 1280, height: 900}});
}

/**
 * Lets the site follow a system change to `mode`, then waits until the page has re-themed, Mermaid
 * diagrams included (each is drawn again in the colours of the new mode).
 */
async function switchMode(page: Page, route: string, mode: Mode): Promise<void> {
  await page.evaluate(() =>
    document
      .querySelectorAll('.docusaurus-mermaid-container svg')
      .forEach((svg) => svg.setAttribute('data-audited', '')),
  );
  await page.emulateMedia({colorScheme: mode});
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode);
  // Colours fade to the new mode (Infima's transitions): audit the end state, not a frame halfway.
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
  );
  const expected = diagrams.get(route) ?? 0;
  if (expected > 0) {
    await page.waitForFunction(
      (n) => document.querySelectorAll('.docusaurus-mermaid-container svg:not([data-audited])').length >= n,
      expected,
      {timeout: 20_000},
    );
  }
}

/**
 * Each page is opened in light mode (the reader's system says so) and audited, then switched to dark
 * mode as a system change would, and audited again: one load per page for both modes.
 */
async function audit(
  browser: Browser,
  list: string[],
): Promise<{findings: Record<Mode, Map<string, Finding>>; audits: number; wrongTheme: string[]}> {
  const context = await auditContext(browser, 'light');
  const findings: Record<Mode, Map<string, Finding>> = {light: new Map(), dark: new Map()};
  const wrongTheme: string[] = [];
  let audits = 0;
  const queue = [...list];
  const worker = async () => {
    const page = await context.newPage();
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      await page.emulateMedia({colorScheme: 'light'});
      await page.goto(route);
      await settle(page, route);
      const theme = await page.locator('html').getAttribute('data-theme');
      if (theme !== 'light') wrongTheme.push(`${route}: data-theme=${theme}`);
      collect(findings.light, route, await blockingViolations(page));
      await switchMode(page, route, 'dark');
      collect(findings.dark, route, await blockingViolations(page));
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

  it('no serious or critical violation on any page, in light and in dark mode', async () => {
    const {findings, audits, wrongTheme} = await audit(browser(), routes);
    expect(wrongTheme, 'el modo de color no se aplicó').toEqual([]);
    expect(audits).toBe(routes.length);
    for (const mode of ['light', 'dark'] as const) {
      expect(findings[mode].size, `Violaciones graves o críticas en modo ${mode}:\n\n${report(findings[mode])}`).toBe(
        0,
      );
    }
  }, 900_000);

  it.each<Mode>(['light', 'dark'])(
    'the open search dialog, with results and in its Ask tab, has no serious or critical violation in %s mode',
    async (mode) => {
      const context = await auditContext(browser(), mode);
      const page = await context.newPage();
      await page.goto('/docs/integration-guide/intro');
      await waitForHydration(page);
      await openModalWithKeyboard(page);
      expect(await searchInModal(page, 'consentimiento')).toBe('done');
      const findings = new Map<string, Finding>();
      collect(findings, 'búsqueda con resultados', await blockingViolations(page, MODAL));
      await page.click(`${MODAL} [data-search-tab="ask"]`);
      await page.press(`${MODAL} [data-ask-input]`, 'Enter');
      await page.waitForSelector(`${MODAL} [data-ask-status="answered"]`, {timeout: 20_000});
      collect(findings, 'pestaña Preguntar con respuesta', await blockingViolations(page, MODAL));
      expect(findings.size, `Violaciones graves o críticas en modo ${mode}:\n\n${report(findings)}`).toBe(0);
      await context.close();
    },
  );
});
