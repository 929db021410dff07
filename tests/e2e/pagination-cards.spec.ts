import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

const PAGES = [
  '/docs/integration-guide/consent/consent-api',
  '/docs/integration-guide/consent/consent-capture',
  '/docs/integration-guide/consent/consent-query',
];

/** Words of the prev/next labels drawn on more than one line (a word cut in two). */
function splitWords(page: Page) {
  return page.evaluate(() => {
    const split: string[] = [];
    for (const label of document.querySelectorAll('.pagination-nav__label, .pagination-nav__sublabel')) {
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });
}

describe('previous/next cards', () => {
  const browser = useBrowser();

  it('never cut a word at 390 px', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 390, height: 844}});
    for (const path of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.locator('.pagination-nav__link').count(), path).toBeGreaterThan(0);
      expect(await splitWords(page), path).toEqual([]);
    }
    await context.close();
  });

  it('the back-to-top button does not cover the «Siguiente» card text at 390 px', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 390, height: 844}});
    for (const path of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      const next = page.locator('.pagination-nav__link--next');
      // The button shows while scrolling up: go to the end, then bring the card to the bottom edge.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => window.scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
      await next.evaluate((card) => card.scrollIntoView({block: 'end'}));
      const button = page.locator('button[aria-label*="arriba" i], button[class*="backToTopButton"]').first();
      await page.waitForFunction(() => {
        const b = document.querySelector('[class*="backToTopButtonShow"]');
        return b !== null && getComputedStyle(b).opacity === '1';
      });
      const overlap = await page.evaluate(() => {
        const b = document.querySelector('[class*="backToTopButtonShow"]')!.getBoundingClientRect();
        const card = document.querySelector('.pagination-nav__link--next')!;
        const range = document.createRange();
        range.selectNodeContents(card);
        return [...range.getClientRects()].some(
          (r) => r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top,
        );
      });
      expect(await button.count()).toBe(1);
      expect(overlap, path).toBe(false);
    }
    await context.close();
  });
});
