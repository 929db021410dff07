import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {drawDiagrams, openPage, useBrowser, waitForHydration} from './setup/browser';

describe('error screens and URL normalisation', () => {
  const browser = useBrowser();

  it('the server redirects .html and /index.html to the clean path', async () => {
    const {page, context} = await openPage(browser());
    for (const [from, to] of [
      ['/docs/api/intro.html', '/docs/api/intro'],
      ['/docs/api/intro/index.html', '/docs/api/intro'],
      ['/index.html', '/'],
    ]) {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
    }
    await context.close();
  });

  it('a static host without redirects still shows the page and cleans the address bar', async () => {
    const {page, context} = await openPage(browser());
    // Simulates a host that answers /x.html with the page itself instead of redirecting.
    const html = fs.readFileSync(`${process.env.SITE_BUILD_DIR ?? 'build'}/docs/api/intro/index.html`, 'utf8');
    await page.route('**/docs/api/intro.html', (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: html}),
    );
    await page.goto('/docs/api/intro.html');
    await waitForHydration(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/api/intro');
    expect(await page.locator('article').count()).toBeGreaterThan(0);
    await context.close();
  });

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

  it('renders mermaid diagrams, emoji and highlighted code in the eight languages', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/dogfooding');
    await waitForHydration(page);
    await drawDiagrams(page);
    await page.waitForSelector('.docusaurus-mermaid-container svg', {timeout: 20_000});
    await expect(page.locator('.markdown').first().textContent()).resolves.toContain('🎉');
    for (const lang of ['ruby', 'csharp', 'go', 'java', 'php', 'json', 'bash', 'powershell']) {
      const block = page.locator(`.language-${lang}`).first();
      expect(await block.locator('.token').count(), `tokens for ${lang}`).toBeGreaterThan(0);
    }
    await context.close();
  });

  it('the table of contents lists heading levels 2 and 3 only', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await page.goto('/dogfooding');
    const toc = await page.locator('.table-of-contents').first().textContent();
    expect(toc).toContain('Diagrama');
    expect(toc).toContain('Nivel tres en la tabla');
    expect(toc).not.toContain('Nivel cuatro');
    await context.close();
  });
});
