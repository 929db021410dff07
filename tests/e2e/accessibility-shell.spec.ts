import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

describe('keyboard and responsive shell', () => {
  const browser = useBrowser();

  it('the first Tab focuses the Spanish skip link, which moves focus to the main content', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/docs/api/intro');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused.textContent()).resolves.toBe('Saltar al contenido principal');
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('nav.navbar, aside') === null)).toBe(true);
    await context.close();
  });

  it('at 995 px the docs sidebar moves into the mobile menu', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 995, height: 900}});
    await page.goto('/docs/api/intro');
    await waitForHydration(page);
    await expect(page.locator('aside.theme-doc-sidebar-container').isVisible()).resolves.toBe(false);
    await page.locator('button.navbar__toggle').click();
    const mobile = page.locator('.navbar-sidebar');
    await expect.poll(() => mobile.locator('a.menu__link[href="/docs/api/errors"]').first().isVisible()).toBe(true);
    await context.close();
  });

  // Docusaurus switches to the desktop layout above 996 px (its desktop breakpoint).
  it('at 997 px the desktop sidebar shows and cannot be hidden', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 997, height: 900}});
    await page.goto('/docs/api/intro');
    await waitForHydration(page);
    await expect(page.locator('aside.theme-doc-sidebar-container').isVisible()).resolves.toBe(true);
    expect(await page.getByRole('button', {name: 'Colapsar barra lateral'}).count()).toBe(0);
    await context.close();
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
