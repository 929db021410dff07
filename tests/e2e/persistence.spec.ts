import {describe, expect, it} from 'vitest';
import {breakStorage, openPage, storageValue, useBrowser, waitForHydration} from './setup/browser';

describe('persisted preferences', () => {
  const browser = useBrowser();

  it('the announcement bar can be dismissed and stays dismissed after a reload', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar.textContent()).resolves.toContain('sandbox');
    await bar.getByRole('button', {name: 'Cerrar'}).click();
    await expect.poll(() => bar.count()).toBe(0);
    expect(await storageValue(page, 'docusaurus.announcement.dismiss')).toBe('true');
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('.theme-announcement-bar').count()).toBe(0);
    await context.close();
  });

  it('colour mode defaults to light', async () => {
    const {page, context} = await openPage(browser(), {colorScheme: 'no-preference'});
    await page.goto('/docs');
    await waitForHydration(page);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    await context.close();
  });

  it('colour mode follows the system preference when nothing was chosen', async () => {
    const {page, context} = await openPage(browser(), {colorScheme: 'dark'});
    await page.goto('/docs');
    await waitForHydration(page);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await context.close();
  });

  it('the colour toggle switches mode and the choice survives a reload', async () => {
    const {page, context} = await openPage(browser(), {colorScheme: 'light', viewport: {width: 1280, height: 900}});
    await page.goto('/docs');
    await waitForHydration(page);
    // The toggle cycles system → light → dark → system.
    const toggle = page
      .locator('nav.navbar .navbar__items--right')
      .getByRole('button', {name: /Cambiar entre modo oscuro y claro/});
    await expect(toggle.getAttribute('title')).resolves.toBe('modo del sistema');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('title')).toBe('modo claro');
    await toggle.click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await storageValue(page, 'theme')).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await context.close();
  });

  it('keeps working without persistence when browser storage throws', async () => {
    const {page, context, consoleMessages, pageErrors} = await openPage(browser(), {
      viewport: {width: 1280, height: 900},
    });
    await breakStorage(page);
    await page.goto('/docs/api/intro');
    await waitForHydration(page);
    // Interactions that write to storage: colour mode and announcement dismissal.
    const toggle = page
      .locator('nav.navbar .navbar__items--right')
      .getByRole('button', {name: /Cambiar entre modo oscuro y claro/});
    await toggle.click();
    await toggle.click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Cerrar'}).click();
    await expect.poll(() => page.locator('.theme-announcement-bar').count()).toBe(0);
    // Client-side navigation still works.
    await page.locator('nav.navbar').getByRole('link', {name: 'Guías de usuario'}).click();
    await page.waitForURL('**/docs/user-guide/intro');
    await expect(page.locator('article h1, article header h1').first().isVisible()).resolves.toBe(true);
    expect(pageErrors).toEqual([]);
    expect(consoleMessages.some((m) => m.type === 'error' && /storage/i.test(m.text))).toBe(true);
    await context.close();
  });
});
