import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

/**
 * What a reader sees while a route's code is slow. Docusaurus never renders @theme/Loading for a route:
 * the first load awaits every chunk of the route before hydrating (the server HTML stays on screen), and
 * a client-side navigation keeps the previous page, with the progress bar, until the next route's chunks
 * are in. These tests pin that down, so a change that made the spinner reachable (or left the reader with
 * an empty page) is noticed.
 */
async function recordSpinner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {spinnerSeen: boolean};
    w.spinnerSeen = false;
    new MutationObserver(() => {
      const status = document.querySelector('[role="status"][aria-live]');
      if (status?.textContent?.includes('Cargando la página')) w.spinnerSeen = true;
    }).observe(document, {subtree: true, childList: true});
  });
}

/** Holds every route chunk (not the runtime or main bundle) until `release` is called. */
async function holdRouteChunks(page: Page): Promise<{release: () => void; held: () => number}> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    if (/\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(route.request().url())) return route.continue();
    held++;
    await gate;
    return route.continue();
  });
  return {release, held: () => held};
}

describe('a slow route', () => {
  const browser = useBrowser();

  it('on a first load: the server page stays readable, no spinner, until its code arrives', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await recordSpinner(page);
    const chunks = await holdRouteChunks(page);
    await page.goto('/docs/api/intro', {waitUntil: 'domcontentloaded'});
    await expect.poll(() => chunks.held()).toBeGreaterThan(0);
    // Well past react-loadable's 200 ms delay, measured by the page's own clock.
    await page.waitForFunction(() => performance.now() > 1000);
    await expect(page.locator('article h1').first().isVisible()).resolves.toBe(true);
    expect(await page.locator('html[data-has-hydrated="true"]').count()).toBe(0);
    chunks.release();
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as {spinnerSeen: boolean}).spinnerSeen)).toBe(false);
    await context.close();
  });

  it('on a client-side navigation: the previous page stays, with the progress bar, and no spinner', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await recordSpinner(page);
    await page.goto('/');
    await waitForHydration(page);
    const chunks = await holdRouteChunks(page);
    await page.locator('footer').getByRole('link', {name: 'Referencia de la API'}).click();
    // The theme starts the bar 200 ms into a navigation: the same delay as the spinner's.
    await page.waitForSelector('#nprogress .bar', {state: 'attached', timeout: 5_000});
    await expect.poll(() => chunks.held()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/docs/api/intro');
    await expect(page.locator('main h1').first().isVisible()).resolves.toBe(true);
    expect(await page.locator('article').count()).toBe(0);
    chunks.release();
    await page.waitForSelector('article h1');
    expect(await page.evaluate(() => (window as unknown as {spinnerSeen: boolean}).spinnerSeen)).toBe(false);
    await context.close();
  });
});
