import {describe, expect, it} from 'vitest';
import {links} from '../../config/links';
import {openPage, storageValue, useBrowser, waitForHydration} from './setup/browser';

describe('site shell', () => {
  const browser = useBrowser();

  it('navbar has the brand, the three sections, the account-request link, language, search and colour toggle', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/docs/api/intro');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('a.navbar__brand').getAttribute('href')).resolves.toBe('/');
    const left = navbar.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
    expect(await left.allTextContents()).toEqual(['Guías de integración', 'Referencia de la API', 'Guías de usuario']);
    expect(await left.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual([
      '/docs/integration-guide/intro',
      '/docs/api/intro',
      '/docs/user-guide/intro',
    ]);
    const right = navbar.locator('.navbar__items--right');
    const account = right.getByRole('link', {name: /Solicita una cuenta/});
    await expect(account.getAttribute('href')).resolves.toBe(links.accountRequest);
    await expect(account.getAttribute('target')).resolves.toBe('_blank');
    await expect(right.locator('.dropdown > .navbar__link').textContent()).resolves.toContain('Español');
    expect(await right.getByRole('button', {name: /buscar/i}).count()).toBeGreaterThan(0);
    expect(await right.getByRole('button', {name: /modo/}).count()).toBe(1);
    await context.close();
  });

  it('footer groups Docs, Comunidad and Más with the links module URLs and the 2025 copyright', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/');
    const footer = page.locator('footer');
    expect(await footer.locator('.footer__title').allTextContents()).toEqual(['Docs', 'Comunidad', 'Más']);
    const hrefs = await footer.locator('a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    for (const url of [
      '/docs/integration-guide/intro',
      '/docs/api/intro',
      '/docs/user-guide/intro',
      links.linkedin,
      links.github,
      links.mainSite,
      links.trustCenter,
      links.status,
    ]) {
      expect(hrefs).toContain(url);
    }
    await expect(footer.textContent()).resolves.toContain('© 2025');
    await context.close();
  });

  it('titles are "page | site" and the home page uses the site title alone', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/');
    expect(await page.title()).toBe('Custodia para desarrolladores');
    await page.goto('/docs/api/intro');
    await waitForHydration(page);
    await expect.poll(() => page.title()).toMatch(/^.+ \| Custodia para desarrolladores$/);
    await context.close();
  });

  it('serves Spanish as the only locale', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/docs');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await waitForHydration(page);
    await page.locator('.navbar__items--right .dropdown').hover();
    const options = page.locator('.navbar__items--right .dropdown__menu a');
    expect(await options.allTextContents()).toEqual(['Español']);
    await context.close();
  });

  it('the docs landing links to the three sections', async () => {
    const {page, context} = await openPage(browser());
    const response = await page.goto('/docs');
    expect(response?.status()).toBe(200);
    const main = page.locator('main');
    for (const href of ['/docs/integration-guide/intro', '/docs/api/intro', '/docs/user-guide/intro']) {
      expect(await main.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
    }
    await context.close();
  });

  it('the home page states the tagline and links to the sections and the main products', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/');
    await expect(page.locator('h1').textContent()).resolves.toContain('Infraestructura de privacidad digital');
    const hrefs = await page.locator('main a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    for (const href of [
      '/docs/integration-guide/intro',
      '/docs/api/intro',
      '/docs/user-guide/intro',
      '/docs/integration-guide/consent/introduction',
      '/docs/integration-guide/disclosure/introduction',
      '/docs/integration-guide/signature/introduction',
      '/docs/integration-guide/rights-management/introduction',
      '/docs/integration-guide/authentication/introduction',
      '/docs/integration-guide/privacy-center/introduction',
    ]) {
      expect(hrefs).toContain(href);
    }
    await context.close();
  });

  it('docs show no version badge while there is one version, and remember it as the preferred version', async () => {
    // One preference per docs instance: the guides ("default") and the API reference ("api").
    for (const [url, instance] of [
      ['/docs/integration-guide/intro', 'default'],
      ['/docs/api/intro', 'api'],
    ]) {
      const {page, context} = await openPage(browser());
      await page.goto(url);
      await waitForHydration(page);
      expect(await page.locator('.theme-doc-version-badge').count()).toBe(0);
      await expect.poll(() => storageValue(page, `docs-preferred-version-${instance}`)).toBe('current');
      await context.close();
    }
  });
});
