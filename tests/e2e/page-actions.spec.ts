/**
 * The page menu on a docs page's breadcrumb row, in Chromium: keyboard operable (menu button pattern), «Copiar
 * página» puts the page's Markdown copy on the clipboard and says so, also without the async clipboard
 * API, and the other items point to the copy and to the assistants with a prompt naming the page.
 */
import {describe, expect, it} from 'vitest';
import {baseUrl, openPage, useBrowser, waitForHydration} from './setup/browser';

const BUTTON = 'button[aria-haspopup="menu"]';
const MENU = '[role="menu"]#page-actions-menu';
const ROUTE = '/docs/api/authentication';

describe('page actions menu', () => {
  const browser = useBrowser();

  it('opens with the keyboard, moves with the arrows, closes with Escape back on the button', async () => {
    const {page, context, pageErrors} = await openPage(browser());
    try {
      await page.goto(ROUTE);
      await waitForHydration(page);
      await page.focus(BUTTON);
      await page.keyboard.press('ArrowDown');
      await page.waitForSelector(MENU);
      expect(await page.getAttribute(BUTTON, 'aria-expanded')).toBe('true');
      // The item's name is its label; its description is read as a description.
      const active = () =>
        page.evaluate(() => {
          const labelledBy = document.activeElement?.getAttribute('aria-labelledby');
          return (labelledBy && document.getElementById(labelledBy)?.textContent) || '';
        });
      expect(await active()).toBe('Copiar página');
      await page.keyboard.press('ArrowDown');
      expect(await active()).toBe('Ver como Markdown');
      await page.keyboard.press('End');
      expect(await active()).toBe('Abrir en Claude');
      await page.keyboard.press('ArrowDown');
      expect(await active()).toBe('Copiar página');
      await page.keyboard.press('Escape');
      expect(await page.$(MENU)).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');
      const links = await (async () => {
        await page.click(BUTTON);
        await page.waitForSelector(MENU);
        return page.$$eval(`${MENU} a[role="menuitem"]`, (as) => as.map((a) => (a as HTMLAnchorElement).href));
      })();
      expect(links[0]).toBe(`${baseUrl()}${ROUTE}.md`);
      expect(links[1]).toMatch(/^https:\/\/chatgpt\.com\/\?q=/);
      expect(links[2]).toMatch(/^https:\/\/claude\.ai\/new\?q=/);
      expect(new URL(links[2]).searchParams.get('q')).toContain(`https://docs.custodia.example${ROUTE}.md`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('«Copiar página» copies the page Markdown to the clipboard and confirms with a toast', async () => {
    const {page, context} = await openPage(browser());
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
      await page.goto(ROUTE);
      await waitForHydration(page);
      await page.click(BUTTON);
      await page.click(`${MENU} >> text=Copiar página`);
      await page.waitForSelector('[role="status"] >> text=Página copiada como Markdown');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const expected = await (await fetch(`${baseUrl()}${ROUTE}.md`)).text();
      expect(copied).toBe(expected);
      expect(copied).toContain('# Autenticación');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('copies through a selected text area where the async clipboard API is missing', async () => {
    const {page, context} = await openPage(browser());
    try {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined, configurable: true});
        const original = document.execCommand.bind(document);
        document.execCommand = (command: string, ...rest: [boolean?, string?]) => {
          if (command === 'copy') {
            (window as unknown as {copied: string}).copied = (document.activeElement as HTMLTextAreaElement).value;
            return true;
          }
          return original(command, ...rest);
        };
      });
      await page.goto(ROUTE);
      await waitForHydration(page);
      // The Markdown is fetched as the menu opens; the copy then happens within the click.
      const fetched = page.waitForResponse((r) => r.url().endsWith(`${ROUTE}.md`));
      await page.click(BUTTON);
      await fetched;
      await page.click(`${MENU} >> text=Copiar página`);
      await page.waitForSelector('[role="status"] >> text=Página copiada como Markdown');
      const copied = await page.evaluate(() => (window as unknown as {copied: string}).copied);
      expect(copied).toBe(await (await fetch(`${baseUrl()}${ROUTE}.md`)).text());
    } finally {
      await context.close();
    }
  }, 120_000);
});
