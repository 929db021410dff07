/** Search results a reader can scan: prose excerpts, whole-word highlights, two sections per page, readable marks. */
import type {Page} from 'playwright-core';
import {afterAll, describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration, type OpenedPage} from './setup/browser';
import {MODAL, openModalWithKeyboard, searchInModal, waitForOutcome} from './setup/search';

const PAGE = 'main';
/** Words of table cells run together (`entity_idstringObligatorio`), or JSON punctuation. */
const GLUED_CELL =
  /[a-z_]+(?:string|integer|boolean|object|array)(?:Obligatorio|Opcional)|(?:string|integer|boolean)(?:Obligatorio|Opcional)/;
const JSON_SHAPE = /[{[]\s*"[\w.-]+"\s*:|"\s*:\s*(?:"|\d|true|false|null|\{|\[)/;
/** An API token (snake_case, a path, a scope, an event, camelCase), as src/lib/search/excerpt.ts tells them. */
const CODE_TOKEN = /[_/{}=?&]|\p{L}[:.-]\p{L}|\p{Ll}\p{Lu}/u;
/** List items or labels run together: a method badge glued to its title, code tabs, server URLs, variant labels. */
const GLUED_LIST = /\b(?:GET|POST|PUT|PATCH|DELETE|EVENTO)\p{Lu}\p{Ll}|cURL,? Python|sk_live_\) https|opcionesOpción/u;

async function excerptsOf(page: Page, scope: string): Promise<string[]> {
  return page.$$eval(`${scope} [data-search-result] [class*="excerpt"]`, (els) =>
    els.map((el) => el.textContent ?? ''),
  );
}

/** WCAG relative luminance contrast of two computed colours, with `fg` and `bg` as rgb()/rgba() strings. */
function contrast(fg: number[], bg: number[]): number {
  const lum = ([r, g, b]: number[]) =>
    [r, g, b]
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

describe('search excerpts', () => {
  const browser = useBrowser();
  // The /search tests read the results of a query: one load of /search?q= per query, shared by the tests of that
  // query. (The one that opens «more» changes nothing the others read: they read text, shown or not.)
  const loaded = new Map<string, Promise<OpenedPage>>();
  const resultsFor = async (query: string): Promise<Page> => {
    if (!loaded.has(query)) {
      loaded.set(
        query,
        openPage(browser()).then(async (opened) => {
          await opened.page.goto(`/search?q=${encodeURIComponent(query)}`);
          await waitForHydration(opened.page);
          return opened;
        }),
      );
    }
    const {page} = await loaded.get(query)!;
    expect(await waitForOutcome(page, query, PAGE)).toBe('done');
    return page;
  };

  afterAll(async () => {
    for (const opened of loaded.values()) await (await opened).context.close();
  });

  for (const query of ['consentimiento', 'entity_id']) {
    it(`for «${query}» quote prose: no glued table cells, no JSON, whole words marked`, async () => {
      const page = await resultsFor(query);
      const excerpts = await excerptsOf(page, PAGE);
      expect(excerpts.length).toBeGreaterThan(0);
      expect(excerpts.filter((e) => GLUED_CELL.test(e) || JSON_SHAPE.test(e))).toEqual([]);
      const marks = await page.$$eval(`${PAGE} [data-search-result] mark`, (els) =>
        els.map((el) => el.textContent ?? ''),
      );
      expect(marks.length).toBeGreaterThan(0);
      // A mark is a word, without the punctuation after or before it.
      expect(marks.filter((m) => /^[¿¡(«"'[]|[.,;:!?)»"'\]…]$/.test(m))).toEqual([]);
    });
  }

  // A prose query marks prose words; an API token is marked when it is what the reader typed.
  for (const [query, typed] of [
    ['consentimiento', null],
    ['webhook', null],
    ['entity_id', 'entity_id'],
  ] as const) {
    it(`for «${query}» mark API tokens only when the query names them, and keep list items apart`, async () => {
      const page = await resultsFor(query);
      const marks = await page.$$eval(`${PAGE} [data-search-result] mark`, (els) =>
        els.map((el) => el.textContent ?? ''),
      );
      expect(marks.length).toBeGreaterThan(0);
      expect(marks.filter((m) => CODE_TOKEN.test(m) && m.toLowerCase() !== typed)).toEqual([]);
      if (typed) expect(marks).toContain(typed);
      expect((await excerptsOf(page, PAGE)).filter((e) => GLUED_LIST.test(e))).toEqual([]);
    });
  }

  it('for a schema name, quote its «Usado en» list with the items apart, not as one run of words', async () => {
    const page = await resultsFor('ConsentAction');
    const excerpts = await excerptsOf(page, PAGE);
    expect(excerpts.filter((e) => GLUED_LIST.test(e))).toEqual([]);
    // The list of the operations that use it: items end with a comma, the list with a full stop.
    const usedIn = excerpts.find((e) => /^GET Listar acciones de consentimiento/.test(e.trim()));
    expect(usedIn).toBeDefined();
    expect(usedIn).toMatch(/^GET Listar acciones de consentimiento \/consent-actions, POST Crear/);
  });

  it('start each excerpt at a sentence or clause: a capital letter, or an ellipsis that says it does not', async () => {
    const page = await resultsFor('consentimiento');
    const excerpts = (await excerptsOf(page, PAGE)).map((e) => e.trim()).filter(Boolean);
    // Never inside a clause's punctuation: an excerpt does not open on a comma, a stop or a closing bracket.
    expect(excerpts.filter((e) => /^[.,;:)\]»]/.test(e))).toEqual([]);
    // A clause after a comma or a colon starts in lower case («con PATCH … crea una versión»); most start a sentence
    // (measured: about 70 % on this query).
    const sentenceStarts = excerpts.filter((e) => /^[\p{Lu}¿¡«(`/0-9…]/u.test(e));
    expect(sentenceStarts.length / excerpts.length).toBeGreaterThanOrEqual(0.6);
  });

  it('list at most two sections per page on /search, with the rest one click away, and quote the query with «»', async () => {
    const page = await resultsFor('consentimiento');
    const shown = await page.$$eval(`${PAGE} [data-search-result]`, (results) =>
      results.map((r) => r.querySelectorAll(':scope > ul [data-search-part]').length),
    );
    expect(Math.max(...shown)).toBeLessThanOrEqual(2);
    const more = page.locator(`${PAGE} [data-search-more]`).first();
    expect(await more.count()).toBe(1);
    await more.locator('summary').click();
    await expect.poll(() => more.locator('[data-search-part]').first().isVisible()).toBe(true);
    await expect(page.locator(`${PAGE} p`).filter({hasText: 'páginas para'}).first().textContent()).resolves.toMatch(
      /páginas para «consentimiento»/,
    );
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`in the modal (${mode}), keep two results per page and highlights of the selected row at ≥ 4.5:1`, async () => {
      const {page, context} = await openPage(browser(), {colorScheme: mode});
      await page.goto('/docs/integration-guide/intro');
      await waitForHydration(page);
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      await openModalWithKeyboard(page);
      expect(await searchInModal(page, 'consentimiento')).toBe('done');
      const perPage = await page.$$eval(`${MODAL} [data-search-page]`, (groups) =>
        groups.map((g) => g.querySelectorAll('[data-search-result]').length),
      );
      expect(Math.max(...perPage)).toBeLessThanOrEqual(2);
      // The first row with a highlight, selected.
      const target = await page.$$eval(`${MODAL} [role="option"]`, (options) =>
        options.findIndex((o) => o.querySelector('mark')),
      );
      expect(target).toBeGreaterThanOrEqual(0);
      for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
      const selected = `${MODAL} [role="option"][aria-selected="true"]`;
      await expect.poll(() => page.locator(`${selected} mark`).count()).toBeGreaterThan(0);
      const colours = await page.$$eval(`${selected} mark`, (marks) =>
        marks.map((mark) => {
          const rgb = (value: string) => value.match(/[\d.]+/g)!.map(Number);
          const markStyle = getComputedStyle(mark);
          const rowStyle = getComputedStyle(mark.closest('[role="option"]')!);
          const [r, g, b, a = 1] = rgb(markStyle.backgroundColor);
          const row = rgb(rowStyle.backgroundColor);
          // The mark's background over the row's.
          const bg = [r, g, b].map((c, i) => c * a + row[i] * (1 - a));
          return {fg: rgb(markStyle.color), bg, rowFg: rgb(rowStyle.color), row};
        }),
      );
      for (const {fg, bg, rowFg, row} of colours) {
        expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(rowFg, row)).toBeGreaterThanOrEqual(4.5);
      }
      await context.close();
    });
  }
});
