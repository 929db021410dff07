import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

/** Clicks a link and records window.scrollY on every frame until it settles at the target. */
async function followAndRecord(page: Page, selector: string): Promise<{positions: number[]; target: number}> {
  await page.evaluate(() => {
    const positions: number[] = [window.scrollY];
    (window as unknown as {positions: number[]}).positions = positions;
    const tick = () => {
      positions.push(window.scrollY);
      requestAnimationFrame(tick);
    };
    // Registered after the site's own click handler, so each frame is recorded after the site has scrolled.
    document.addEventListener('click', () => requestAnimationFrame(tick), {once: true});
  });
  await page.locator(selector).first().click();
  const hash = await page
    .locator(selector)
    .first()
    .evaluate((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1)));
  await page.waitForFunction((id) => {
    const el = document.getElementById(id)!;
    const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
    const atTarget = Math.abs(el.getBoundingClientRect().top - margin) < 2;
    const atEnd = window.scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
    const p = (window as unknown as {positions: number[]}).positions;
    return (atTarget || atEnd) && p.length > 3 && p.at(-1) === p.at(-2) && p.at(-2) === p.at(-3);
  }, hash);
  const positions = await page.evaluate(() => (window as unknown as {positions: number[]}).positions);
  return {positions: positions.filter((p, i) => i === 0 || p !== positions[i - 1]), target: positions.at(-1)!};
}

describe('in-page anchor links', () => {
  const browser = useBrowser();

  it('animate at 15% of the remaining distance per frame', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 800}});
    await page.goto('/docs/api/intro');
    await waitForHydration(page);
    const {positions, target} = await followAndRecord(page, '.table-of-contents a[href="#idempotencia"]');
    expect(new URL(page.url()).hash).toBe('#idempotencia');
    const start = positions[0];
    expect(target - start).toBeGreaterThan(500);
    // Many intermediate frames, each covering ~15% of what was left (no jump on the way).
    expect(positions.length).toBeGreaterThan(10);
    for (let i = 1; i <= 10; i++) {
      const share = (positions[i] - positions[i - 1]) / (target - positions[i - 1]);
      expect(share).toBeGreaterThan(0.12);
      expect(share).toBeLessThan(0.18);
    }
    await context.close();
  });

  it('jump at once with prefers-reduced-motion', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 800}, reducedMotion: 'reduce'});
    await page.goto('/docs/api/intro');
    await waitForHydration(page);
    const {positions} = await followAndRecord(page, '.table-of-contents a[href="#idempotencia"]');
    expect(positions.length).toBe(2);
    await context.close();
  });
});
