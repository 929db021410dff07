/**
 * The code blocks' header (src/theme/CodeBlock/Layout): a label and a copy button that is visible without hovering,
 * in the tab bar of a code group or above a lone block, and the «Respuesta» label on the JSON blocks that show
 * what the API answered (src/plugins/responseLabels).
 */
import type {Locator} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openPage, resizeViewport, useBrowser, waitForHydration, type OpenedPage} from './setup/browser';

const GUIDE = '/docs/integration-guide/consent/quickstart';
const OPERATION = '/docs/api/resources/create-consent-template';

/** Whether an element is painted, unhovered: opacity, visibility and a box of its own. */
const shown = (element: Locator) =>
  element.evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return Number(style.opacity) === 1 && style.visibility === 'visible' && box.width > 0 && box.height > 0;
  });

describe('code blocks as a code group', () => {
  const browser = useBrowser();
  // The tests that read a page's layout share one load of each page and set the width they measure at (layout, not
  // first paint); the copy test clicks and reads the clipboard, with a load of its own.
  const shared = new Map<string, OpenedPage>();

  beforeAll(async () => {
    for (const url of [GUIDE, OPERATION]) {
      const opened = await openPage(browser(), {viewport: {width: 1280, height: 900}});
      shared.set(url, opened);
      await opened.page.goto(url);
      await waitForHydration(opened.page);
    }
  });

  afterAll(async () => {
    for (const {context} of shared.values()) await context.close();
  });

  for (const [url, width] of [
    [GUIDE, 1280],
    [GUIDE, 390],
    [OPERATION, 1280],
    [OPERATION, 390],
  ] as const) {
    it(`show a copy button without hover in the tab bar, on ${url} at ${width} px`, async () => {
      const {page} = shared.get(url)!;
      await resizeViewport(page, {width, height: 900});
      // Nothing is hovered: the pointer stays in the corner.
      await page.mouse.move(0, 0);
      const group = page.locator('[data-code-group]').first();
      await group.scrollIntoViewIfNeeded();
      const copy = group.locator('[role="tabpanel"]:not([hidden])').getByRole('button', {name: /copiar/i});
      expect(await shown(copy)).toBe(true);
      // In the bar: level with the tabs, right of the last one that shows, inside the group.
      const [button, row, box] = await Promise.all([
        copy.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
        group.locator('[data-tab-row]').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
        group.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      ]);
      expect(button.top).toBeGreaterThanOrEqual(row.top - 1);
      expect(button.bottom).toBeLessThanOrEqual(row.bottom + 1);
      expect(button.left).toBeGreaterThanOrEqual(row.right - 1);
      expect(button.right).toBeLessThanOrEqual(box.right + 0.5);
    });
  }

  it('label a lone block with its language or title, with a copy button visible without hover', async () => {
    const {page} = shared.get(GUIDE)!;
    await resizeViewport(page, {width: 390, height: 844});
    await page.mouse.move(0, 0);
    const lone = page
      .locator('.theme-code-block')
      .filter({hasNot: page.locator('xpath=ancestor::*[@data-code-group]')});
    const block = lone.filter({has: page.locator('[data-code-label]')}).first();
    await block.scrollIntoViewIfNeeded();
    expect((await block.locator('[data-code-label]').textContent())?.trim()).toMatch(/^(JSON|Terminal|Respuesta)$/);
    expect(await shown(block.getByRole('button', {name: /copiar/i}))).toBe(true);
  });

  it('copy the code of the tab that is shown', async () => {
    const {page, context} = await openPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(OPERATION);
    await waitForHydration(page);
    const group = page.locator('[data-code-group]').first();
    await group.getByRole('tab', {name: 'Python'}).click();
    const panel = group.locator('[role="tabpanel"]:not([hidden])');
    await expect.poll(() => panel.locator('pre.language-python').count()).toBe(1);
    await panel.getByRole('button', {name: /copiar/i}).click();
    await expect.poll(() => panel.getByRole('button', {name: 'Código copiado'}).count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('import');
    expect(copied).toContain('CUSTODIA_SECRET_KEY');
    await context.close();
  });

  it('label the JSON blocks that show an answer «Respuesta», and no other', async () => {
    const {page} = shared.get(GUIDE)!;
    const labelled = await page.locator('.theme-code-block').evaluateAll((blocks) =>
      blocks
        .filter((b) => b.querySelector('pre.language-json'))
        .map((b) => ({
          label: b.querySelector('[data-code-label]')?.textContent?.trim(),
          intro: b.previousElementSibling?.textContent?.trim() ?? '',
        })),
    );
    const answers = labelled.filter((b) => b.label === 'Respuesta');
    // The consent quickstart shows six JSON blocks: five answers and one webhook body.
    expect(answers.length).toBe(5);
    expect(answers.some((b) => b.intro.startsWith('La respuesta (resumida)'))).toBe(true);
    const webhook = labelled.find((b) => b.intro.startsWith('Tu servidor recibe'));
    expect(webhook?.label).toBe('JSON');
  });
});
