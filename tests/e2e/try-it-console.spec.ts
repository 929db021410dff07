/**
 * «Pruébalo» on operation pages: the console runs the request on the in-page simulator (its example, an invalid
 * body with the documented 422), a resource created on one page is read on another and after a reload, the
 * session survives storage that throws, the console passes axe in both modes at 390 px, and no request ever
 * leaves the site's origin.
 */
import type {Page} from 'playwright-core';
import {afterEach, describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration, sealOrigin} from './setup/browser';
import {blockingViolations} from './setup/axe';

const CREATE = '/docs/api/resources/create-consent-template';
const SANDBOX = 'https://sandbox.api.custodia.example/v1';

async function openConsole(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Pruébalo'}).click();
  await page.getByRole('button', {name: 'Enviar'}).waitFor();
}

async function send(page: Page): Promise<{status: string; body: string}> {
  const before = await page.getByTestId('try-history').locator('li').count();
  await page.getByRole('button', {name: 'Enviar'}).click();
  await page.getByTestId('try-history').locator('li').nth(before).waitFor();
  return {
    status: (await page.getByTestId('try-status').textContent()) ?? '',
    body: (await page.getByTestId('try-response-body').textContent()) ?? '',
  };
}

describe('«Pruébalo» console on operation pages', () => {
  const browser = useBrowser();
  let outside: string[] = [];
  afterEach(() => {
    expect(outside, 'requests that left the site').toEqual([]);
  });

  it('sends the example and then an invalid body, which gets field messages as typed and the documented 422', async () => {
    const {page, context, pageErrors} = await openPage(browser());
    outside = await sealOrigin(context);
    await page.goto(CREATE);
    await waitForHydration(page);
    expect(await page.getByTestId('try-console').count()).toBe(0);
    await page.getByRole('button', {name: 'Pruébalo'}).click();
    await page.getByRole('button', {name: 'Enviar'}).waitFor();

    const key = page.getByLabel('Clave secreta (sandbox del simulador)');
    expect(await key.inputValue()).toBe('sk_test_SimuladorLocal0000000000000000');
    expect(await page.getByLabel('Idempotency-Key').inputValue()).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByTestId('try-problems').textContent()).resolves.toContain('cumple el esquema');

    const created = await send(page);
    expect(created.status).toBe('Estado 201');
    expect(created.body).toMatch(/"id": "ctpl_[A-Za-z0-9]+"/);
    await expect(page.getByTestId('try-response').textContent()).resolves.toContain(
      'Respuesta simulada: no se llamó a la API de Custodia',
    );
    const equivalent = (await page.getByTestId('try-equivalent').textContent()) ?? '';
    // The equivalent call reads its base URL from the environment, the sandbox by default, like every sample.
    expect(equivalent).toContain(`"${'$'}{CUSTODIA_API:-${SANDBOX}}/consent-templates"`);

    const body = page.getByLabel('Cuerpo (JSON)');
    await body.fill('{"title": "", "locale": "es", "data_uses": []');
    await expect(page.getByTestId('try-problems').textContent()).resolves.toContain('No es JSON válido');
    await body.fill('{"title": "", "locale": "es", "data_uses": []}');
    await page.getByTestId('try-problems').getByText('locale').waitFor();
    const problems = (await page.getByTestId('try-problems').textContent()) ?? '';
    expect(problems).toContain('title');
    expect(await body.getAttribute('aria-invalid')).toBe('true');

    const rejected = await send(page);
    expect(rejected.status).toBe('Estado 422');
    expect(rejected.body).toContain('"code": "validation_failed"');
    expect(rejected.body).toContain('"field": "locale"');
    expect(rejected.body).toContain('"field": "title"');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an id in a response opens the operation that reads it, prefilled, and the session survives a reload', async () => {
    const {page, context} = await openPage(browser());
    outside = await sealOrigin(context);
    await openConsole(page, CREATE);
    const created = await send(page);
    const id = /"id": "(ctpl_[A-Za-z0-9]+)"/.exec(created.body)?.[1];
    expect(id).toBeDefined();

    await page.getByRole('link', {name: `Abrir ${id} en su operación de lectura`}).click();
    await page.waitForURL(/\/get-consent-template\?probar=/);
    const idField = page.getByRole('textbox', {name: 'consent_template_id'});
    await idField.waitFor();
    expect(await idField.inputValue()).toBe(id);
    const read = await send(page);
    expect(read.status).toBe('Estado 200');
    expect(read.body).toContain(`"id": "${id}"`);

    // A reload starts a new simulator: the tab's calls are replayed from sessionStorage, with the same ids.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Enviar'}).waitFor();
    const again = await send(page);
    expect(again.status).toBe('Estado 200');
    expect(again.body).toContain(`"id": "${id}"`);

    await page.getByRole('button', {name: 'Reiniciar simulador'}).click();
    await page.getByText('El simulador volvió a sus datos iniciales.').waitFor();
    const gone = await send(page);
    expect(gone.status).toBe('Estado 404');
    await context.close();
  });

  it('the history lists each call with the events it emitted', async () => {
    const {page, context} = await openPage(browser());
    outside = await sealOrigin(context);
    await openConsole(page, '/docs/api/resources/create-api-key');
    const created = await send(page);
    expect(created.status).toBe('Estado 201');
    const history = (await page.getByTestId('try-history').textContent()) ?? '';
    expect(history).toContain('POST /api-keys → 201');
    expect(history).toContain('api_key.created');
    await context.close();
  });

  it('works in memory, with a console message, when sessionStorage throws', async () => {
    const {page, context, consoleMessages, pageErrors} = await openPage(browser());
    outside = await sealOrigin(context);
    await context.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await openConsole(page, CREATE);
    const created = await send(page);
    expect(created.status).toBe('Estado 201');
    expect(consoleMessages.some((m) => m.type === 'warning' && m.text.includes('solo en memoria'))).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an open console with a response passes axe (no serious or critical finding) in light and dark at 390 px', async () => {
    const {page, context} = await openPage(browser(), {
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    outside = await sealOrigin(context);
    await openConsole(page, CREATE);
    await send(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow at 390 px').toBeLessThanOrEqual(0);
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: mode});
      await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode);
      await page.waitForFunction(
        () => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
      );
      const blocking = await blockingViolations(page, {include: '[data-testid="try-console"]'});
      expect(blocking.map((v) => `${mode}: ${v.id} ${v.nodes.join(', ')}`)).toEqual([]);
    }
    await context.close();
  });
});
