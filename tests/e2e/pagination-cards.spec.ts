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

/** Scrolls to the page's end or brings the «Siguiente» card to the bottom edge, and resolves once
 * the scroll event that move caused has been handled. */
async function scrollTo(page: Page, target: 'end' | 'next-card') {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {once: true});
        if (to === 'end') window.scrollTo({top: document.documentElement.scrollHeight, behavior: 'instant'});
        else document.querySelector('.pagination-nav__link--next')!.scrollIntoView({block: 'end', behavior: 'instant'});
        // No move, no event: the page was already there.
        if (window.scrollY === before) resolve();
      }),
    target,
  );
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
      // The button shows while scrolling up: go to the end, then bring the card to the bottom edge.
      // Each move waits for its own scroll event: the browser sends one per frame, so two moves in
      // the same frame would reach the button as a single move down and it would stay hidden.
      await scrollTo(page, 'end');
      await scrollTo(page, 'next-card');
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
