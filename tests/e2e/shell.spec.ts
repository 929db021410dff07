import type {Response} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {links} from '../../config/links';
import {openPage, storageValue, useBrowser, waitForHydration, type OpenedPage} from './setup/browser';

/**
 * The shell tests only read the page they are on, so they share two loads: the home page and the docs landing
 * (/docs), opened once in one context. The version preference needs storage that no other page has written, so
 * that test has a context of its own.
 */
describe('site shell', () => {
  const browser = useBrowser();
  let home: OpenedPage['page'];
  let docs: OpenedPage['page'];
  let docsResponse: Response | null;
  let opened: OpenedPage | undefined;

  beforeAll(async () => {
    opened = await openPage(browser());
    home = opened.page;
    await home.goto('/');
    await waitForHydration(home);
    docs = await opened.context.newPage();
    docsResponse = await docs.goto('/docs');
    await waitForHydration(docs);
  });

  afterAll(async () => {
    await opened?.context.close();
  });

  it('navbar has the brand, the three sections, the account-request link, language, search and colour toggle', async () => {
    const navbar = docs.locator('nav.navbar');
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
  });

  it('footer groups Docs, Comunidad and Más with the links module URLs and the 2025 copyright', async () => {
    const footer = home.locator('footer');
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
  });

  it('titles are "page | site" and the home page uses the site title alone', async () => {
    expect(await home.title()).toBe('Custodia para desarrolladores');
    await expect.poll(() => docs.title()).toMatch(/^.+ \| Custodia para desarrolladores$/);
  });

  it('serves Spanish as the only locale', async () => {
    await expect(docs.locator('html').getAttribute('lang')).resolves.toBe('es');
    await docs.locator('.navbar__items--right .dropdown').hover();
    const options = docs.locator('.navbar__items--right .dropdown__menu a');
    expect(await options.allTextContents()).toEqual(['Español']);
  });

  it('the docs landing links to the three sections', async () => {
    expect(docsResponse?.status()).toBe(200);
    const main = docs.locator('main');
    for (const href of ['/docs/integration-guide/intro', '/docs/api/intro', '/docs/user-guide/intro']) {
      expect(await main.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
    }
  });

  it('the home page states the tagline and links to the sections and the main products', async () => {
    await expect(home.locator('h1').textContent()).resolves.toContain('Infraestructura de privacidad digital');
    const hrefs = await home.locator('main a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
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
  });

  it('docs show no version badge while there is one version, and remember it as the preferred version', async () => {
    // One preference per docs instance: the guides ("default") and the API reference ("api"). A fresh context, so
    // that the second instance is not yet stored when the first is read; the second is reached by a client-side
    // navigation, which mounts its page the same way.
    const {page, context} = await openPage(browser());
    await page.goto('/docs/integration-guide/intro');
    await waitForHydration(page);
    expect(await page.locator('.theme-doc-version-badge').count()).toBe(0);
    await expect.poll(() => storageValue(page, 'docs-preferred-version-default')).toBe('current');
    expect(await storageValue(page, 'docs-preferred-version-api')).toBeNull();
    await page.locator('nav.navbar').getByRole('link', {name: 'Referencia de la API'}).click();
    await page.waitForURL('**/docs/api/intro');
    // The API page's version badge stores its instance when it mounts: stored means that page is rendered.
    await expect.poll(() => storageValue(page, 'docs-preferred-version-api')).toBe('current');
    expect(await page.locator('.theme-doc-version-badge').count()).toBe(0);
    await context.close();
  });
});
