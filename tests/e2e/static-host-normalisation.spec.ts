import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';
import {usePlainHost} from './setup/plain-host';

/** What a reader sees once the page has settled: one shell, one page heading, no 404 text. */
async function settledShell(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return {
    path: new URL(page.url()).pathname + new URL(page.url()).search,
    navbars: await page.locator('nav.navbar').count(),
    footers: await page.locator('footer').count(),
    mains: await page.locator('main').count(),
    notFound: await page.getByText('Página No Encontrada').count(),
  };
}

describe('a static host that serves .html files as they are', () => {
  const browser = useBrowser();
  const hostUrl = usePlainHost();

  it('/index.html shows the home page once, at /', async () => {
    const {page, context} = await openPage(browser(), {baseURL: hostUrl(), viewport: {width: 1280, height: 900}});
    await page.goto('/index.html');
    const shell = await settledShell(page);
    expect(shell).toEqual({path: '/', navbars: 1, footers: 1, mains: 1, notFound: 0});
    expect(await page.locator('h1').count()).toBe(1);
    await context.close();
  });

  for (const from of ['/search/index.html?q=webhook', '/search.html?q=webhook']) {
    it(`${from} shows the results page once, at /search, with its query`, async () => {
      const {page, context} = await openPage(browser(), {baseURL: hostUrl(), viewport: {width: 1280, height: 900}});
      await page.goto(from);
      const shell = await settledShell(page);
      expect(shell).toEqual({path: '/search?q=webhook', navbars: 1, footers: 1, mains: 1, notFound: 0});
      const inputs = page.locator('main input[type="search"], main input[name="q"]');
      expect(await inputs.count()).toBe(1);
      await expect(inputs.inputValue()).resolves.toBe('webhook');
      await context.close();
    });
  }

  for (const [from, to] of [
    ['/dogfooding.html', '/dogfooding'],
    ['/docs/api/intro.html', '/docs/api/intro'],
    ['/docs/api/intro/index.html', '/docs/api/intro'],
  ]) {
    it(`${from} shows the page once, at ${to}`, async () => {
      const {page, context} = await openPage(browser(), {baseURL: hostUrl(), viewport: {width: 1280, height: 900}});
      await page.goto(from);
      const shell = await settledShell(page);
      expect(shell).toEqual({path: to, navbars: 1, footers: 1, mains: 1, notFound: 0});
      expect(await page.locator('h1').count()).toBe(1);
      await context.close();
    });
  }
});
