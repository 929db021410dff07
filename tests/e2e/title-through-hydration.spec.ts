import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

describe('the server title is kept through hydration', () => {
  const browser = useBrowser();

  for (const path of ['/docs/integration-guide/intro', '/docs/api/intro', '/search', '/dogfooding']) {
    it(`${path}: every title the document has from parsing to the idle page is the server's`, async () => {
      const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as {titlesSeen: string[]}).titlesSeen = seen;
        const record = () => {
          if (seen.at(-1) !== document.title) seen.push(document.title);
        };
        new MutationObserver(record).observe(document, {subtree: true, childList: true, characterData: true});
        addEventListener('load', () => {
          record();
          (window as unknown as {titleAtLoad: string}).titleAtLoad = document.title;
        });
      });
      const response = await page.goto(path);
      const serverTitle = /<title[^>]*>([^<]*)<\/title>/.exec(await response!.text())![1].replace(/&amp;/g, '&');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(serverTitle).toMatch(/ \| Custodia para desarrolladores$/);
      expect(await page.evaluate(() => (window as unknown as {titleAtLoad: string}).titleAtLoad)).toBe(serverTitle);
      const seen = await page.evaluate(() => (window as unknown as {titlesSeen: string[]}).titlesSeen);
      expect(seen.filter((t) => t !== '')).toEqual([serverTitle]);
      await context.close();
    });
  }
});
