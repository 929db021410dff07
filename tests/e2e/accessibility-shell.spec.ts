import {describe, expect, it} from 'vitest';
import {openPage, resizeViewport, useBrowser, useLoadedPage, waitForHydration} from './setup/browser';

describe('keyboard and responsive shell', () => {
  const browser = useBrowser();

  // The skip link (first Tab, Spanish text, focus lands in the main content past the navbar and the sidebar) is
  // proved in keyboard.spec.ts.

  // Docusaurus switches to the desktop layout above 996 px (its desktop breakpoint). Both sides of it are read on
  // one load of the page, resized: the switch follows the window width (useWindowSize), not the first paint.
  describe('either side of the desktop breakpoint', () => {
    const loaded = useLoadedPage(browser, '/docs/api/intro', {viewport: {width: 997, height: 900}});

    it('at 995 px the docs sidebar moves into the mobile menu', async () => {
      const page = loaded();
      await resizeViewport(page, {width: 995, height: 900});
      await expect(page.locator('aside.theme-doc-sidebar-container').isVisible()).resolves.toBe(false);
      await page.locator('button.navbar__toggle').click();
      const mobile = page.locator('.navbar-sidebar');
      try {
        await expect.poll(() => mobile.locator('a.menu__link[href="/docs/api/errors"]').first().isVisible()).toBe(true);
      } finally {
        // Leave the page as loaded: menu closed (Escape closes it), desktop width.
        await page.keyboard.press('Escape');
        await expect
          .poll(() =>
            page.evaluate(() => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show')),
          )
          .toBe(false);
        await resizeViewport(page, {width: 997, height: 900});
      }
    });

    it('at 997 px the desktop sidebar shows and cannot be hidden', async () => {
      const page = loaded();
      await resizeViewport(page, {width: 997, height: 900});
      await expect(page.locator('aside.theme-doc-sidebar-container').isVisible()).resolves.toBe(true);
      expect(await page.getByRole('button', {name: 'Colapsar barra lateral'}).count()).toBe(0);
    });
  });

  it('opening one sidebar category does not collapse the others', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await page.goto('/docs/integration-guide/intro');
    await waitForHydration(page);
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    const categories = sidebar.locator(
      '.menu__list-item--collapsed > .menu__list-item-collapsible > a, .menu__list-item--collapsed > div > a',
    );
    const total = await categories.count();
    expect(total).toBeGreaterThanOrEqual(2);
    await categories.nth(0).click();
    await categories.nth(0).click();
    const expanded = await sidebar
      .locator('li.theme-doc-sidebar-item-category:not(.menu__list-item--collapsed)')
      .count();
    expect(expanded).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
