/**
 * «Reintentar» after the index could not be fetched: with the network down (every request to /pagefind/ fails) each
 * of the three places that search says so and offers to retry; once the network is back, the retry really fetches
 * the index again and shows the outcome. A failed module import stays failed for the life of a document, so this
 * proves the retry does not reuse it (src/lib/search/pagefind.ts, pagefindScriptUrl).
 */
import type {BrowserContext, Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';
import {MODAL, MODAL_INPUT, openModalWithKeyboard, waitForOutcome} from './setup/search';

const DESKTOP = {viewport: {width: 1280, height: 900}};
/**
 * The index files, but not pagefind.js: the network fails after the script has loaded, the hardest case (the
 * module is there, its init failed). `everything` makes pagefind.js fail too.
 */
const indexFiles = (url: URL) => url.pathname.startsWith('/pagefind/') && !url.pathname.endsWith('/pagefind.js');
const everything = '**/pagefind/**';

/**
 * Takes the network down for the `failing` requests, on the context so the page's workers («Preguntar» searches in
 * one) lose it too; returns what brings it back.
 */
async function networkDown(
  context: BrowserContext,
  failing: typeof indexFiles | typeof everything = indexFiles,
): Promise<() => Promise<void>> {
  await context.route(failing, (route) => route.abort('internetdisconnected'));
  return () => context.unroute(failing);
}

/** Waits until the search in `scope` has left the error state: the retry has taken effect. */
async function waitForRetry(page: Page, scope: string): Promise<void> {
  await page.waitForFunction(
    (s) => document.querySelector(`${s} [data-search-status]`)?.getAttribute('data-search-status') !== 'error',
    scope,
  );
}

describe('«Reintentar» once the network is back', () => {
  const browser = useBrowser();

  it.each([
    ['the index files fail after pagefind.js loaded', indexFiles],
    ['every request to /pagefind/ fails', everything],
  ] as const)(
    'on /search, when %s: explains it with a hint to check the connection, then retries and shows results',
    async (_, failing) => {
      const {page, context} = await openPage(browser(), DESKTOP);
      const networkBack = await networkDown(context, failing);
      await page.goto('/search?q=sandbox');
      await waitForHydration(page);
      expect(await waitForOutcome(page, 'sandbox', 'main')).toBe('error');
      const message = await page.locator('[data-search-error]').textContent();
      expect(message).toContain('No se pueden obtener resultados');
      expect(message).toMatch(/conexión de red/);
      await networkBack();
      await page.getByRole('button', {name: 'Reintentar'}).click();
      await waitForRetry(page, 'main');
      expect(await waitForOutcome(page, 'sandbox', 'main')).toBe('done');
      expect(await page.locator('main [data-search-result]').count()).toBeGreaterThan(0);
      await context.close();
    },
  );

  it('in the search dialog: the error, then results after «Reintentar»', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs');
    await waitForHydration(page);
    const networkBack = await networkDown(context);
    await openModalWithKeyboard(page);
    await page.fill(MODAL_INPUT, 'sandbox');
    expect(await waitForOutcome(page, 'sandbox')).toBe('error');
    await networkBack();
    await page.locator(MODAL).getByRole('button', {name: 'Reintentar'}).click();
    await waitForRetry(page, MODAL);
    expect(await waitForOutcome(page, 'sandbox')).toBe('done');
    expect(await page.locator(`${MODAL} [data-search-page]`).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('in «Preguntar»: the error, then an answer after «Reintentar»', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs');
    await waitForHydration(page);
    const networkBack = await networkDown(context);
    await openModalWithKeyboard(page);
    await page.click(`${MODAL} [data-search-tab="ask"]`);
    await page.fill('[data-ask-input]', '¿Qué es el entorno sandbox?');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-ask-status="error"]', {timeout: 15_000});
    await expect(page.locator('[data-ask-error]').textContent()).resolves.toMatch(/conexión de red/);
    await networkBack();
    await page.locator('[data-ask-error]').getByRole('button', {name: 'Reintentar'}).click();
    await page.waitForSelector('[data-ask-status="answered"]', {timeout: 15_000});
    expect(await page.locator('[data-ask-answer] li a').count()).toBeGreaterThan(0);
    await context.close();
  });
});
