/**
 * The tab title after a visit that starts on `/x.html` which the host answers with its 404 page (a host that
 * serves files as they are, tests/e2e/setup/plain-host.ts; the address is cleaned to `/x` before the app starts):
 * the page's own title once loaded, the next page's after a client-side navigation, and the real 404 keeps
 * «Página No Encontrada».
 */
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration, waitForIdle} from './setup/browser';
import {usePlainHost} from './setup/plain-host';

const SUFFIX = ' | Custodia para desarrolladores';

describe('the title after a 404 answer for a .html address', () => {
  const browser = useBrowser();
  const hostUrl = usePlainHost();

  /** The title the host serves for a clean path. */
  async function serverTitle(path: string): Promise<string> {
    const html = await (await fetch(hostUrl() + path)).text();
    return /<title[^>]*>([^<]*)<\/title>/.exec(html)![1].replace(/&amp;/g, '&');
  }

  it('/docs/integration-guide/intro.html: the guide’s title, then the next page’s after navigating', async () => {
    const {page, context} = await openPage(browser(), {baseURL: hostUrl(), viewport: {width: 1280, height: 900}});
    try {
      const response = await page.goto('/docs/integration-guide/intro.html');
      expect(response!.status()).toBe(404);
      await waitForHydration(page);
      await waitForIdle(page);
      expect(new URL(page.url()).pathname).toBe('/docs/integration-guide/intro');
      const expected = await serverTitle('/docs/integration-guide/intro');
      expect(expected).not.toMatch(/Página No Encontrada/);
      await page.waitForFunction((title) => document.title === title, expected);
      // A client-side navigation (the navbar link to the API reference) gives that page's title.
      await page.click('nav.navbar a[href="/docs/api/intro"]');
      await page.waitForURL((url) => url.pathname === '/docs/api/intro');
      const next = await serverTitle('/docs/api/intro');
      await page.waitForFunction((title) => document.title === title, next);
      expect(await page.title()).toBe(next);
    } finally {
      await context.close();
    }
  });

  it('a path with no page keeps the 404 title «Página No Encontrada»', async () => {
    const {page, context} = await openPage(browser(), {baseURL: hostUrl(), viewport: {width: 1280, height: 900}});
    try {
      const response = await page.goto('/docs/no-existe.html');
      expect(response!.status()).toBe(404);
      await waitForHydration(page);
      await waitForIdle(page);
      expect(await page.title()).toBe(`Página No Encontrada${SUFFIX}`);
      expect(await page.locator('h1').textContent()).toBe('Página No Encontrada');
    } finally {
      await context.close();
    }
  });
});
