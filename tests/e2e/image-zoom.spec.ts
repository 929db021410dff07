import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {zoomConfig} from '../../config/zoom';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

async function openZoomPage(page: Page): Promise<void> {
  await page.goto('/dogfooding');
  await waitForHydration(page);
  // Zoom is attached attachDelayMs after load.
  await page.waitForSelector('.markdown img.medium-zoom-image', {state: 'attached', timeout: 5_000});
}

const overlay = (page: Page) => page.locator('.medium-zoom-overlay');

/** Clicks an image and resolves once its opening transition has ended (closing is ignored while animating). */
async function zoomIn(page: Page, selector = '.markdown img'): Promise<void> {
  const opened = page.evaluate(
    (sel) =>
      new Promise<void>((resolve) => {
        document.querySelector(sel)!.addEventListener('medium-zoom:opened', () => resolve(), {once: true});
      }),
    selector,
  );
  await page.locator(selector).first().click();
  await opened;
}

describe('image zoom', () => {
  const browser = useBrowser();

  it('is attached only after the 1000 ms delay', async () => {
    const {page, context} = await openPage(browser());
    // The page notes, in its own time, when it hydrated, when a timer of the zoom's delay was set and when zoom
    // first marked an image: on a busy machine the test's own round trips take longer, but these gaps are the
    // page's.
    await page.addInitScript((delay) => {
      const marks: {hydrated?: number; attached?: number; scheduled: number[]} = {scheduled: []};
      (window as unknown as {__zoomMarks: typeof marks}).__zoomMarks = marks;
      const setTimeoutOriginal = window.setTimeout.bind(window);
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
        if (timeout === delay) marks.scheduled.push(performance.now());
        return setTimeoutOriginal(handler, timeout, ...args);
      }) as typeof window.setTimeout;
      new MutationObserver(() => {
        if (marks.hydrated === undefined && document.documentElement.dataset.hasHydrated === 'true') {
          marks.hydrated = performance.now();
        }
        if (marks.attached === undefined && document.querySelector('.markdown img.medium-zoom-image')) {
          marks.attached = performance.now();
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['class', 'data-has-hydrated'],
      });
    }, zoomConfig.attachDelayMs);
    await page.goto('/dogfooding');
    await waitForHydration(page);
    await page.waitForSelector('.markdown img.medium-zoom-image', {state: 'attached', timeout: 15_000});
    const marks = await page.evaluate(
      () => (window as unknown as {__zoomMarks: {hydrated: number; attached: number; scheduled: number[]}}).__zoomMarks,
    );
    // Not there when the page became interactive, and only a full delay after the timer that attached it was set.
    expect(marks.attached).toBeGreaterThan(marks.hydrated);
    const timer = Math.max(...marks.scheduled.filter((at) => at <= marks.attached));
    expect(marks.attached - timer).toBeGreaterThanOrEqual(zoomConfig.attachDelayMs);
    await context.close();
  });

  it('opens on click with a white background and closes on Escape', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}, colorScheme: 'light'});
    await openZoomPage(page);
    await zoomIn(page);
    expect(await overlay(page).count()).toBe(1);
    await expect(overlay(page).evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(
      'rgb(255, 255, 255)',
    );
    const transition = await page
      .locator('.medium-zoom-image')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(transition).toBe(`${zoomConfig.transitionSeconds}s`);
    await page.keyboard.press('Escape');
    await expect.poll(() => overlay(page).count()).toBe(0);
    await context.close();
  });

  it('uses the rgb(50,50,50) background in dark mode and closes on overlay click', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}, colorScheme: 'dark'});
    await openZoomPage(page);
    await zoomIn(page);
    expect(await overlay(page).count()).toBe(1);
    await expect(overlay(page).evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe('rgb(50, 50, 50)');
    await page.mouse.click(5, 5);
    await expect.poll(() => overlay(page).count()).toBe(0);
    await context.close();
  });

  it('closes after scrolling more than 40 px, and stays open for a small scroll', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 700}});
    await page.clock.install();
    await openZoomPage(page);
    await zoomIn(page);
    expect(await overlay(page).count()).toBe(1);
    // The page's timers run on Playwright's clock: once the small scroll has been handled, running the
    // clock past the close delay fires a close the scroll might have scheduled, without waiting for it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          document.addEventListener('scroll', () => resolve(), {once: true});
          window.scrollBy(0, 20);
        }),
    );
    await page.clock.runFor(zoomConfig.closeDelayMs + 200);
    // medium-zoom drops this class the moment it starts closing; the overlay leaves only after its fade.
    expect(await page.locator('body.medium-zoom--opened').count()).toBe(1);
    expect(await overlay(page).count()).toBe(1);
    await page.evaluate(() => window.scrollBy(0, 60));
    await expect.poll(() => overlay(page).count()).toBe(0);
    await context.close();
  });

  it('closes when the window is resized', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await openZoomPage(page);
    await zoomIn(page);
    expect(await overlay(page).count()).toBe(1);
    await page.setViewportSize({width: 1100, height: 800});
    await expect.poll(() => overlay(page).count()).toBe(0);
    await context.close();
  });

  it('loads the high-resolution data-zoom-src when it is reachable', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await openZoomPage(page);
    const hd = page.waitForResponse((r) => r.url().endsWith('/img/dogfooding/flujo-hd.svg'));
    await page.locator('#zoom-hd').click();
    expect((await hd).status()).toBe(200);
    await expect.poll(() => page.locator('img.medium-zoom-image--opened[src$="flujo-hd.svg"]').count()).toBe(1);
    await context.close();
  });

  it('falls back to the normal image with a console warning when data-zoom-src is unreachable', async () => {
    const {page, context, consoleMessages} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await openZoomPage(page);
    await page.locator('#zoom-unreachable').click();
    await expect
      .poll(() => consoleMessages.some((m) => m.type === 'warning' && m.text.includes('no-existe.svg')))
      .toBe(true);
    expect(await overlay(page).count()).toBe(1);
    await context.close();
  });

  it('is re-attached after a client-side route change', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await openZoomPage(page);
    await page.locator('nav.navbar').getByRole('link', {name: 'Referencia de la API'}).click();
    await page.waitForURL('**/docs/api/intro');
    await page.goBack();
    await page.waitForURL('**/dogfooding');
    await page.waitForSelector('.markdown img.medium-zoom-image', {state: 'attached', timeout: 5_000});
    await zoomIn(page);
    expect(await overlay(page).count()).toBe(1);
    await context.close();
  });
});
