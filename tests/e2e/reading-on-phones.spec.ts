/**
 * Reading on a phone and before the app hydrates: inline code that breaks only at spaces and slashes, wide content
 * that shows it scrolls, the open menu as a dialog for the keyboard, search that works as a plain form, and the API
 * sidebar grouped by product and scrolled to the current page. Titles that wrap between words are checked on every
 * page by the crawl (site-crawl.spec.ts).
 */
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

const PHONE = {viewport: {width: 390, height: 844}};

describe('on a phone', () => {
  const browser = useBrowser();

  it('inline code breaks at a space or after a slash, never at a hyphen', async () => {
    const {page, context} = await openPage(browser(), PHONE);
    await page.goto('/docs/integration-guide/consent/consent-api');
    await waitForHydration(page);
    const split = await page.evaluate(() => {
      const out: string[] = [];
      for (const code of document.querySelectorAll('article p code, article li code')) {
        if (code.closest('pre')) continue;
        const text = code.textContent ?? '';
        for (const part of text.split(/\s+|(?<=.\/)/)) {
          if (!part.includes('-')) continue;
          // The rects of each hyphenated part: one line each.
          const range = document.createRange();
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            const at = node.data.indexOf(part);
            if (at < 0) continue;
            range.setStart(node, at);
            range.setEnd(node, at + part.length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) out.push(part);
          }
        }
      }
      return out;
    });
    expect(split).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('a wide table shows a fade at the edge it can scroll to, and none at the other', async () => {
    const {page, context} = await openPage(browser(), PHONE);
    await page.goto('/docs/api/errors');
    await waitForHydration(page);
    const table = page
      .locator('article table')
      .filter({has: page.locator('td')})
      .first();
    await expect.poll(() => table.evaluate((t) => t.scrollWidth > t.clientWidth + 1)).toBe(true);
    const fades = () =>
      table.evaluate((t) => {
        const style = getComputedStyle(t);
        return [style.getPropertyValue('--scroll-fade-start'), style.getPropertyValue('--scroll-fade-end')];
      });
    expect(await fades()).toEqual(['0px', '40px']);
    await table.evaluate((t) => (t.scrollLeft = t.scrollWidth));
    await expect.poll(fades).toEqual(['40px', '0px']);
    await context.close();
  });

  it('the open menu keeps focus inside, and Escape closes it and focuses the menu button', async () => {
    const {page, context} = await openPage(browser(), PHONE);
    await page.goto('/docs/integration-guide/intro');
    await waitForHydration(page);
    await page.locator('button.navbar__toggle').click();
    const drawer = page.locator('.navbar-sidebar');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('.navbar-sidebar')?.contains(document.activeElement)))
      .toBe(true);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(
        await page.evaluate(() => document.querySelector('.navbar-sidebar')?.contains(document.activeElement)),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show')))
      .toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('.navbar__toggle'))).toBe(true);
    expect(await drawer.count()).toBe(1);
    await context.close();
  });
});

describe('before the app hydrates', () => {
  const browser = useBrowser();

  it('the search button and the search page are plain forms that land on /search?q=', async () => {
    const {page, context} = await openPage(browser(), {javaScriptEnabled: false, viewport: {width: 1280, height: 900}});
    await page.goto('/docs/integration-guide/intro');
    await Promise.all([page.waitForURL(/\/search\??$/), page.locator('[data-search-button]').click()]);
    await page.fill('[data-search-page-input]', 'webhooks');
    await Promise.all([page.waitForURL(/\/search\?q=webhooks$/), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('webhooks');
    await context.close();
  });
});

describe('the API sidebar', () => {
  const browser = useBrowser();

  it('groups the tag categories by product and shows the current entry after load on a deep page', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 800}});
    await page.goto('/docs/api/resources/get-webhook-transaction');
    await waitForHydration(page);
    const sidebar = 'aside.theme-doc-sidebar-container';
    const groups = await page.$$eval(`${sidebar} .theme-doc-sidebar-menu > li.api-tag-group > div > a`, (links) =>
      links.map((a) => a.textContent?.trim()),
    );
    expect(groups).toEqual([
      'Consentimiento',
      'Identidad',
      'Firma electrónica',
      'Derechos de los titulares',
      'Plataforma',
    ]);
    // The tag categories stay inside their group: the current page's category is inside the open group.
    expect(
      await page
        .locator(`${sidebar} li.api-tag-group:not(.menu__list-item--collapsed) li.theme-doc-sidebar-item-category`)
        .filter({has: page.locator('.menu__link--active[aria-current="page"]')})
        .count(),
    ).toBe(1);
    const active = page.locator(`${sidebar} .menu__link--active[aria-current="page"]`);
    await expect
      .poll(() =>
        active.evaluate((link) => {
          const box = link.closest('nav')!.getBoundingClientRect();
          const rect = link.getBoundingClientRect();
          return rect.top >= box.top && rect.bottom <= box.bottom && rect.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    // The page itself did not move, and focus stayed where a load leaves it.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await context.close();
  });
});
