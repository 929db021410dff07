import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';
import {proposedCorrection, waitForOutcome} from './setup/search';

const PAGE = 'main';
const INPUT = '[data-search-page-input]';

describe('/search results page', () => {
  const browser = useBrowser();

  it('shows the results of ?q= grouped by page, with their sections', async () => {
    const {page, context, pageErrors} = await openPage(browser());
    await page.goto('/search?q=sandbox');
    await waitForHydration(page);
    expect(await waitForOutcome(page, 'sandbox', PAGE)).toBe('done');
    expect(await page.inputValue(INPUT)).toBe('sandbox');
    const results = page.locator('[data-search-result]');
    expect(await results.count()).toBeGreaterThan(0);
    const pages = await results.evaluateAll((els) => els.map((el) => el.getAttribute('data-search-page')));
    expect(new Set(pages).size).toBe(pages.length);
    expect(await results.first().locator('h2 a').getAttribute('href')).toMatch(/^\/docs/);
    expect(await page.locator('main mark').count()).toBeGreaterThan(0);
    await expect(page.title()).resolves.toContain('sandbox');
    for (const label of ['Todas', 'Integración', 'API', 'Usuario']) {
      expect(await page.getByRole('radio', {name: label}).count()).toBe(1);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('opened with a query, starts the index while the page parses, in a worker, and fetches each index file once', async () => {
    const {page, context, consoleMessages} = await openPage(browser());
    const fetched: string[] = [];
    context.on('request', (r) => {
      const {pathname} = new URL(r.url());
      if (pathname.startsWith('/pagefind/')) fetched.push(pathname);
    });
    // Which file failed, when one does: the console only says «404 (Not Found)».
    const failed: string[] = [];
    context.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(`/search?q=${encodeURIComponent('cómo revocar un consentimiento')}`);
    expect(await waitForOutcome(page, 'cómo revocar un consentimiento', PAGE)).toBe('done');
    expect(fetched).toContain('/pagefind/pagefind-worker.js');
    expect(fetched.filter((p) => p.endsWith('.pf_fragment')).length).toBeGreaterThanOrEqual(10);
    expect(fetched.filter((p, i) => fetched.indexOf(p) !== i)).toEqual([]);
    // The page's search took over what the boot script started.
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).__custodiaPagefind),
    ).toBeUndefined();
    // Reached by a client-side navigation, the page leaves the boot script out: its own search loads the index.
    fetched.length = 0;
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/search?q=firma');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await waitForOutcome(page, 'firma', PAGE)).toBe('done');
    expect(
      await page
        .locator('head script:not([src])')
        .evaluateAll((els) => els.filter((el) => el.textContent?.includes('pagefind')).length),
    ).toBe(0);
    expect(fetched).toContain('/pagefind/pagefind.js');
    expect(fetched).not.toContain('/pagefind/pagefind-worker.js');
    expect(failed).toEqual([]);
    expect(consoleMessages.filter((m) => m.type === 'error')).toEqual([]);
    await context.close();
  });

  it('opened with a query, asks for the query planner and its vocabulary before React starts on the page', async () => {
    const {page, context, pageErrors} = await openPage(browser());
    // When Docusaurus creates its React root (window.docusaurusRoot): hydration starts then, the effects it runs later.
    await page.addInitScript(() => {
      const holder = window as unknown as Record<string, unknown>;
      Object.defineProperty(holder, 'docusaurusRoot', {
        configurable: true,
        set(root: unknown) {
          Object.defineProperty(holder, 'docusaurusRoot', {value: root, writable: true, configurable: true});
          holder.__rootCreatedAt = performance.now();
        },
      });
    });
    await page.goto('/search?q=consentimiento');
    expect(await waitForOutcome(page, 'consentimiento', PAGE)).toBe('done');
    const {rootCreatedAt, planner} = await page.evaluate(() => ({
      rootCreatedAt: (window as unknown as Record<string, number>).__rootCreatedAt,
      planner: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/js\/search-engine\.\w+\.js$|\/pagefind\/vocabulary\.json$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(rootCreatedAt).toBeGreaterThan(0);
    expect(planner).toHaveLength(2);
    for (const start of planner) expect(start).toBeLessThan(rootCreatedAt);
    expect(await page.locator('[data-search-result]').count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('loads the query planner and its vocabulary with the first query, not with the page', async () => {
    const {page, context, pageErrors} = await openPage(browser());
    const fetched: string[] = [];
    context.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const planner = () =>
      fetched.filter((p) => /^\/assets\/js\/search-engine\.[\w]+\.js$/.test(p) || p === '/pagefind/vocabulary.json');
    await page.goto('/search');
    await waitForHydration(page);
    await page.waitForLoadState('load');
    expect(planner()).toEqual([]);
    // The first query loads both, and the planner does its work: the typo is corrected.
    await page.fill(INPUT, 'consentimeinto');
    expect(await waitForOutcome(page, 'consentimeinto', PAGE)).toBe('done');
    expect(planner()).toHaveLength(2);
    expect(await proposedCorrection(page, PAGE)).toBe('consentimiento');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('filters by section and keeps the filter in the URL', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/search?q=sandbox');
    await waitForHydration(page);
    await waitForOutcome(page, 'sandbox', PAGE);
    await page.getByRole('radio', {name: 'Integración'}).check({force: true});
    await expect.poll(() => new URL(page.url()).searchParams.get('section')).toBe('Integración');
    await waitForOutcome(page, 'sandbox', PAGE);
    const pages = await page
      .locator('[data-search-result]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-search-page')));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((p) => p?.startsWith('/docs/integration-guide/'))).toBe(true);
    await context.close();
  });

  it('puts the typed query in the URL, and back/forward return to earlier searches', async () => {
    const {page, context} = await openPage(browser());
    await page.goto('/search?q=sandbox');
    await waitForHydration(page);
    await waitForOutcome(page, 'sandbox', PAGE);
    await page.fill(INPUT, 'webhook');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('webhook');
    await waitForOutcome(page, 'webhook', PAGE);
    await page.goBack();
    await expect.poll(() => page.inputValue(INPUT)).toBe('sandbox');
    expect(await waitForOutcome(page, 'sandbox', PAGE)).toBe('done');
    await page.goForward();
    await expect.poll(() => page.inputValue(INPUT)).toBe('webhook');
    await context.close();
  });

  it('says so when nothing matches', async () => {
    const {page, context} = await openPage(browser());
    // Pagefind falls back to prefixes of unknown words ("zzzz" → "Z"); Greek letters match nothing here.
    const query = 'Ωμέγαλφα';
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    expect(await waitForOutcome(page, query, PAGE)).toBe('done');
    await expect(page.locator('[data-search-empty]').textContent()).resolves.toContain(
      `Sin resultados para «${query}»`,
    );
    await context.close();
  });

  it('shows an injection attempt in q as text and runs nothing', async () => {
    const {page, context, pageErrors} = await openPage(browser());
    const attack = '<img src=x onerror=window.__pwned=1><script>window.__pwned=2</script>';
    await page.goto(`/search?q=${encodeURIComponent(attack)}`);
    await waitForHydration(page);
    await waitForOutcome(page, attack, PAGE);
    expect(await page.inputValue(INPUT)).toBe(attack);
    await expect(page.locator('h1').textContent()).resolves.toContain(attack);
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    expect(await page.title()).toContain('<img');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
