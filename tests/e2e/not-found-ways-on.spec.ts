import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

describe('the 404 page offers a way on', () => {
  const browser = useBrowser();

  for (const path of ['/esta/ruta/no-existe', '/docs/esta-pagina-no-existe']) {
    it(`${path} links home and to search, and its search box opens the results`, async () => {
      const {page, context} = await openPage(browser(), {viewport: {width: 390, height: 844}});
      await page.goto(path);
      await waitForHydration(page);
      const main = page.locator('main');
      await expect(main.getByRole('link', {name: 'Ir al inicio'}).getAttribute('href')).resolves.toBe('/');
      await expect(main.getByRole('link', {name: 'Abrir la búsqueda'}).getAttribute('href')).resolves.toBe('/search');
      const box = main.getByRole('searchbox', {name: 'Buscar en la documentación'});
      await box.fill('<b>webhook</b> firmado');
      await box.press('Enter');
      await page.waitForURL('**/search?q=*');
      expect(new URL(page.url()).searchParams.get('q')).toBe('<b>webhook</b> firmado');
      await expect
        .poll(() => page.locator('main input[type="search"]').first().inputValue())
        .toBe('<b>webhook</b> firmado');
      await context.close();
    });
  }

  it('the search box works before the site JavaScript runs (a plain GET form)', async () => {
    const {page, context} = await openPage(browser(), {javaScriptEnabled: false});
    await page.goto('/esta/ruta/no-existe');
    const box = page.locator('main').getByRole('searchbox', {name: 'Buscar en la documentación'});
    await box.fill('webhook');
    await box.press('Enter');
    await page.waitForURL('**/search?q=webhook');
    await context.close();
  });
});
