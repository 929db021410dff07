/**
 * A calm page header: no version badge while the docs have one version, the page menu «Usar con IA» on the
 * breadcrumb row (measured on the same line, on desktop and on a phone), and no developer chrome (the page menu,
 * the sandbox announcement) on the end users' guide.
 */
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

const MENU_BUTTON = 'button[aria-haspopup="menu"]';

/** The vertical extent of the breadcrumbs, of the menu button and of the title. */
async function header(page: Page) {
  return page.evaluate((selector) => {
    const box = (e: Element | null) => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};
    };
    return {
      crumbs: box(document.querySelector('.theme-doc-breadcrumbs')),
      button: box(document.querySelector(selector)),
      title: box(document.querySelector('main h1')),
    };
  }, MENU_BUTTON);
}

describe('the page header', () => {
  const browser = useBrowser();

  for (const path of [
    '/docs/integration-guide/intro',
    '/docs/api/intro',
    '/docs/api/resources/create-consent-template',
  ]) {
    it(`${path}: no version badge; «Usar con IA» on the breadcrumb row above the title`, async () => {
      // One load, measured at 1280 px and then at 390 px: what is checked is the layout at each width, which CSS
      // and the React parts that follow the window size (the table of contents) give after a resize.
      const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
      try {
        await page.goto(path);
        await waitForHydration(page);
        const hasToc = (await page.locator('.theme-doc-toc-desktop').count()) > 0;
        for (const width of [1280, 390]) {
          if (width !== 1280) {
            await page.setViewportSize({width, height: 900});
            // React swaps the desktop table of contents for the collapsible one when it has seen the resize.
            await page.waitForFunction(
              (toc) =>
                window.innerWidth < 997 &&
                document.querySelector('.theme-doc-toc-desktop') === null &&
                (!toc || document.querySelector('.theme-doc-toc-mobile') !== null),
              hasToc,
            );
          }
          expect(await page.locator('.theme-doc-version-badge').count()).toBe(0);
          expect(await page.getByText('Versión: Next').count()).toBe(0);
          const {crumbs, button, title} = await header(page);
          expect(crumbs && button && title, `${width} px`).toBeTruthy();
          // Same row: the button's vertical centre lies within the breadcrumbs, and both end above the title.
          const centre = (button!.top + button!.bottom) / 2;
          expect(centre, `${width} px`).toBeGreaterThan(crumbs!.top);
          expect(centre, `${width} px`).toBeLessThan(crumbs!.bottom);
          expect(button!.left, `${width} px`).toBeGreaterThan(crumbs!.left);
          expect(Math.max(button!.bottom, crumbs!.bottom), `${width} px`).toBeLessThanOrEqual(title!.top);
          // One short row: on a phone too the row is no taller than the button.
          expect(crumbs!.bottom - crumbs!.top, `${width} px`).toBeLessThanOrEqual(button!.bottom - button!.top + 1);
        }
      } finally {
        await context.close();
      }
    }, 120_000);
  }

  it('«Abrir en ChatGPT» and «Abrir en Claude» send the absolute URL of the Markdown copy', async () => {
    const path = '/docs/api/authentication';
    const {page, context} = await openPage(browser());
    try {
      await page.goto(path);
      await waitForHydration(page);
      await page.click(MENU_BUTTON);
      await page.waitForSelector('[role="menu"]');
      for (const name of ['Abrir en ChatGPT', 'Abrir en Claude']) {
        const href = await page.getByRole('menuitem', {name}).getAttribute('href');
        const prompt = new URL(href!).searchParams.get('q')!;
        const urls = prompt.match(/https?:\/\/\S+?(?=[\s)]|$)/g) ?? [];
        expect(urls).toContain(`https://docs.custodia.example${path}.md`);
        expect(prompt).not.toMatch(/(^|\s)\/docs\//);
      }
      // Every item has an icon and a one-line description.
      const items = await page.$$eval('[role="menuitem"]', (elements) =>
        elements.map((e) => ({
          icon: e.querySelector('svg') !== null,
          description: document.getElementById(e.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        })),
      );
      expect(items).toHaveLength(4);
      for (const item of items) {
        expect(item.icon).toBe(true);
        expect(item.description.length).toBeGreaterThan(10);
      }
    } finally {
      await context.close();
    }
  });

  for (const path of ['/docs/user-guide/passkeys', '/docs/user-guide/intro']) {
    it(`${path}: no «Usar con IA», no version badge, no sandbox announcement`, async () => {
      const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
      try {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('main h1').count()).resolves.toBe(1);
        expect(await page.locator(MENU_BUTTON).count()).toBe(0);
        expect(await page.getByText('Usar con IA').count()).toBe(0);
        expect(await page.locator('.theme-doc-version-badge').count()).toBe(0);
        expect(await page.locator('.theme-announcement-bar').count()).toBe(0);
        // A guide for developers still has both (reached client-side: what differs is the section, not the load).
        await page.locator('nav.navbar').getByRole('link', {name: 'Guías de integración'}).click();
        await page.waitForURL((url) => url.pathname === '/docs/integration-guide/intro');
        await expect.poll(() => page.locator(MENU_BUTTON).count()).toBe(1);
        await expect.poll(() => page.locator('.theme-announcement-bar').count()).toBe(1);
      } finally {
        await context.close();
      }
    });
  }

  // Before this layout the phone header had two rows above the title: the breadcrumbs with «Usar con IA», then a
  // full-width «En esta página» (measured at 390×844 on the consent-capture guide: 117 px from the navbar to the title;
  // one row: 65 px).
  for (const path of [
    '/docs/integration-guide/consent/quickstart',
    '/docs/api/authentication',
    '/docs/user-guide/passkeys',
  ]) {
    it(`${path}: on a phone, «En esta página» sits on the breadcrumb row, which shows the current page, one row above the title`, async () => {
      const {page, context} = await openPage(browser(), {viewport: {width: 390, height: 844}});
      try {
        await page.goto(path);
        await waitForHydration(page);
        const toc = page.getByRole('button', {name: 'En esta página'});
        const measure = () =>
          page.evaluate(() => {
            const box = (selector: string) => {
              const r = document.querySelector(selector)?.getBoundingClientRect();
              return r ? {top: r.top, bottom: r.bottom, left: r.left, right: r.right} : null;
            };
            return {
              navbar: box('nav.navbar')!,
              row: box('article > :first-child')!,
              crumbs: box('.theme-doc-breadcrumbs .breadcrumbs')!,
              menu: box('button[aria-haspopup="menu"]'),
              toc: box('[data-toc-toggle]')!,
              title: box('main h1')!,
            };
          });
        const {navbar, row, crumbs, menu, toc: button, title} = await measure();
        // One row: the toggle's centre lies within the breadcrumbs' extent, after the breadcrumbs and the page menu.
        const centre = (button.top + button.bottom) / 2;
        expect(centre).toBeGreaterThan(crumbs.top);
        expect(centre).toBeLessThan(crumbs.bottom);
        expect(button.left).toBeGreaterThanOrEqual((menu ?? crumbs).right);
        expect(button.right).toBeLessThanOrEqual(390);
        expect(button.bottom - button.top).toBeGreaterThanOrEqual(36);
        // The chrome between the navbar and the title is that one row and its margins.
        expect(row.bottom - row.top).toBeLessThanOrEqual(40);
        expect(title.top - navbar.bottom).toBeLessThanOrEqual(72);
        // Crumbs that do not fit show their end: the current page is (at least partly) in view, next to its parent.
        const current = await page
          .locator('.theme-doc-breadcrumbs .breadcrumbs__item--active')
          .evaluate((li) => li.getBoundingClientRect().toJSON() as {left: number; right: number});
        expect(current.right).toBeLessThanOrEqual(crumbs.right + 1);
        expect(current.right).toBeGreaterThan(crumbs.left + 40);
        // Opening it shows the page's sections between the row and the title.
        await toc.click();
        expect(await toc.getAttribute('aria-expanded')).toBe('true');
        const first = page.locator('.theme-doc-toc-mobile a').first();
        await expect.poll(() => first.isVisible()).toBe(true);
        const link = await first.evaluate((a) => a.getBoundingClientRect().top);
        const opened = await measure();
        expect(link).toBeGreaterThan(opened.row.bottom);
        expect(link).toBeLessThan(opened.title.top);
      } finally {
        await context.close();
      }
    });
  }
});
