import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

describe('API code-sample tabs', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    it(`every tab is fully visible at ${width} px`, async () => {
      const {page, context} = await openPage(browser(), {viewport: {width, height: 900}});
      await page.goto('/docs/api/resources/create-api-key');
      await waitForHydration(page);
      const list = page.locator('[role="tablist"]').filter({hasText: 'PowerShell'}).first();
      await list.scrollIntoViewIfNeeded();
      const report = await list.evaluate((ul) => {
        const box = ul.getBoundingClientRect();
        const viewport = document.documentElement.clientWidth;
        return [...ul.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
          const r = tab.getBoundingClientRect();
          return {
            label: tab.textContent,
            inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.right <= viewport,
            uncut: tab.scrollWidth <= tab.clientWidth,
          };
        });
      });
      expect(report.length).toBe(9);
      expect(report.filter((t) => !t.inside || !t.uncut)).toEqual([]);
      // Nothing is hidden behind a sideways scroll either.
      await expect(list.evaluate((ul) => ul.scrollWidth <= ul.clientWidth)).resolves.toBe(true);
      await context.close();
    });
  }
});
