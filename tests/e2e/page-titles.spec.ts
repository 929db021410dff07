import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

const SITE = 'Custodia para desarrolladores';

describe('page titles follow "page | site"', () => {
  const browser = useBrowser();

  for (const [path, title] of [
    ['/search', `Buscar en la documentación | ${SITE}`],
    ['/search?q=x', `Buscar «x» | ${SITE}`],
    ['/docs/esta-pagina-no-existe', `Página No Encontrada | ${SITE}`],
    ['/esta/ruta/no-existe', `Página No Encontrada | ${SITE}`],
  ]) {
    it(`${path} is titled «${title}»`, async () => {
      const {page, context} = await openPage(browser());
      await page.goto(path);
      await waitForHydration(page);
      await expect.poll(() => page.title()).toBe(title);
      await context.close();
    });
  }

  it('a client-side search keeps the format for its new query', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/search?q=x');
    await waitForHydration(page);
    const input = page.locator('main input[type="search"]');
    await input.fill('webhook');
    await input.press('Enter');
    await expect.poll(() => page.title()).toBe(`Buscar «webhook» | ${SITE}`);
    await context.close();
  });
});
