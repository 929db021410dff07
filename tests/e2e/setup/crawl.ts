/**
 * One crawl of the built site for tests/e2e/site-crawl.spec.ts: each route is loaded once in Chromium, and that one
 * load yields everything the route is checked for — its HTTP status and server HTML (head, ids, links), the
 * requests that failed while it loaded, axe's findings in light and in dark mode (at 1280 px), and then, narrowed
 * to 390 px, the title words a phone would break.
 */
import type {Browser, Page, Request, Response} from 'playwright-core';
import {parseHtml} from '../../../scripts/check-links.mjs';
import {blockingViolations, type Violation} from './axe';
import {baseUrl, drawDiagrams, waitForHydration} from './browser';
import {mermaidDiagramsByRoute} from './routes';
import {waitForOutcome} from './search';

export type Mode = 'light' | 'dark';

export interface RouteRecord {
  route: string;
  status: number;
  /** The HTML the server sent (before hydration): what crawlers, link previews and readers without JS get. */
  html: string;
  ids: Set<string>;
  hrefs: string[];
  /** Requests of the page (scripts, styles, images, data) that failed or answered 4xx/5xx. */
  failedRequests: string[];
  /** `data-theme` once the page settled in light mode. */
  lightTheme: string | null;
  violations: Record<Mode, Violation[]>;
  /** Whether the dark audit ran every rule (the page's structure changed with the mode) or only the colour rules. */
  darkAudit: 'colour' | 'full';
  /** Words of the page's titles laid out on more than one line at a phone's width (390 px)… */
  titleWordsBrokenOnPhone: string[];
  /** …and the width the page had then. */
  phoneWidth: number;
}

/**
 * The axe rules whose outcome depends on colours. Switching the mode changes CSS custom properties only, so on a
 * page whose structure (elements, roles, names) is the same in both modes every other rule gives the same answer
 * in dark as in light; the dark audit then runs these alone. When the structure differs (a diagram redrawn
 * differently), it runs every rule.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const DESKTOP = {width: 1280, height: 900};
const PHONE = {width: 390, height: 844};

/**
 * Words of the page's titles that the browser laid out on more than one line (one Range rect per line box). Read
 * after the audits, with the page narrowed to a phone's width: titles wrap by the CSS alone, so the loaded page
 * answers for every route what a separate phone-width load of each would.
 */
function brokenTitleWords(): string[] {
  const broken: string[] = [];
  for (const heading of document.querySelectorAll('article h1, article h2, article h3, main h1')) {
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const match of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}

/** Two pages at a time: the audits are CPU-bound and the machine has two cores. */
const POOL = 2;

const diagrams = mermaidDiagramsByRoute();

/** Waits for what the page draws after hydration: Mermaid diagrams and search results. */
async function settle(page: Page, route: string): Promise<void> {
  await waitForHydration(page);
  const expected = diagrams.get(route.split('?')[0]) ?? 0;
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

/** What the structural axe rules read: every element with its role, accessible-name attributes and text length. */
function structure(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .map(
        (el) =>
          `${el.tagName}|${el.getAttribute('role') ?? ''}|${el.getAttribute('aria-label') ?? ''}|${el.getAttribute('alt') ?? ''}|${el.getAttribute('tabindex') ?? ''}`,
      )
      .join('\n'),
  );
}

/**
 * Lets the site follow a system change to dark mode, then waits until the page has re-themed, Mermaid diagrams
 * included (each is drawn again in the colours of the new mode).
 */
async function switchToDark(page: Page, route: string): Promise<void> {
  await page.evaluate(() =>
    document
      .querySelectorAll('.docusaurus-mermaid-container svg')
      .forEach((svg) => svg.setAttribute('data-audited', '')),
  );
  // Colours fade to the new mode (Infima's transitions, 200 ms an element): the audit reads the end state, so the
  // page jumps to it instead. Waiting for every fade to finish cost the crawl about 0.9 s a route on a busy machine.
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  await page.emulateMedia({colorScheme: 'dark'});
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
  );
  const expected = diagrams.get(route.split('?')[0]) ?? 0;
  if (expected > 0) {
    await page.waitForFunction(
      (n) => document.querySelectorAll('.docusaurus-mermaid-container svg:not([data-audited])').length >= n,
      expected,
      {timeout: 20_000},
    );
  }
}

async function visit(page: Page, route: string): Promise<RouteRecord> {
  const failedRequests: string[] = [];
  // The document's own status is the record's `status` (the 404 page answers 404 on purpose).
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest()) {
      failedRequests.push(`${response.status()} ${response.url()}`);
    }
  };
  // net::ERR_ABORTED is the browser cancelling a request the page no longer needs (a prefetch still in flight when
  // the crawl moves on), not a request that failed.
  const onFailed = (request: Request) => {
    const reason = request.failure()?.errorText ?? 'falló';
    if (reason !== 'net::ERR_ABORTED') failedRequests.push(`${reason} ${request.url()}`);
  };
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  try {
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({colorScheme: 'light'});
    const main = await page.goto(route);
    if (!main) throw new Error(`${route}: sin respuesta`);
    const html = await main.text();
    const {ids, hrefs} = parseHtml(html);
    await settle(page, route);
    const lightTheme = await page.locator('html').getAttribute('data-theme');
    const light = await blockingViolations(page);
    const before = await structure(page);
    await switchToDark(page, route);
    const same = (await structure(page)) === before;
    const dark = await blockingViolations(page, {rules: same ? COLOUR_RULES : undefined});
    await page.setViewportSize(PHONE);
    const titleWordsBrokenOnPhone = await page.evaluate(brokenTitleWords);
    const phoneWidth = await page.evaluate(() => window.innerWidth);
    return {
      route,
      status: main.status(),
      html,
      ids,
      hrefs,
      failedRequests,
      lightTheme,
      violations: {light, dark},
      darkAudit: same ? 'colour' : 'full',
      titleWordsBrokenOnPhone,
      phoneWidth,
    };
  } finally {
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  }
}

/** Loads every route once (two at a time, each in a fresh page of one light-mode context) and records it. */
export async function crawl(browser: Browser, routes: string[]): Promise<Map<string, RouteRecord>> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    colorScheme: 'light',
    viewport: DESKTOP,
  });
  const records = new Map<string, RouteRecord>();
  const queue = [...routes];
  const worker = async () => {
    const page = await context.newPage();
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      records.set(route, await visit(page, route));
    }
    await page.close();
  };
  try {
    await Promise.all(Array.from({length: POOL}, worker));
  } finally {
    await context.close();
  }
  return records;
}
