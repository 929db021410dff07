import {describe, expect, it} from 'vitest';
import {baseUrl, drawDiagrams, openPage, useBrowser, useLoadedPage, waitForHydration} from './setup/browser';

describe('error screens and URL normalisation', () => {
  const browser = useBrowser();

  it('the server redirects .html and /index.html to the clean path', async () => {
    // What is proved is the server's answer, not a page: plain requests, no page load.
    for (const [from, to] of [
      ['/docs/api/intro.html', '/docs/api/intro'],
      ['/docs/api/intro/index.html', '/docs/api/intro'],
      ['/index.html', '/'],
    ]) {
      const response = await fetch(`${baseUrl()}${from}`);
      expect(response.redirected, from).toBe(true);
      expect(response.status, from).toBe(200);
      expect(new URL(response.url).pathname, from).toBe(to);
    }
  });

  // A static host that answers /x.html with the page itself, without redirecting, is proved in
  // static-host-normalisation.spec.ts (a real such host, for the same page and more).

  it('a crashing page shows "Esta página ha fallado." and "Intente de nuevo" recovers it', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/dogfooding/crash');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Provocar un error'}).click();
    await expect.poll(() => page.locator('body').textContent()).toContain('Esta página ha fallado.');
    await page.getByRole('button', {name: 'Intente de nuevo'}).click();
    await expect.poll(() => page.getByRole('button', {name: 'Provocar un error'}).count()).toBe(1);
    await context.close();
  });

  it('shows the base-URL banner when the site code does not load on the home page', async () => {
    const {page, context} = await openPage(browser());
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect.poll(() => banner.textContent()).toContain('El sitio no se cargó correctamente.');
    await context.close();
  });
});

describe('markdown features', () => {
  const browser = useBrowser();
  // Both tests read the dogfooding page: one load, wide enough for the table of contents.
  const loaded = useLoadedPage(browser, '/dogfooding', {viewport: {width: 1280, height: 900}});

  it('renders mermaid diagrams, emoji and highlighted code in the eight languages', async () => {
    const page = loaded();
    await drawDiagrams(page);
    await page.waitForSelector('.docusaurus-mermaid-container svg', {timeout: 20_000});
    await expect(page.locator('.markdown').first().textContent()).resolves.toContain('🎉');
    for (const lang of ['ruby', 'csharp', 'go', 'java', 'php', 'json', 'bash', 'powershell']) {
      const block = page.locator(`.language-${lang}`).first();
      expect(await block.locator('.token').count(), `tokens for ${lang}`).toBeGreaterThan(0);
    }
  });

  it('the table of contents lists heading levels 2 and 3 only', async () => {
    const toc = await loaded().locator('.table-of-contents').first().textContent();
    expect(toc).toContain('Diagrama');
    expect(toc).toContain('Nivel tres en la tabla');
    expect(toc).not.toContain('Nivel cuatro');
  });
});
