import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';
import {MODAL, openModalWithKeyboard, searchInModal} from './setup/search';

const ALGOLIA_HOST = /(^|\.)(algolia\.net|algolianet\.com|algolia\.io|algolia\.com)$/;

describe('search mode without Algolia keys (the test build has none)', () => {
  const browser = useBrowser();

  it('uses the embedded search and sends nothing to any Algolia host', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
    await page.goto('/docs');
    await waitForHydration(page);
    expect(await page.locator('.DocSearch-Button, link[href*="algolia"]').count()).toBe(0);
    expect(await page.locator('[data-search-button]').count()).toBe(1);
    await openModalWithKeyboard(page);
    expect(await searchInModal(page, 'sandbox')).toBe('done');
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, {state: 'detached'});
    await page.goto('/search?q=consentimiento');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect([...hosts].filter((h) => ALGOLIA_HOST.test(h))).toEqual([]);
    expect([...hosts]).toEqual(['127.0.0.1']);
    await context.close();
  });
});
