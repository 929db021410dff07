/**
 * The self-hosted typeface: the subset of Inter is preloaded from the page's <head>, the text is set in it, and
 * the swap from the metric-matched fallback shifts nothing (no layout shift from load to idle).
 */
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration, waitForIdle} from './setup/browser';

describe('the site typeface', () => {
  const browser = useBrowser();

  for (const path of ['/', '/docs/integration-guide/intro']) {
    it(`${path}: the font is preloaded, used, and its swap moves nothing`, async () => {
      const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
      try {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as {shifts: number[]}).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[])
              if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({type: 'layout-shift', buffered: true});
        });
        // The font is held back until the page is idle in its fallback, so the swap happens in view.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/fonts/inter-subset.woff2*', async (route) => {
          await held;
          await route.continue();
        });
        const fontRequest = page.waitForRequest((r) => r.url().includes('/fonts/inter-subset.woff2'));
        // Not `load`: a preloaded font holds the load event, and it is held back here.
        await page.goto(path, {waitUntil: 'domcontentloaded'});
        const preload = await page.$eval('head link[rel="preload"][as="font"]', (l) => ({
          href: (l as HTMLLinkElement).href,
          type: l.getAttribute('type'),
          crossorigin: l.hasAttribute('crossorigin'),
        }));
        expect(preload).toMatchObject({type: 'font/woff2', crossorigin: true});
        expect(new URL(preload.href).pathname).toBe('/fonts/inter-subset.woff2');
        expect((await fontRequest).url()).toBe(preload.href);
        await waitForHydration(page);
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        const before = await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts.length);
        release();
        await page.waitForFunction(() => document.fonts.check("16px 'Inter Custodia'", 'a'));
        await page.evaluate(() => document.fonts.ready);
        await waitForIdle(page);
        expect(await page.evaluate(() => document.fonts.check("16px 'Inter Custodia'", 'Consentimiento ¿ñ «»'))).toBe(
          true,
        );
        const loaded = await page.evaluate(() =>
          [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Inter Custodia').map((f) => f.status),
        );
        expect(loaded).toContain('loaded');
        expect(await page.$eval('main h1', (h) => getComputedStyle(h).fontFamily)).toMatch(/^"?Inter Custodia"?,/);
        expect(await page.$eval('main pre, main code', (c) => getComputedStyle(c).fontFamily)).not.toMatch(/Inter/);
        const shifts = await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts);
        // The swap's shifts: what the layout did after the font was let through.
        expect(shifts.slice(before).reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
