import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

async function openZoomPage(page: Page): Promise<void> {
  await page.goto('/dogfooding');
  await waitForHydration(page);
  await page.waitForSelector('.markdown img.medium-zoom-image', {state: 'attached', timeout: 5_000});
}

/** Opens the zoom of `selector` and waits for the end of its opening transition. */
async function zoomIn(page: Page, selector: string): Promise<void> {
  const opened = page.evaluate(
    (sel) =>
      new Promise<void>((resolve) => {
        document.querySelector(sel)!.addEventListener('medium-zoom:opened', () => resolve(), {once: true});
      }),
    selector,
  );
  await page.locator(selector).click();
  await opened;
}

async function zoomOut(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('.medium-zoom-overlay').count()).toBe(0);
}

/** The zoom images medium-zoom put in <body>, and whether each one shows a picture (not a broken icon). */
const bodyImages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('body > img')].map((img) => ({
      src: img.getAttribute('src'),
      broken: img.complete && img.naturalWidth === 0,
    })),
  );

describe('zoom with an unreachable high-resolution image', () => {
  const browser = useBrowser();

  for (const order of [['#zoom-unreachable'], ['#zoom-hd', '#zoom-unreachable', '#zoom-unreachable']]) {
    it(`shows the normal image and leaves nothing in <body> (${order.join(' → ')})`, async () => {
      const {page, context, consoleMessages} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
      await openZoomPage(page);
      for (const selector of order) {
        await zoomIn(page, selector);
        if (selector === '#zoom-unreachable') {
          await expect
            .poll(() => consoleMessages.filter((m) => m.type === 'warning' && m.text.includes('no-existe.svg')).length)
            .toBeGreaterThan(0);
          // The warning comes with the failed request: whatever medium-zoom does with it is done by now.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const shown = await bodyImages(page);
          expect(shown).toEqual([{src: '/img/dogfooding/flujo.svg', broken: false}]);
        }
        await zoomOut(page);
        expect(await bodyImages(page)).toEqual([]);
      }
      expect(await page.locator('img[src*="no-existe"]').count()).toBe(0);
      await context.close();
    });
  }
});
