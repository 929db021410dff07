/**
 * A keyboard-only walk through the site: skip link, navbar, search, docs sidebar, code tabs and
 * image zoom, each reached with Tab from a fresh page and operated with keys alone.
 */
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';
import {MODAL, MODAL_INPUT, waitForOutcome} from './setup/search';

const DESKTOP = {viewport: {width: 1280, height: 900}};

interface Focused {
  key: string;
  text: string;
  ring: boolean;
}

/**
 * The focused element: a stable key, its name, and whether it shows a focus indicator: a visible
 * outline, or a box-shadow it does not have unfocused (an unfocused copy next to it tells), so that
 * a control with a resting shadow does not pass for focused.
 */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return {key: 'body', text: '', ring: false};
    const style = getComputedStyle(el);
    const transparent = /^(transparent|rgba\(.*,\s*0\))$/.test(style.outlineColor);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent;
    const copy = el.cloneNode(false) as HTMLElement;
    copy.removeAttribute('id');
    el.after(copy);
    const restingShadow = getComputedStyle(copy).boxShadow;
    copy.remove();
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== restingShadow;
    return {
      key: el.dataset.kbKey ?? '',
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      ring: outline || shadow,
    };
  });
}

/** Presses Tab until `predicate` holds for the focused element; fails after `max` presses. */
async function tabTo(page: Page, predicate: string, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((p) => Boolean(document.activeElement?.matches(p)), predicate)) return;
  }
  throw new Error(`Tab no llegó a ${predicate} en ${max} pulsaciones`);
}

const activeMatches = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.matches(s)), selector);

describe('keyboard-only use', () => {
  const browser = useBrowser();

  it('the first Tab shows the skip link with a focus ring, and Enter skips to the content', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs/integration-guide/intro');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = await focused(page);
    expect(skip.text).toBe('Saltar al contenido principal');
    expect(skip.ring).toBe(true);
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('nav.navbar, aside') === null)).toBe(true);
    await context.close();
  });

  it('Tab reaches every navbar item in order, each with a visible focus ring', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs/integration-guide/intro');
    await waitForHydration(page);
    // Label every visible focusable element of the navbar (in DOM order) to compare with the Tab order.
    const expected = await page.evaluate(() => {
      const items = [
        ...document.querySelectorAll<HTMLElement>('nav.navbar a[href], nav.navbar button, nav.navbar [tabindex="0"]'),
      ].filter(
        (el) => el.checkVisibility({visibilityProperty: true}) && !el.closest('.navbar-sidebar') && el.tabIndex >= 0,
      );
      return items.map((el, i) => {
        el.dataset.kbKey = `nav-${i}`;
        return `nav-${i}`;
      });
    });
    expect(expected.length).toBeGreaterThanOrEqual(7);
    const reached: string[] = [];
    const withoutRing: string[] = [];
    for (let i = 0; i < 40 && !(await activeMatches(page, 'aside *')); i++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      if (f.key.startsWith('nav-')) reached.push(f.key);
      if (f.key !== 'body' && !f.ring) withoutRing.push(f.text);
    }
    const names = await page.evaluate(
      (keys) => keys.map((k) => document.querySelector(`[data-kb-key="${k}"]`)?.textContent?.trim()),
      expected,
    );
    expect(
      reached.map((k) => names[expected.indexOf(k)]),
      names.join(' · '),
    ).toEqual(names);
    expect(withoutRing).toEqual([]);
    await context.close();
  });

  it('the search shortcut opens the search, arrows move through results, Escape closes it and focus goes back', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs/integration-guide/intro');
    await waitForHydration(page);
    await tabTo(page, 'nav.navbar a.navbar__link');
    const before = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(MODAL_INPUT, {state: 'visible'});
    expect(await activeMatches(page, MODAL_INPUT)).toBe(true);
    await page.keyboard.type('consentimiento');
    expect(await waitForOutcome(page, 'consentimiento')).toBe('done');
    const selected = () => page.getAttribute(MODAL_INPUT, 'aria-activedescendant');
    const first = await selected();
    await page.keyboard.press('ArrowDown');
    const second = await selected();
    expect(second).not.toBe(first);
    expect(await page.locator(`[id="${second}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe(first);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, {state: 'detached'});
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(before);
    await context.close();
  });

  it('the search button opens with Enter, and Escape gives focus back to it', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs/api/intro');
    await waitForHydration(page);
    await tabTo(page, '[data-search-button]');
    expect((await focused(page)).ring).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector(MODAL_INPUT, {state: 'visible'});
    expect(await activeMatches(page, MODAL_INPUT)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, {state: 'detached'});
    await expect.poll(() => activeMatches(page, '[data-search-button]')).toBe(true);
    await context.close();
  });

  it('a docs sidebar category expands and collapses with Enter and with Space, without scrolling the page', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs/integration-guide/intro');
    await waitForHydration(page);
    const category = 'aside [role="button"][aria-expanded="false"]';
    await tabTo(page, category);
    const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
    const toggle = page.locator('aside [role="button"][aria-expanded]', {hasText: name}).first();
    const items = toggle.locator('xpath=ancestor::li[1]/ul');
    const scroll = await page.evaluate(() => window.scrollY);
    for (const key of ['Enter', 'Enter', 'Space', 'Space']) {
      const wasExpanded = (await toggle.getAttribute('aria-expanded')) === 'true';
      await page.keyboard.press(key);
      await expect
        .poll(() => toggle.getAttribute('aria-expanded'), {message: `${key} en «${name}»`})
        .toBe(String(!wasExpanded));
      await expect.poll(() => items.isVisible()).toBe(!wasExpanded);
      expect(await activeMatches(page, 'aside [role="button"][aria-expanded]')).toBe(true);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
    await context.close();
  });

  it('code tabs switch with ArrowRight and ArrowLeft and show the panel of the selected tab', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs/integration-guide/sandbox');
    await waitForHydration(page);
    await tabTo(page, '[role="tab"][aria-selected="true"]');
    const tablist = page.locator('[role="tablist"]').filter({has: page.locator('[role="tab"]:focus')});
    const tabs = tablist.locator('[role="tab"]');
    const panel = () =>
      tablist.evaluate((list) => {
        const panels = [
          ...(list.closest('.tabs-container')?.querySelectorAll('[role="tabpanel"]') ?? []),
        ] as HTMLElement[];
        return panels.find((p) => !p.hidden)?.textContent ?? '';
      });
    const state = async () => ({
      focused: await tabs.evaluateAll((els) => els.findIndex((el) => el === document.activeElement)),
      selected: await tabs.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-selected') === 'true')),
      panel: await panel(),
    });
    const start = await state();
    expect(await tabs.count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowRight');
    const next = await state();
    expect(next.focused).toBe((start.focused + 1) % (await tabs.count()));
    expect(next.selected).toBe(next.focused);
    expect(next.panel).not.toBe(start.panel);
    await page.keyboard.press('ArrowLeft');
    expect(await state()).toEqual(start);
    await context.close();
  });

  it('a zoomable image is a button: Enter and Space open it, Escape closes it and focus comes back', async () => {
    const {page, context} = await openPage(browser(), DESKTOP);
    await page.goto('/docs/integration-guide/general-concepts');
    await waitForHydration(page);
    const image = '.markdown img.medium-zoom-image';
    await page.waitForSelector(`${image}[tabindex="0"]`, {state: 'attached', timeout: 5_000});
    await tabTo(page, image, 300);
    expect(await page.evaluate(() => document.activeElement!.getAttribute('role'))).toBe('button');
    const f = await focused(page);
    expect(f.text).toMatch(/^Mapa de los recursos de Custodia.* \(ampliar\)$/);
    expect(f.ring).toBe(true);
    const overlay = page.locator('.medium-zoom-overlay');
    for (const key of ['Enter', 'Space']) {
      // medium-zoom ignores closing while its opening transition runs: wait for the end of it.
      const opened = page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            document.activeElement!.addEventListener('medium-zoom:opened', () => resolve(), {once: true}),
          ),
      );
      await page.keyboard.press(key);
      await opened;
      expect(await overlay.count(), `${key} abre la imagen`).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => overlay.count()).toBe(0);
      await expect.poll(() => activeMatches(page, image)).toBe(true);
    }
    await context.close();
  });
});
