import {describe, expect, it} from 'vitest';
import {zoomConfig} from '../../config/zoom';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

describe('zoom size', () => {
  const browser = useBrowser();

  for (const viewport of [
    {width: 1280, height: 900},
    {width: 390, height: 844},
  ]) {
    it(`enlarges a small inlined SVG to fit the ${viewport.width} px viewport within the margin`, async () => {
      const {page, context} = await openPage(browser(), {viewport});
      await page.goto('/dogfooding');
      await waitForHydration(page);
      const image = page.locator('.markdown img[src^="data:image/svg+xml"]').first();
      await page.waitForSelector('.markdown img.medium-zoom-image', {state: 'attached', timeout: 5_000});
      await image.scrollIntoViewIfNeeded();
      const opened = image.evaluate(
        (img) =>
          new Promise<void>((resolve) => img.addEventListener('medium-zoom:opened', () => resolve(), {once: true})),
      );
      await image.click();
      await opened;
      const box = await page.locator('body > img.medium-zoom-image--opened').evaluate((img) => {
        const r = img.getBoundingClientRect();
        const {clientWidth: vw, clientHeight: vh} = document.documentElement;
        return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, vw, vh};
      });
      const m = zoomConfig.margin;
      // Within the margin on every side, and touching it on the limiting axis.
      expect(box.left).toBeGreaterThanOrEqual(m - 1);
      expect(box.top).toBeGreaterThanOrEqual(m - 1);
      expect(box.right).toBeLessThanOrEqual(box.vw - m + 1);
      expect(box.bottom).toBeLessThanOrEqual(box.vh - m + 1);
      const fillsWidth = Math.abs(box.right - box.left - (box.vw - 2 * m)) <= 1;
      const fillsHeight = Math.abs(box.bottom - box.top - (box.vh - 2 * m)) <= 1;
      expect(fillsWidth || fillsHeight, JSON.stringify(box)).toBe(true);
      await context.close();
    });
  }
});
