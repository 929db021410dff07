/**
 * The Chromium of the e2e project (Debian's, through playwright-core, started once by setup/global-setup.ts) and
 * page helpers. Each spec file connects to it and works in contexts of its own, so files share nothing but the
 * browser process.
 */
import {chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';
import {afterAll, beforeAll, inject} from 'vitest';

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * Registers beforeAll/afterAll hooks and returns a getter for the shared browser. Closing the connection at the
 * end of the file closes the contexts the file left open, not the browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not launched');
    return browser;
  };
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** `url` is the resource a message is about, when there is one: «Failed to load resource» does not name it. */
  consoleMessages: {type: string; text: string; url: string}[];
  pageErrors: Error[];
}

/** A fresh context (clean storage) and page, recording console output and page errors. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({baseURL: baseUrl(), ...options});
  const page = await context.newPage();
  const consoleMessages: OpenedPage['consoleMessages'] = [];
  const pageErrors: Error[] = [];
  page.on('console', (msg) => consoleMessages.push({type: msg.type(), text: msg.text(), url: msg.location().url}));
  page.on('pageerror', (err) => pageErrors.push(err));
  return {context, page, consoleMessages, pageErrors};
}

/**
 * Registers beforeAll/afterAll hooks that open `path` in a fresh context, wait for hydration and close the context
 * at the end, and returns a getter for the page: the tests of a describe block that only read a page share one load.
 */
export function useLoadedPage(browser: () => Browser, path: string, options: BrowserContextOptions = {}): () => Page {
  let opened: OpenedPage | undefined;
  beforeAll(async () => {
    opened = await openPage(browser(), options);
    await opened.page.goto(path);
    await waitForHydration(opened.page);
  });
  afterAll(async () => {
    await opened?.context.close();
  });
  return () => {
    if (!opened) throw new Error(`${path} not loaded`);
    return opened.page;
  };
}

/** Waits until React has hydrated the page (Docusaurus sets this attribute). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
}

/**
 * Waits until the page has nothing left to do: no request for 500 ms (Playwright's network idle), then an
 * idle period of the main thread, so whatever a hydration, a hover or a prefetch scheduled has run.
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Resizes a loaded page and waits until React has followed: on a docs page Docusaurus renders the sidebar in the
 * page only above its breakpoint (useWindowSize; below it the sidebar goes to the phone menu), in the same render as
 * every other part that follows the window size, so the layout is then the one a load at that width gives. A page
 * without a docs sidebar (the home page) follows the width through CSS alone. For tests that read layout, not first
 * paint: one load, several widths.
 */
export async function resizeViewport(page: Page, viewport: {width: number; height: number}): Promise<void> {
  await page.setViewportSize(viewport);
  await page.waitForFunction((width) => {
    if (window.innerWidth !== width) return false;
    const sidebar = document.querySelector('aside.theme-doc-sidebar-container');
    return !sidebar || (sidebar.querySelector('.menu') !== null) === width > 996;
  }, viewport.width);
}

/**
 * Docusaurus namespaces its storage keys per site (`theme-b8a`, …): reads the
 * value of the key that starts with `prefix`.
 */
export async function storageValue(page: Page, prefix: string): Promise<string | null> {
  return page.evaluate((p) => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key === p || key.startsWith(`${p}-`)) return localStorage.getItem(key);
    }
    return null;
  }, prefix);
}

/**
 * Makes every Web Storage call of the page throw, as in a browser with storage disabled or a full quota,
 * from before the site's first script runs.
 */
export async function breakStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('Storage disabled', 'SecurityError');
    };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
    Storage.prototype.removeItem = fail;
  });
}

/**
 * Mermaid diagrams are drawn when they come near the viewport (src/theme/Mermaid): scrolls to each one
 * still pending until all are drawn.
 */
export async function drawDiagrams(page: Page): Promise<void> {
  const pending = page.locator('[data-mermaid-pending]');
  for (let count = await pending.count(); count > 0; count = await pending.count()) {
    await pending.first().scrollIntoViewIfNeeded();
    await page.waitForFunction((n) => document.querySelectorAll('[data-mermaid-pending]').length < n, count);
  }
}

/**
 * Fails every request to another origin and records it: the in-page simulator, the console and the verifier must
 * never need one. Returns the list the test asserts is empty.
 */
export async function sealOrigin(context: BrowserContext): Promise<string[]> {
  const origin = new URL(baseUrl()).origin;
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin || url.startsWith('data:')) return route.continue();
    outside.push(url);
    return route.abort('blockedbyclient');
  });
  return outside;
}
