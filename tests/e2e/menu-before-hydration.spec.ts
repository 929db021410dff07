/**
 * The phone menu before the app hydrates: the server renders it as a disclosure that opens without JavaScript on
 * the site's sections; once hydrated it is the drawer's button, in the same box, and a menu opened before that
 * stays open as the drawer.
 */
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

const PHONE = {viewport: {width: 390, height: 844}};
const PAGE = '/docs/integration-guide/consent/consent-capture';
const SUMMARY = 'details[data-prehydration-menu] > summary';

async function toggleBox(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, width: r.width, height: r.height};
  });
}

describe('the phone menu before hydration', () => {
  const browser = useBrowser();

  it('opens without JavaScript on the site sections, and its links lead there', async () => {
    const {page, context} = await openPage(browser(), {...PHONE, javaScriptEnabled: false});
    await page.goto(PAGE);
    const summary = page.locator(SUMMARY);
    expect(await summary.isVisible()).toBe(true);
    expect(await summary.getAttribute('aria-label')).toBe('Alternar barra lateral');
    const links = page.locator('details[data-prehydration-menu] a');
    expect(await links.first().isVisible()).toBe(false);
    await summary.click();
    await expect.poll(() => links.first().isVisible()).toBe(true);
    expect(await links.allTextContents()).toEqual(
      expect.arrayContaining(['Guías de integración', 'Referencia de la API', 'Guías de usuario']),
    );
    // The list is in the viewport, under the navbar, with targets a thumb can press.
    const navbarBottom = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    const boxes = await links.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return {top: r.top, right: r.right, height: r.height};
      }),
    );
    for (const box of boxes) {
      expect(box.top).toBeGreaterThanOrEqual(navbarBottom - 1);
      expect(box.right).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await Promise.all([
      page.waitForURL(/\/docs\/api\/intro$/),
      links.filter({hasText: 'Referencia de la API'}).click(),
    ]);
    await context.close();
  });

  it('becomes the drawer button after hydration, in the same box', async () => {
    const before = await openPage(browser(), {...PHONE, javaScriptEnabled: false});
    await before.page.goto(PAGE);
    const served = await toggleBox(before.page, SUMMARY);
    await before.context.close();

    const {page, context} = await openPage(browser(), PHONE);
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.waitForSelector('button.navbar__toggle');
    expect(await page.locator('details[data-prehydration-menu]').count()).toBe(0);
    const hydrated = await toggleBox(page, 'button.navbar__toggle');
    for (const key of ['left', 'top', 'width', 'height'] as const)
      expect(Math.abs(hydrated[key] - served[key])).toBeLessThanOrEqual(1);
    await page.locator('button.navbar__toggle').click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show')))
      .toBe(true);
    await context.close();
  });

  it('stays open as the drawer when the reader opened it before the app took over', async () => {
    const {page, context} = await openPage(browser(), PHONE);
    // The app's scripts wait until the menu is open, as on a slow connection.
    let release!: () => void;
    const opened = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await opened;
      await route.continue();
    });
    // Deferred scripts hold DOMContentLoaded back: the page is read, and the menu pressed, before it.
    await page.goto(PAGE, {waitUntil: 'commit'});
    await page.locator(SUMMARY).click();
    await expect
      .poll(() => page.locator('details[data-prehydration-menu]').evaluate((d) => (d as HTMLDetailsElement).open))
      .toBe(true);
    release();
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show')))
      .toBe(true);
    await context.close();
  });
});
