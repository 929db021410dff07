import {describe, expect, it} from 'vitest';
import {breakStorage, openPage, useBrowser, waitForHydration} from './setup/browser';
import {
  MODAL,
  MODAL_INPUT,
  modalResultPages,
  openModalWithKeyboard,
  searchInModal,
  waitForOutcome,
} from './setup/search';

const DESKTOP = {viewport: {width: 1280, height: 900}};
/** Path and hash of the current URL, decoded (headings like "autenticación" are percent-encoded in the address bar). */
const currentPath = (url: string) => decodeURI(new URL(url).pathname + new URL(url).hash);
/** In every build: the docs home page (committed content) talks about the sandbox. */
const QUERY_WITH_HITS = 'sandbox';

describe('search modal', () => {
  const browser = useBrowser();

  it('opens with Ctrl+K, Meta+K and "/" from anywhere on the page', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs');
    await waitForHydration(page);
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.locator('main').click({position: {x: 5, y: 5}});
      await page.keyboard.press(shortcut);
      await page.waitForSelector(MODAL_INPUT, {state: 'visible'});
      // The modal input has focus and the shortcut did not type into it.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
      expect(await page.inputValue(MODAL_INPUT)).toBe('');
      await page.keyboard.press('Escape');
      await page.waitForSelector(MODAL, {state: 'detached'});
    }
    await context.close();
  });

  it('does not open with "/" while the reader types in a field', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/search');
    await waitForHydration(page);
    await page.click('[data-search-page-input]');
    await page.keyboard.type('a/b');
    expect(await page.inputValue('[data-search-page-input]')).toBe('a/b');
    expect(await page.locator(MODAL).count()).toBe(0);
    await context.close();
  });

  it('closes with Escape and gives focus back to the search button; Tab stays inside', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs');
    await waitForHydration(page);
    await page.click('[data-search-button]');
    await page.waitForSelector(MODAL_INPUT, {state: 'visible'});
    await searchInModal(page, QUERY_WITH_HITS);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate((modal) => Boolean(document.activeElement?.closest(modal)), MODAL)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, {state: 'detached'});
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-search-button'))).toBe(true);
    await context.close();
  });

  it('moves through results with the arrow keys and opens the selected one with Enter', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs/integration-guide/intro');
    await waitForHydration(page);
    await openModalWithKeyboard(page);
    expect(await searchInModal(page, QUERY_WITH_HITS)).toBe('done');
    const options = page.locator(`${MODAL} [role="option"]`);
    expect(await options.count()).toBeGreaterThan(1);
    await expect(options.nth(0).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    const activeId = await page.getAttribute(MODAL_INPUT, 'aria-activedescendant');
    const target = await page.locator(`[id="${activeId}"]`).getAttribute('href');
    expect(target).toMatch(/^\/docs/);
    await page.keyboard.press('Enter');
    await page.waitForSelector(MODAL, {state: 'detached'});
    await expect.poll(() => currentPath(page.url())).toBe(decodeURI(target!));
    await context.close();
  });

  it('shows page title, heading and highlighted excerpt for each result', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs');
    await waitForHydration(page);
    await openModalWithKeyboard(page);
    await searchInModal(page, QUERY_WITH_HITS);
    const pages = await modalResultPages(page);
    expect(pages.length).toBeGreaterThan(0);
    const firstGroup = page.locator(`${MODAL} [data-search-page]`).first();
    expect((await firstGroup.locator('[id]').first().textContent())?.trim()).toBeTruthy();
    expect(await page.locator(`${MODAL} [role="option"] mark`).count()).toBeGreaterThan(0);
    const marked = await page.locator(`${MODAL} [role="option"] mark`).first().textContent();
    expect(marked?.toLowerCase()).toContain('sandbox');
    await context.close();
  });

  it('loads its code and the index only on demand', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/docs');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
    const beforeOpen = requested.length;
    await page.hover('[data-search-button]');
    await page.click('[data-search-button]');
    await searchInModal(page, QUERY_WITH_HITS);
    const afterOpen = requested.slice(beforeOpen);
    expect(afterOpen.some((p) => p.endsWith('.js') && p.startsWith('/assets/js/'))).toBe(true);
    expect(afterOpen).toContain('/pagefind/pagefind.js');
    expect(afterOpen).not.toContain('/pagefind/pagefind-worker.js');
    await context.close();
  });

  it('remembers recent searches and lists them when the modal opens again', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs');
    await waitForHydration(page);
    await openModalWithKeyboard(page);
    await searchInModal(page, QUERY_WITH_HITS);
    await page.keyboard.press('Enter');
    await page.waitForSelector(MODAL, {state: 'detached'});
    await openModalWithKeyboard(page);
    const recent = page.locator(`${MODAL} [role="listbox"] [role="option"]`);
    await expect.poll(() => recent.first().textContent()).toBe(QUERY_WITH_HITS);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.inputValue(MODAL_INPUT)).toBe(QUERY_WITH_HITS);
    expect(await waitForOutcome(page, QUERY_WITH_HITS)).toBe('done');
    await context.close();
  });

  it('keeps searching when browser storage throws, and logs the storage error', async () => {
    const {page, context, consoleMessages, pageErrors} = await openPage(browser(), DESKTOP);
    await breakStorage(page);
    await page.goto('/docs');
    await waitForHydration(page);
    await openModalWithKeyboard(page);
    expect(await searchInModal(page, QUERY_WITH_HITS)).toBe('done');
    expect(await page.locator(`${MODAL} [data-search-result]`).count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForSelector(MODAL, {state: 'detached'});
    expect(consoleMessages.some((m) => m.type === 'error' && /búsquedas recientes/.test(m.text))).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('answers a question offline in "Preguntar" mode, with sources and the disclaimer', async () => {
    const {page, context, pageErrors} = await openPage(browser(), DESKTOP);
    await page.goto('/docs');
    await waitForHydration(page);
    await openModalWithKeyboard(page);
    await page.click(`${MODAL} [data-search-tab="ask"]`);
    await page.fill('[data-ask-input]', '¿Qué es el entorno sandbox?');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-ask-status="answered"]', {timeout: 15_000});
    const answer = page.locator('[data-ask-answer="offline"]');
    await expect(answer.textContent()).resolves.toMatch(/Respuesta automática/);
    const sources = answer.locator('li a');
    expect(await sources.count()).toBeGreaterThan(0);
    expect(await sources.first().getAttribute('href')).toMatch(/^\/docs/);
    expect(await answer.locator('blockquote mark').count()).toBeGreaterThan(0);
    await expect(page.locator('[data-ask-disclaimer]').textContent()).resolves.toBe(
      'Respuesta generada automáticamente; puede contener errores. Verifica en las páginas citadas.',
    );
    // A source link leads to the cited page and closes the modal.
    const href = await sources.first().getAttribute('href');
    await sources.first().click();
    await page.waitForSelector(MODAL, {state: 'detached'});
    await expect.poll(() => currentPath(page.url())).toBe(decodeURI(href!));
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('treats a query as text: markup is shown literally and nothing runs', async () => {
    const {page, context, pageErrors} = await openPage(browser(), DESKTOP);
    await page.goto('/docs');
    await waitForHydration(page);
    await openModalWithKeyboard(page);
    const attack = '<img src=x onerror=window.__pwned=1><script>window.__pwned=2</script>';
    await searchInModal(page, attack);
    await page.click(`${MODAL} [data-search-tab="ask"]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-ask-status="answered"], [data-ask-status="empty"]', {timeout: 15_000});
    await page.click(`${MODAL} [data-search-tab="search"]`);
    await waitForOutcome(page, attack);
    expect(await page.locator(`${MODAL} img, ${MODAL} script`).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
