/**
 * Heavy code loads only where it is used: Prism only for code blocks that mount after hydration (pages
 * arrive highlighted; src/theme/CodeBlock/Content), medium-zoom with
 * markdown images (src/clientModules/imageZoom.ts), Mermaid when a diagram comes near (src/theme/Mermaid).
 */
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {drawDiagrams, openPage, useBrowser, waitForHydration} from './setup/browser';
import {mermaidDiagramsByRoute} from './setup/routes';

// A guide whose diagrams are halfway down the page and at its end.
const GUIDE = '/docs/integration-guide/consent/how-it-works';
const PHONE = {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true};
// Strings found only in each library's code: a language of config/prism.ts, medium-zoom's overlay class,
// the id of Mermaid's flowchart renderer (in Mermaid's core and its flowchart chunk, never in page code).
const PRISM = 'languages.powershell';
const ZOOM = 'medium-zoom-overlay';
const MERMAID = 'flowchart-v2';

interface Script {
  path: string;
  text: string;
}

/** Every script the page downloads from here on, with its text. */
function recordScripts(page: Page): Promise<Script>[] {
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    scripts.push(
      response.text().then(
        (text) => ({path, text}),
        () => ({path, text: ''}),
      ),
    );
  });
  return scripts;
}

const containing = (scripts: Script[], marker: string) =>
  scripts.filter((s) => s.text.includes(marker)).map((s) => s.path);

/** The scripts a full load of `route` downloads, until the network is idle after hydration. */
async function scriptsOfLoad(page: Page, route: string): Promise<Script[]> {
  const recorded = recordScripts(page);
  await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(recorded);
  page.removeAllListeners('response');
  return scripts;
}

describe('code loaded on demand', () => {
  const browser = useBrowser();

  it('the home and search pages download neither Prism nor medium-zoom; a page with code and images downloads medium-zoom, and Prism only when a new code block mounts', async () => {
    const {page, context} = await openPage(browser());
    for (const route of ['/', '/search']) {
      const scripts = await scriptsOfLoad(page, route);
      expect(scripts.length, route).toBeGreaterThan(0);
      expect(containing(scripts, PRISM), route).toEqual([]);
      expect(containing(scripts, ZOOM), route).toEqual([]);
    }

    const {page: other, context: otherContext} = await openPage(browser());
    const dogfooding = recordScripts(other);
    await other.goto('/dogfooding');
    await waitForHydration(other);
    await other.waitForSelector('.markdown img.medium-zoom-image', {state: 'attached', timeout: 5_000});
    expect(await other.locator('.prism-code .token').count()).toBeGreaterThan(0);
    const scripts = await Promise.all(dogfooding);
    // Its code blocks arrive highlighted in the HTML: no Prism for them.
    expect(containing(scripts, PRISM)).toEqual([]);
    expect(containing(scripts, ZOOM)).not.toEqual([]);
    // A code block that mounts later (a client-side navigation) brings Prism.
    const later = recordScripts(other);
    // The router follows history changes: this renders the next page in the browser, with no page load.
    await other.evaluate(() => {
      window.history.pushState({}, '', '/docs/integration-guide/sandbox');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await other.waitForURL('**/docs/integration-guide/sandbox');
    // The dogfooding page has highlighted code too: wait until the next page has replaced it.
    await other.waitForSelector('#zoom-hd', {state: 'detached'});
    await expect.poll(() => other.locator('.prism-code .token.keyword').count()).toBeGreaterThan(0);
    await expect.poll(async () => containing(await Promise.all(later), PRISM).length).toBeGreaterThan(0);
    await Promise.all([context.close(), otherContext.close()]);
  });

  it('a guide downloads none of the «Pruébalo» and event-generator buttons, which come with the API pages', async () => {
    const {page, context} = await openPage(browser());
    // Translation ids compiled into the buttons' code (src/components/TryIt).
    const buttons = (scripts: Script[]) => [
      ...new Set([...containing(scripts, 'tryIt.open'), ...containing(scripts, 'tryEvent.open')]),
    ];
    expect(buttons(await scriptsOfLoad(page, GUIDE))).toEqual([]);
    expect(buttons(await scriptsOfLoad(page, '/docs/api/resources/create-consent-action'))).not.toEqual([]);
    await context.close();
  });

  it('diagrams far below the fold are not drawn, nor Mermaid downloaded, until the reader scrolls near them', async () => {
    const expected = mermaidDiagramsByRoute().get(GUIDE) ?? 0;
    expect(expected).toBeGreaterThan(0);
    const {page, context, pageErrors} = await openPage(browser(), PHONE);
    const recorded = recordScripts(page);
    await page.goto(GUIDE);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-mermaid-pending]').count()).toBe(expected);
    expect(await page.locator('.docusaurus-mermaid-container').count()).toBe(0);
    const beforeScroll = await Promise.all(recorded);
    expect(beforeScroll.length).toBeGreaterThan(0);
    expect(containing(beforeScroll, MERMAID)).toEqual([]);

    await drawDiagrams(page);
    await expect
      .poll(() => page.locator('.docusaurus-mermaid-container svg').count(), {timeout: 20_000})
      .toBe(expected);
    // Mermaid came in its own chunks, fetched only now.
    expect(containing(await Promise.all(recorded), MERMAID)).not.toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
