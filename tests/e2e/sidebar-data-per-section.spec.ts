/**
 * A page loads the sidebars of its own section only: the API reference is its own docs instance, so a guide never
 * downloads the API sidebar (which grows with the OpenAPI description), and moving between the two still works
 * without a reload.
 */
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

/** The class every generated API sidebar item carries (src/plugins/openapi/pages.ts): only its sidebar data has it. */
const API_SIDEBAR_MARK = 'api-method api-method--';

/** The text of every script the page downloads until it has hydrated. */
async function scriptsUntilHydrated(page: Page, url: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(url);
  await waitForHydration(page);
  return Promise.all(bodies);
}

describe('sidebar data per section', () => {
  const browser = useBrowser();

  it('a guide page downloads no API sidebar; an API page does', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    const guide = await scriptsUntilHydrated(page, '/docs/integration-guide/intro');
    expect(guide.length).toBeGreaterThan(0);
    expect(guide.filter((body) => body.includes(API_SIDEBAR_MARK))).toHaveLength(0);
    await context.close();

    const api = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    const scripts = await scriptsUntilHydrated(api.page, '/docs/api/resources/create-consent-template');
    expect(scripts.some((body) => body.includes(API_SIDEBAR_MARK))).toBe(true);
    await api.context.close();
  });

  it('goes from a guide to the API reference and back without reloading, each with its sidebar', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await page.goto('/docs/integration-guide/intro');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    const sidebar = page.locator('nav.menu');

    // «Acuerdos» is the first tag of openapi/, inside the «Consentimiento» group of the API sidebar (x-tagGroups);
    // «Fundamentos», a category of the guides only.
    await page.locator('.navbar').getByRole('link', {name: 'Referencia de la API'}).click();
    await page.waitForURL('**/docs/api/intro');
    await expect.poll(() => sidebar.getByRole('button', {name: 'Consentimiento', exact: true}).count()).toBe(1);
    await sidebar.getByRole('button', {name: 'Consentimiento', exact: true}).click();
    await expect.poll(() => sidebar.getByRole('button', {name: 'Acuerdos', exact: true}).count()).toBe(1);
    await sidebar.getByRole('button', {name: 'Acuerdos', exact: true}).click();
    await expect.poll(() => sidebar.locator('.api-method').count()).toBeGreaterThan(0);

    await page.locator('.navbar').getByRole('link', {name: 'Guías de integración'}).click();
    await page.waitForURL('**/docs/integration-guide/intro');
    await expect.poll(() => sidebar.getByRole('button', {name: 'Fundamentos', exact: true}).count()).toBe(1);
    expect(await sidebar.getByRole('button', {name: 'Acuerdos', exact: true}).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
    await context.close();
  });
});
