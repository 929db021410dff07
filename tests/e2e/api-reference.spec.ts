import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {openPage, useBrowser, waitForHydration, type OpenedPage} from './setup/browser';

const OPERATION = '/docs/api/resources/get-agreement';
const CREATE = '/docs/api/resources/create-consent-template';
const SCHEMA = '/docs/api/resources/schemas/consenttemplate';
const EVENT = '/docs/api/resources/agreement-created';
/** cURL first, as in the guides: the order of the generated samples (src/plugins/openapi/codeSamples.ts). */
const LANGUAGES = ['cURL', 'Ruby', 'Node.js', 'Python', 'C#', 'Java', 'PHP', 'Go', 'PowerShell'];

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

/** The code-sample tabs: the tab list that follows the "Ejemplos de código" heading. */
function codeTabs(page: Page) {
  return page.locator('h2#ejemplos-de-codigo ~ div [role="tablist"]').first().getByRole('tab');
}

async function selectedLanguage(page: Page): Promise<string | null> {
  return page
    .locator('h2#ejemplos-de-codigo ~ div [role="tablist"]')
    .first()
    .locator('[role="tab"][aria-selected="true"]')
    .textContent();
}

describe('API reference pages', () => {
  const browser = useBrowser();
  // The tests that only read a page share one load of it (each in its own context, which records its page errors);
  // the ones that click or reload load their own.
  const shared = new Map<string, OpenedPage>();
  const read = (path: string): OpenedPage => shared.get(path)!;

  beforeAll(async () => {
    for (const path of [OPERATION, CREATE, SCHEMA, EVENT]) {
      const opened = await openPage(browser());
      shared.set(path, opened);
      await visit(opened.page, path);
    }
  });

  afterAll(async () => {
    for (const {context} of shared.values()) await context.close();
  });

  it('shows an operation with its method, path, parameters, Spanish headings and nine code tabs', async () => {
    const {page, pageErrors} = read(OPERATION);
    const article = page.locator('article');
    await expect(article.locator('h1').textContent()).resolves.toBe('Obtener un acuerdo');
    await expect(article.getByText('GET', {exact: true}).first().isVisible()).resolves.toBe(true);
    await expect(article.locator('code', {hasText: '/agreements/{agreement_id}'}).first().isVisible()).resolves.toBe(
      true,
    );
    await expect(
      article.getByText('https://sandbox.api.custodia.example/v1/agreements/{agreement_id}').isVisible(),
    ).resolves.toBe(true);

    const headings = await article.locator('h2, h3').allTextContents();
    for (const heading of ['Autenticación', 'Solicitud', 'Parámetros de ruta', 'Respuestas', 'Ejemplos de código']) {
      expect(headings.map((h) => h.replace(/\u200b/g, '').trim())).toContain(heading);
    }
    await expect(article.locator('table').first().getByText('agreement_id', {exact: true}).isVisible()).resolves.toBe(
      true,
    );
    await expect(article.getByText('Obligatorio').first().isVisible()).resolves.toBe(true);

    await expect(codeTabs(page).allTextContents()).resolves.toEqual(LANGUAGES);
    // Success responses are open, errors closed but present, with their codes linked to the errors page.
    await expect(article.locator('details[open] summary', {hasText: '200'}).count()).resolves.toBeGreaterThan(0);
    await expect(article.locator('a[href="/docs/api/errors#resource_not_found"]').count()).resolves.toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  it('keeps the chosen code language on another API page and after a reload', async () => {
    const {page, context} = await openPage(browser());
    await visit(page, OPERATION);
    await codeTabs(page)
      .filter({hasText: /^Python$/})
      .click();
    await expect(selectedLanguage(page)).resolves.toBe('Python');
    await expect(
      page.locator('h2#ejemplos-de-codigo ~ div [role="tabpanel"]:not([hidden]) code').first().textContent(),
    ).resolves.toContain('import requests');

    // Client-side navigation through the sidebar.
    await page.locator('.menu__link[href="/docs/api/resources/index-agreements"]').click();
    await page.waitForURL('**/docs/api/resources/index-agreements');
    await page.locator('h2#ejemplos-de-codigo').waitFor();
    await expect(selectedLanguage(page)).resolves.toBe('Python');

    // A fresh load of another page, then a reload.
    await visit(page, CREATE);
    await expect(selectedLanguage(page)).resolves.toBe('Python');
    await page.reload();
    await waitForHydration(page);
    await expect(selectedLanguage(page)).resolves.toBe('Python');
    await context.close();
  });

  it('opens a nested object of the request body to show its fields', async () => {
    const {page, context} = await openPage(browser());
    await visit(page, CREATE);
    const details = page
      .locator('details', {has: page.locator('summary', {hasText: 'Campos de cada elemento de data_uses'})})
      .first();
    await expect(details.evaluate((el) => (el as HTMLDetailsElement).open)).resolves.toBe(false);
    const nested = details.locator('code', {hasText: /^purpose$/}).first();
    await expect(nested.isVisible()).resolves.toBe(false);
    await details.locator('summary').first().click();
    await expect(details.evaluate((el) => (el as HTMLDetailsElement).open)).resolves.toBe(true);
    await expect(nested.isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('renders a schema page with its fields, example and where it is used', async () => {
    const {page, pageErrors} = read(SCHEMA);
    const article = page.locator('article');
    await expect(article.locator('h1').textContent()).resolves.toBe('El objeto Plantilla de consentimiento');
    await expect(
      article
        .locator('code', {hasText: /^data_uses$/})
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(article.locator('h2#ejemplo').isVisible()).resolves.toBe(true);
    await expect(
      article.locator('h2#usado-en ~ ul a[href="/docs/api/resources/create-consent-template"]').isVisible(),
    ).resolves.toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('renders an event page with the event type, the signature header and the payload', async () => {
    const {page, pageErrors} = read(EVENT);
    const article = page.locator('article');
    await expect(article.getByText('EVENTO', {exact: true}).first().isVisible()).resolves.toBe(true);
    await expect(
      article
        .locator('code', {hasText: /^agreement\.created$/})
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(article.locator('table').getByText('Custodia-Signature', {exact: true}).isVisible()).resolves.toBe(
      true,
    );
    await expect(article.locator('h2#carga-del-evento').isVisible()).resolves.toBe(true);
    await expect(article.locator('a[href="/docs/api/webhooks"]').first().isVisible()).resolves.toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('never offers to send a request: no "Enviar" or "Send" button', async () => {
    for (const path of [OPERATION, CREATE, EVENT]) {
      const {page} = read(path);
      await expect(page.getByRole('button', {name: /enviar|send|probar|try it/i}).count(), path).resolves.toBe(0);
    }
  });

  it('shows method badges in the API sidebar', async () => {
    const {page} = read(OPERATION);
    const item = page.locator('li.api-method--get > .menu__link[href="/docs/api/resources/get-agreement"]');
    const badge = await item.evaluate((el) => getComputedStyle(el, '::before').content);
    expect(badge).toBe('"GET"');
  });

  it('fits parameter tables to a phone screen without horizontal scrolling', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 375, height: 800}});
    await visit(page, '/docs/api/resources/index-data-subject-requests');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
