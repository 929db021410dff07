/**
 * Test events and the signature verifier: an event page signs the event the session emitted and the webhooks
 * guide verifies it; a generated test event verifies, and tampering with the body, the secret, the header or the
 * timestamp fails with its reason; nothing leaves the page.
 */
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration, sealOrigin} from './setup/browser';

async function verify(page: Page): Promise<string> {
  // Every edit clears the last result, so the text that appears is this verification's.
  const result = page.getByTestId('verifier-result');
  expect(await result.textContent()).toBe('');
  await page.getByRole('button', {name: 'Verificar'}).click();
  await expect.poll(async () => ((await result.textContent()) ?? '').length).toBeGreaterThan(0);
  return (await result.textContent()) ?? '';
}

describe('webhook signature verifier', () => {
  const browser = useBrowser();

  it('an event page signs the event the session emitted, and the guide verifies it', async () => {
    const {page, context, pageErrors} = await openPage(browser());
    const outside = await sealOrigin(context);
    await page.goto('/docs/api/resources/create-api-key');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Pruébalo'}).click();
    await page.getByRole('button', {name: 'Enviar'}).click();
    await page.getByTestId('try-response-body').waitFor();
    const keyId = /"id": "(key_[A-Za-z0-9]+)"/.exec(
      (await page.getByTestId('try-response-body').textContent()) ?? '',
    )?.[1];
    expect(keyId).toBeDefined();

    await page.goto('/docs/api/resources/api-key-created');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Generar evento de prueba'}).click();
    const body = (await page.getByTestId('event-body').textContent()) ?? '';
    expect(JSON.parse(body)).toMatchObject({type: 'api_key.created', data: {object: {id: keyId}}});
    await expect(page.getByTestId('event-sample').textContent()).resolves.toContain('emitieron tus llamadas');
    const header = (await page.getByTestId('event-header').textContent()) ?? '';
    const secret = (await page.getByTestId('event-secret').textContent()) ?? '';

    await page.getByRole('link', {name: 'Verifica esta firma en el verificador de la guía de webhooks'}).click();
    await page.getByRole('button', {name: 'Abrir el verificador de firmas'}).click();
    await page.getByLabel('Cuerpo crudo de la entrega').fill(body);
    await page.getByLabel('Encabezado Custodia-Signature').fill(header);
    await page.getByLabel('Secreto del webhook').fill(secret);
    expect(await verify(page)).toContain('Firma válida');
    await page.getByLabel('Cuerpo crudo de la entrega').fill(body.replace(keyId!, `${keyId!.slice(0, -1)}X`));
    expect(await verify(page)).toContain('ningún v1 coincide');
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('verifies a generated event and says why tampered deliveries fail, with no request leaving the page', async () => {
    const {page, context, pageErrors} = await openPage(browser());
    const outside = await sealOrigin(context);
    await page.goto('/docs/api/webhooks');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Abrir el verificador de firmas'}).click();
    const verifier = page.getByTestId('signature-verifier');
    await verifier.waitFor();
    await expect(verifier.textContent()).resolves.toContain('nada de lo que escribas aquí sale de esta página');

    await page.getByRole('button', {name: 'Generar evento de prueba'}).click();
    const header = page.getByLabel('Encabezado Custodia-Signature');
    await expect.poll(() => header.inputValue()).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await expect(verifier.textContent()).resolves.toContain('whsec_PruebaEnLaPagina');
    expect(await verify(page)).toContain('Firma válida');

    const body = page.getByLabel('Cuerpo crudo de la entrega');
    const raw = await body.inputValue();
    await body.fill(raw.replace('"grant"', '"revoke"'));
    expect(await verify(page)).toContain('ningún v1 coincide');
    await body.fill(raw);

    const secret = page.getByLabel('Secreto del webhook');
    const rightSecret = await secret.inputValue();
    await secret.fill(`${rightSecret}X`);
    expect(await verify(page)).toContain('ningún v1 coincide');
    await secret.fill(rightSecret);

    const rightHeader = await header.inputValue();
    const t = Number(/^t=(\d+)/.exec(rightHeader)![1]);
    await header.fill(rightHeader.replace(`t=${t}`, `t=${t - 3600}`));
    expect(await verify(page)).toContain('tolerancia es de 300');
    await header.fill('');
    expect(await verify(page)).toContain('falta el encabezado');
    await header.fill(rightHeader);
    expect(await verify(page)).toContain('Firma válida');

    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
