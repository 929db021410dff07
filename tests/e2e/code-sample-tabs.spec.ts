/**
 * The language tabs of a code group (src/theme/Tabs) on one row at every width: the row scrolls sideways when
 * the tabs do not fit, with a fade on each edge that hides tabs, and cURL is the first tab and the one shown.
 */
import type {Locator, Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

const OPERATION = '/docs/api/resources/create-consent-template';
const GUIDE = '/docs/integration-guide/consent/quickstart';

/** The tab row of the first code group that has `label` among its tabs. */
async function rowWith(page: Page, label: string): Promise<Locator> {
  const group = page.locator('[data-code-group]').filter({has: page.getByRole('tab', {name: label, exact: true})});
  const row = group.first().locator('[data-tab-row]');
  await row.scrollIntoViewIfNeeded();
  return row;
}

const tabTops = (row: Locator) =>
  row.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.getBoundingClientRect().top),
  );

describe('code-group tabs', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    it(`share one row at ${width} px, on a guide and on an operation page`, async () => {
      const {page, context} = await openPage(browser(), {viewport: {width, height: 900}});
      for (const [url, tabs] of [
        [OPERATION, 9],
        [GUIDE, 3],
      ] as const) {
        await page.goto(url);
        await waitForHydration(page);
        const row = await rowWith(page, 'cURL');
        const tops = await tabTops(row);
        expect(tops.length, url).toBe(tabs);
        expect(new Set(tops.map(Math.round)).size, `${url}: ${tops.join(', ')}`).toBe(1);
        // The row itself stays inside the page.
        const right = await row.evaluate((el) => el.getBoundingClientRect().right);
        expect(right).toBeLessThanOrEqual(width);
      }
      await context.close();
    });
  }

  it('scroll sideways on a phone, with a fade on each edge that hides tabs', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 390, height: 844}});
    await page.goto(OPERATION);
    await waitForHydration(page);
    const row = await rowWith(page, 'PowerShell');
    const sizes = await row.evaluate((el) => ({scroll: el.scrollWidth, client: el.clientWidth}));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await expect.poll(() => row.evaluate((el) => el.hasAttribute('data-more-after'))).toBe(true);
    expect(await row.evaluate((el) => el.hasAttribute('data-more-before'))).toBe(false);
    expect(await row.evaluate((el) => getComputedStyle(el).maskImage)).toContain('linear-gradient');

    // Selecting the last tab from the keyboard brings it into view: the fade moves to the start.
    await row.getByRole('tab', {name: 'cURL', exact: true}).focus();
    await page.keyboard.press('End');
    const last = row.getByRole('tab', {name: 'PowerShell'});
    await expect.poll(() => last.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => row.evaluate((el) => el.hasAttribute('data-more-before'))).toBe(true);
    expect(await row.evaluate((el) => el.hasAttribute('data-more-after'))).toBe(false);
    const [tab, box] = await Promise.all([
      last.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      row.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    ]);
    expect(tab.left).toBeGreaterThanOrEqual(box.left - 0.5);
    expect(tab.right).toBeLessThanOrEqual(box.right + 0.5);
    await context.close();
  });

  for (const url of [GUIDE, OPERATION]) {
    it(`open on cURL, the first tab, on ${url}`, async () => {
      const {page, context} = await openPage(browser());
      await page.goto(url);
      await waitForHydration(page);
      const row = await rowWith(page, 'cURL');
      const first = row.getByRole('tab').first();
      expect(await first.textContent()).toBe('cURL');
      expect(await first.getAttribute('aria-selected')).toBe('true');
      await context.close();
    });
  }
});
