/**
 * Code blocks are highlighted at build time and keep that markup through hydration
 * (src/theme/CodeBlock/Content): the browser runs Prism only for a block that mounts later, after a
 * client-side navigation, and colours come from CSS per colour mode (config/prism.ts).
 */
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration, waitForIdle} from './setup/browser';

const GUIDE_WITH_CODE = '/docs/api/webhooks';
const OPERATION = '/docs/api/resources/create-consent-action';
/** A string only Prism's code has: one of the languages config/prism.ts registers. */
const PRISM_MARKER = 'languages.powershell';

/** Paths of the scripts downloaded from here on that contain Prism. */
function recordPrismDownloads(page: Page): Promise<string | null>[] {
  const downloads: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    downloads.push(
      response.text().then(
        (text) => (text.includes(PRISM_MARKER) ? new URL(response.url()).pathname : null),
        () => null,
      ),
    );
  });
  return downloads;
}

const prismScripts = async (downloads: Promise<string | null>[]) => (await Promise.all(downloads)).filter(Boolean);

/** Marks every code element, so a re-render that replaced one would show up as an unmarked element. */
function markCodeElements(page: Page): Promise<number> {
  return page.evaluate(() => {
    const codes = [...document.querySelectorAll('.prism-code > code')];
    codes.forEach((code) => code.setAttribute('data-test-original', ''));
    return codes.length;
  });
}

describe('code blocks', () => {
  const browser = useBrowser();

  it('keep the highlighted markup of the server through hydration, without downloading Prism', async () => {
    const {page, context, consoleMessages} = await openPage(browser());
    const downloads = recordPrismDownloads(page);
    // Hold the page's scripts back until the server markup has been marked.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await released;
      await route.continue();
    });
    // The scripts are deferred, so DOMContentLoaded waits for them: wait for the parsed footer instead.
    await page.goto(GUIDE_WITH_CODE, {waitUntil: 'commit'});
    await page.waitForSelector('footer', {state: 'attached'});
    const serverTokens = await page.locator('.prism-code .token').count();
    expect(serverTokens).toBeGreaterThan(50);
    const marked = await markCodeElements(page);
    release();
    await waitForHydration(page);
    // Anything that could still replace the markup (an effect, a late Prism download) has had its turn.
    await waitForIdle(page);

    // Same elements (hydration adopted them) and same tokens.
    await expect.poll(() => page.locator('.prism-code > code[data-test-original]').count()).toBe(marked);
    expect(await page.locator('.prism-code > code').count()).toBe(marked);
    expect(await page.locator('.prism-code .token').count()).toBe(serverTokens);
    expect(await prismScripts(downloads)).toEqual([]);
    expect(consoleMessages.filter((m) => m.type === 'error')).toEqual([]);

    // Copy still works on a kept block: it reads the code, not the DOM.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('.theme-code-block').first();
    const code = await block.locator('code').innerText();
    await block.hover();
    await block.getByRole('button', {name: /copiar/i}).click();
    // innerText renders each line's <br> as an extra line break: compare the words.
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(words(await page.evaluate(() => navigator.clipboard.readText()))).toBe(words(code));
    await context.close();
  });

  it('are coloured by the CSS of the colour mode, with no re-render when it changes', async () => {
    const {page, context} = await openPage(browser());
    await page.goto(GUIDE_WITH_CODE);
    await waitForHydration(page);
    const keyword = page.locator('.prism-code .token.keyword').first();
    const colours = () =>
      keyword.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(el.closest('.theme-code-block')!).backgroundColor,
      ]);
    expect(await colours()).toEqual(['rgb(179, 29, 40)', 'rgb(246, 248, 250)']);
    await markCodeElements(page);
    // The toggle cycles system → light → dark → system.
    const toggle = page
      .locator('nav.navbar .navbar__items--right')
      .getByRole('button', {name: /Cambiar entre modo oscuro y claro/});
    await toggle.click();
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await colours()).toEqual(['rgb(255, 123, 114)', 'rgb(22, 27, 34)']);
    expect(await page.locator('.prism-code > code:not([data-test-original])').count()).toBe(0);
    await context.close();
  });

  it('show the stored code language of an API page, coloured once Prism loads', async () => {
    const {page, context} = await openPage(browser());
    await page.goto(OPERATION);
    await waitForHydration(page);
    // The first sample is in the HTML (the tabs are lazy) and needs no Prism.
    expect(await page.locator('[role="tabpanel"] pre.language-bash .token').count()).toBeGreaterThan(0);
    await page.getByRole('tab', {name: 'Python'}).click();
    const downloads = recordPrismDownloads(page);
    await page.reload();
    await waitForHydration(page);
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    await expect.poll(() => panel.locator('pre.language-python').count()).toBe(1);
    await expect.poll(() => panel.locator('.token.keyword').count()).toBeGreaterThan(0);
    expect((await prismScripts(downloads)).length).toBe(1);
    await context.close();
  });

  it('that mount after a client-side navigation are highlighted with Prism loaded then', async () => {
    const {page, context} = await openPage(browser());
    const downloads = recordPrismDownloads(page);
    await page.goto('/docs/integration-guide/intro');
    await waitForHydration(page);
    expect(await prismScripts(downloads)).toEqual([]);
    // A sidebar link: the router renders the next page in the browser, no page load.
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/integration-guide/sandbox"]').click();
    await page.waitForURL('**/docs/integration-guide/sandbox');
    await expect.poll(() => page.locator('.prism-code .token.keyword').count()).toBeGreaterThan(0);
    await expect.poll(async () => (await prismScripts(downloads)).length).toBe(1);
    await context.close();
  });
});
