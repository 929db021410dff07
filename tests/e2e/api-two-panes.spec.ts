/**
 * The two panes of the API reference (src/plugins/openapi/pages.ts, src/css/api.css): on a wide screen the request
 * samples, the example response and «Pruébalo» sit beside the fields in a pane that stays in view; on a phone the
 * pane follows the endpoint card, nothing overflows, the console's answer is readable and keeps the focus; the
 * server HTML already carries both panes; endpoint URLs break only at a slash; closed error rows show a marker.
 */
import type {Locator, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {baseUrl, openPage, resizeViewport, useBrowser, waitForHydration, type OpenedPage} from './setup/browser';

const CREATE = '/docs/api/resources/create-consent-template';
const SCHEMA = '/docs/api/resources/schemas/consenttemplate';
const EVENT = '/docs/api/resources/agreement-created';
const LONG_PATH = '/docs/api/resources/get-entity-data-subject-request';
const WIDE = {width: 1280, height: 900};
const PHONE = {width: 390, height: 844};

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

async function box(locator: Locator): Promise<{x: number; y: number; width: number; height: number}> {
  const rect = await locator.boundingBox();
  expect(rect, 'element has a box').not.toBeNull();
  return rect!;
}

const pane = (page: Page) => page.locator('.api-columns__pane');
const firstSample = (page: Page) => pane(page).locator('[role="tabpanel"]:not([hidden]) pre').first();
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('API reference in two panes', () => {
  const browser = useBrowser();
  // The schema and the event page are only read: one load each at 1280 px, measured again at 390 px.
  const shared = new Map<string, OpenedPage>();

  beforeAll(async () => {
    for (const path of [SCHEMA, EVENT]) {
      const opened = await openPage(browser(), {viewport: WIDE});
      shared.set(path, opened);
      await visit(opened.page, path);
    }
  });

  afterAll(async () => {
    for (const {context} of shared.values()) await context.close();
  });

  it('at 1280 px shows the first code sample in the first screen, beside the parameters, in a sticky pane', async () => {
    const {page, context, pageErrors} = await openPage(browser(), {viewport: WIDE});
    await visit(page, CREATE);
    const sample = await box(firstSample(page));
    expect(sample.y).toBeGreaterThan(0);
    expect(sample.y).toBeLessThan(WIDE.height);
    // cURL is the first tab and the one shown.
    await expect(pane(page).locator('[role="tab"][aria-selected="true"]').first().textContent()).resolves.toBe('cURL');

    // Beside the left column, not under it: the pane starts right of it and above its request section.
    const main = await box(page.locator('.api-columns__main'));
    const intro = await box(page.locator('.api-columns__intro'));
    const panel = await box(pane(page));
    expect(panel.x).toBeGreaterThanOrEqual(main.x + main.width);
    expect(panel.y).toBeLessThanOrEqual(intro.y + 1);
    const request = await box(page.locator('h2#solicitud'));
    expect(sample.y).toBeLessThan(request.y + request.height + 200);

    // The example response is in the pane, the right-hand table of contents is not on the page.
    await expect(pane(page).getByText('Respuesta 201', {exact: true}).isVisible()).resolves.toBe(true);
    await expect(page.locator('.table-of-contents').count()).resolves.toBe(0);

    // Far down the responses, the pane is still in view at the top of the window.
    await page.locator('h2#respuestas').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const navbar = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom);
    const stuck = await box(pane(page));
    expect(stuck.y).toBeGreaterThanOrEqual(navbar);
    expect(stuck.y).toBeLessThan(navbar + 40);
    expect(stuck.y + stuck.height).toBeLessThanOrEqual(WIDE.height);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('opens «Pruébalo» in the pane at 1280 px', async () => {
    const {page, context} = await openPage(browser(), {viewport: WIDE});
    await visit(page, CREATE);
    await pane(page).getByRole('button', {name: 'Pruébalo'}).click();
    const consoleBox = pane(page).getByTestId('try-console');
    await consoleBox.waitFor();
    const main = await box(page.locator('.api-columns__main'));
    expect((await box(consoleBox)).x).toBeGreaterThanOrEqual(main.x + main.width);
    await context.close();
  });

  it('at 1280 px shows a schema’s example object beside its fields', async () => {
    const {page} = shared.get(SCHEMA)!;
    const fields = await box(page.locator('.api-columns__intro'));
    const example = await box(pane(page).locator('pre').first());
    expect(example.x).toBeGreaterThanOrEqual(fields.x + fields.width);
    const heading = await box(page.locator('h2#campos'));
    expect(Math.abs(example.y - heading.y)).toBeLessThan(150);
    expect(example.y).toBeLessThan(WIDE.height);
  });

  it('at 1280 px shows an event’s example payload beside its fields', async () => {
    const {page} = shared.get(EVENT)!;
    const main = await box(page.locator('.api-columns__main'));
    const payload = await box(pane(page).locator('pre').first());
    expect(payload.x).toBeGreaterThanOrEqual(main.x + main.width);
    expect(payload.y).toBeLessThan(WIDE.height);
    await expect(pane(page).locator('pre').first().textContent()).resolves.toContain('"agreement.created"');
  });

  it('at 390 px puts the pane after the endpoint card and before the fields, without overflow', async () => {
    for (const path of [EVENT, SCHEMA]) {
      const {page} = shared.get(path)!;
      try {
        await resizeViewport(page, PHONE);
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      } finally {
        await resizeViewport(page, WIDE);
      }
    }
    const {page, context} = await openPage(browser(), {viewport: PHONE});
    await visit(page, CREATE);
    expect(await horizontalOverflow(page), CREATE).toBeLessThanOrEqual(0);
    const card = await box(page.locator('.api-columns__intro > :first-child'));
    const panel = await box(pane(page));
    const request = await box(page.locator('h2#solicitud'));
    expect(panel.y).toBeGreaterThanOrEqual(card.y + card.height);
    expect(panel.y + panel.height).toBeLessThanOrEqual(request.y);
    const column = await box(page.locator('.api-columns'));
    expect(panel.width).toBeGreaterThanOrEqual(column.width - 1);
    await context.close();
  });

  it('at 390 px shows the console’s answer across the column, wrapped, and keeps the focus after «Enviar»', async () => {
    const {page, context} = await openPage(browser(), {viewport: PHONE});
    await visit(page, CREATE);
    await page.getByRole('button', {name: 'Pruébalo'}).click();
    const sendButton = page.getByRole('button', {name: 'Enviar'});
    await sendButton.waitFor();

    // The request body keeps its JSON indentation: its lines do not wrap back to the left edge.
    const editor = page.getByLabel('Cuerpo (JSON)');
    await expect(editor.evaluate((el) => getComputedStyle(el).whiteSpace)).resolves.toBe('pre');
    await expect(editor.inputValue()).resolves.toMatch(/\n {2}"/);

    await sendButton.click();
    const status = page.getByTestId('try-status');
    await status.waitFor();
    // The focus is on the answer's status line (inside the live region), not on the page body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('[data-testid="try-status"]') !== null))
      .toBe(true);
    await expect(page.evaluate(() => document.activeElement === document.body)).resolves.toBe(false);

    const body = page.getByTestId('try-response-body');
    const column = await box(page.locator('.api-columns'));
    expect((await box(body)).width).toBeGreaterThanOrEqual(0.9 * column.width);
    const scroll = await body.evaluate((el) => ({scroll: el.scrollWidth, client: el.clientWidth}));
    expect(scroll.scroll).toBeLessThanOrEqual(scroll.client);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('serves both panes in the HTML, before any JavaScript runs', async () => {
    // The HTML is minified: attribute values without quotes.
    const at = (html: string, name: string) => html.search(new RegExp(`class="?${name}[\\s">]`));
    const html = await (await fetch(new URL(CREATE, baseUrl()))).text();
    const paneAt = at(html, 'api-columns__pane');
    const mainAt = at(html, 'api-columns__main');
    expect(paneAt).toBeGreaterThan(0);
    expect(mainAt).toBeGreaterThan(paneAt);
    const paneHtml = html.slice(paneAt, mainAt);
    expect(paneHtml).toMatch(/id="?ejemplos-de-codigo/);
    expect(paneHtml).toContain('language-bash');
    expect(paneHtml).toContain('Respuesta 201');
    expect(paneHtml).toContain('Pruébalo');
    expect(html.slice(mainAt)).toMatch(/id="?solicitud/);

    const schema = await (await fetch(new URL(SCHEMA, baseUrl()))).text();
    const schemaPane = at(schema, 'api-columns__pane');
    expect(schema.search(/id="?campos/)).toBeGreaterThan(0);
    expect(schema.search(/id="?campos/)).toBeLessThan(schemaPane);
    expect(schema.slice(schemaPane)).toMatch(/id="?ejemplo[\s">]/);
  });

  it('breaks endpoint URLs on a phone only before a slash', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 320, height: 800}});
    await visit(page, LONG_PATH);
    // The endpoint card's path and server URLs, not the inline code of the description below it.
    const urls = page.locator('.api-columns__intro code[class*="path"], .api-columns__intro dl code');
    const lines = await urls.evaluateAll((codes) =>
      codes.map((code) => {
        // Text of each rendered line, from the position of every character.
        const rows = new Map<number, string>();
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            rows.set(top, (rows.get(top) ?? '') + text[i]);
          }
        }
        return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
      }),
    );
    // The path wraps at this width, so the test sees a break.
    expect(lines.some((rows) => rows.length > 1)).toBe(true);
    for (const rows of lines) {
      for (const row of rows.slice(1)) expect(row, rows.join(' ⏎ ')).toMatch(/^\//);
    }
    await context.close();
  });

  it('marks the error rows that expand with a disclosure triangle that turns when opened', async () => {
    const {page, context} = await openPage(browser(), {viewport: WIDE});
    await visit(page, CREATE);
    // A handle, not a locator: once open, the row no longer matches `:not([open])`.
    const summary = await page
      .locator('details:not([open]) > summary', {hasText: /^4\d\d/})
      .first()
      .elementHandle();
    const marker = () =>
      summary.evaluate((el) => {
        const style = getComputedStyle(el, '::before');
        return {content: style.content, width: style.borderInlineStartWidth, transform: style.transform};
      });
    const closed = await marker();
    expect(closed.content).not.toBe('none');
    expect(parseFloat(closed.width)).toBeGreaterThan(4);
    expect(closed.transform).toBe('none');
    await summary.click();
    await expect.poll(async () => (await marker()).transform).not.toBe('none');
    await context.close();
  });
});
