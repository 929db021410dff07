import {describe, expect, it} from 'vitest';
import {openPage, useBrowser} from './setup/browser';

describe('footer', () => {
  const browser = useBrowser();

  it('the Docs group links exactly the three section routes', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/');
    const group = page
      .locator('footer .footer__col')
      .filter({has: page.locator('.footer__title', {hasText: /^Docs$/})});
    const links = group.locator('a');
    expect(await links.allTextContents()).toEqual(['Guías de integración', 'Referencia de la API', 'Guías de usuario']);
    expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual([
      '/docs/integration-guide/intro',
      '/docs/api/intro',
      '/docs/user-guide/intro',
    ]);
    // The results page stays one plain link away from the home page, for readers without the modal and for crawlers.
    expect(await page.locator('main a[href="/search"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});
