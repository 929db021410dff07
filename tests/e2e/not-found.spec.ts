import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

describe('unknown paths', () => {
  const browser = useBrowser();

  it('shows the Spanish 404 page with status 404 and asks to report the broken link', async () => {
    const {page, context} = await openPage(browser());
    const response = await page.goto('/esta/ruta/no-existe');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Página No Encontrada');
    await expect(page.locator('main').textContent()).resolves.toMatch(/enlace está roto/);
    expect(await page.title()).toContain('Página No Encontrada');
    await context.close();
  });
});
