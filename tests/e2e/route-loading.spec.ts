import type {Page, Route} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration, waitForIdle} from './setup/browser';

/** Blocks every JS chunk that is not the runtime or the main bundle, until released. */
async function blockRouteChunks(page: Page): Promise<{release: () => Promise<void>; blocked: string[]}> {
  const blocked: string[] = [];
  const handler = (route: Route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (/^(runtime~main|main)\./.test(name)) return route.continue();
    blocked.push(name);
    return route.abort('internetdisconnected');
  };
  await page.route('**/assets/js/*.js', handler);
  return {blocked, release: () => page.unroute('**/assets/js/*.js', handler)};
}

describe('route loading', () => {
  const browser = useBrowser();

  it('shows the error and a working Retry button when the page code cannot load', async () => {
    const {page, context} = await openPage(browser());
    const block = await blockRouteChunks(page);
    await page.goto('/docs/api/intro');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), {timeout: 15_000}).toContain('No se pudo cargar esta página.');
    expect(block.blocked.length).toBeGreaterThan(0);
    await block.release();
    await alert.getByRole('button', {name: 'Reintentar'}).click();
    await waitForHydration(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(page.url()).toMatch(/\/docs\/api\/intro$/);
    await context.close();
  });

  it('reloads the page when preloading the next route fails during navigation', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await page.goto('/');
    await waitForHydration(page);
    const block = await blockRouteChunks(page);
    const reloaded = page.waitForEvent('load');
    await page.locator('footer').getByRole('link', {name: 'Guías de usuario'}).click();
    await reloaded;
    expect(page.url()).toMatch(/\/docs\/user-guide\/intro$/);
    await block.release();
    await context.close();
  });

  it('shows the progress bar while a slow route loads', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await page.goto('/');
    await waitForHydration(page);
    // The route's chunks are held until the bar has shown: as slow as it takes, and no slower.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.locator('footer').getByRole('link', {name: 'Referencia de la API'}).click();
    await page.waitForSelector('#nprogress .bar', {state: 'attached', timeout: 5_000});
    release();
    await page.waitForURL('**/docs/api/intro');
    await context.close();
  });

  it('prefetches visible and hovered links, but not with Save-Data or on slow-2g', async () => {
    const counts: Record<string, number> = {};
    for (const connection of [
      null,
      {saveData: true, effectiveType: '4g'},
      {saveData: false, effectiveType: 'slow-2g'},
    ]) {
      const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
      if (connection) {
        await page.addInitScript((c) => {
          Object.defineProperty(navigator, 'connection', {value: c, configurable: true});
        }, connection);
      }
      await page.goto('/docs/api/intro');
      await waitForHydration(page);
      await page.locator('footer').getByRole('link', {name: 'Guías de usuario'}).hover();
      // Whatever the hover prefetches (or, with Save-Data or on slow-2g, would) has been added by then.
      await waitForIdle(page);
      counts[JSON.stringify(connection)] = await page.locator('link[rel="prefetch"]').count();
      await context.close();
    }
    const [normal, saveData, slow] = Object.values(counts);
    expect(normal).toBeGreaterThan(0);
    expect(saveData).toBe(0);
    expect(slow).toBe(0);
  });

  it('prefetches visible links only after the load event, and never the links of the closed phone menu', async () => {
    const {page, context} = await openPage(browser(), {
      viewport: {width: 412, height: 823},
      isMobile: true,
      hasTouch: true,
    });
    await page.addInitScript(() => {
      const w = window as unknown as {prefetchTimes: number[]};
      w.prefetchTimes = [];
      new MutationObserver((mutations) => {
        for (const m of mutations)
          for (const n of m.addedNodes)
            if (n instanceof HTMLLinkElement && n.rel === 'prefetch') w.prefetchTimes.push(performance.now());
      }).observe(document, {childList: true, subtree: true});
    });
    const GUIDE = '/docs/integration-guide/consent/how-it-works';
    await page.goto(GUIDE);
    await waitForHydration(page);
    // Links of the docs sidebar (in the closed phone menu, or in the server markup of the desktop
    // sidebar) that the page's content does not also show.
    const html = await (await page.request.get(GUIDE)).text();
    const menuOnly = await page.evaluate((markup) => {
      const server = new DOMParser().parseFromString(markup, 'text/html');
      const inMain = new Set([...document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href')));
      const sidebar = [...server.querySelectorAll('.theme-doc-sidebar-menu a[href^="/docs/"]')].map((a) =>
        a.getAttribute('href')!,
      );
      return [...new Set(sidebar)].filter((href) => !inMain.has(href));
    }, html);
    expect(menuOnly.length).toBeGreaterThan(5);
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    // Every visible link's prefetch is in, and fetched, before the list is compared with other pages' code.
    await waitForIdle(page);
    const {times, loadEventStart} = await page.evaluate(() => ({
      times: (window as unknown as {prefetchTimes: number[]}).prefetchTimes,
      loadEventStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    }));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(loadEventStart);
    // The code of another page: the scripts it loads that this page did not.
    const scriptsOf = (p: Page) =>
      p.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.initiatorType === 'script' && e.name.endsWith('.js'))
          .map((e) => new URL(e.name).pathname),
      );
    const prefetched = new Set(
      await page
        .locator('link[rel="prefetch"]')
        .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname)),
    );
    const ownScripts = new Set(await scriptsOf(page));
    const other = await context.newPage();
    for (const href of menuOnly.slice(0, 4)) {
      await other.goto(href);
      await waitForHydration(other);
      const pageChunks = (await scriptsOf(other)).filter((src) => !ownScripts.has(src));
      expect(pageChunks.length, href).toBeGreaterThan(0);
      expect(
        pageChunks.filter((src) => prefetched.has(src)),
        href,
      ).toEqual([]);
    }
    await context.close();
  });
  it('lists the code of the search page in its HTML: fetched with main.js, once, none found only after it', async () => {
    // The results are drawn by the browser, after hydration (src/plugins/routeChunks).
    for (const route of ['/search', '/search?q=firma']) {
      const {page, context} = await openPage(browser(), {
        viewport: {width: 412, height: 823},
        isMobile: true,
        hasTouch: true,
      });
      const fetched: string[] = [];
      page.on('request', (r) => {
        const {pathname} = new URL(r.url());
        if (r.resourceType() === 'script' && pathname.startsWith('/assets/js/')) fetched.push(pathname);
      });
      const html = await (await page.goto(route))!.text();
      await waitForHydration(page);
      // The query planner is not route code: it loads with the first query (src/lib/search/engine.ts), which
      // a URL's ?q= starts as the page hydrates; search-page.spec.ts checks that it stays out of the first load.
      const beforeHydration = fetched.filter((src) => !/^\/assets\/js\/search-engine\.\w+\.js$/.test(src));
      const listed = [...html.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+)/g)].map((m) => m[1]);
      expect(listed.length, route).toBeGreaterThan(2); // runtime, main and the route's own chunks
      expect(
        beforeHydration.filter((src) => !listed.includes(src)),
        route,
      ).toEqual([]);
      expect([...beforeHydration].sort(), route).toEqual([...new Set(beforeHydration)].sort());
      expect(
        listed.filter((src) => !beforeHydration.includes(src)),
        route,
      ).toEqual([]);
      await context.close();
    }
  });
});
