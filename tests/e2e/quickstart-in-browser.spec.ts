/**
 * Step-by-step pages completed in the browser: each «Ejecutar este paso» runs the page's step on the in-page
 * simulator with the values earlier steps returned, until the guide is done, with no request leaving the page. The
 * disclosure and rights pages also play the person in the hosted flow and set up their prerequisites (the redirect
 * domain, a key with the page's scopes) on the simulator first, as the test suite does.
 */
import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration, sealOrigin} from './setup/browser';

describe('quickstart in the browser', () => {
  const browser = useBrowser();

  it.each([
    ['consent', '/docs/integration-guide/consent/quickstart'],
    ['disclosure', '/docs/integration-guide/disclosure/quickstart'],
    ['rights', '/docs/integration-guide/rights-management/quickstart'],
  ])('the %s quickstart runs step by step to the end on the simulator', async (_name, route) => {
    const {page, context, pageErrors} = await openPage(browser());
    const outside = await sealOrigin(context);
    await page.goto(route);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Ejecutar esta guía en el simulador'}).click();
    const runner = page.getByTestId('quickstart-runner');
    const steps = runner.getByTestId('quickstart-step');
    await steps.first().waitFor();
    const total = await steps.count();
    expect(total).toBeGreaterThan(5);

    for (let i = 0; i < total; i++) {
      await steps.nth(i).getByRole('button', {name: 'Ejecutar este paso'}).click();
      // The button moves to the next step (or the guide ends) once this one has run.
      if (i + 1 < total)
        await steps
          .nth(i + 1)
          .getByRole('button', {name: 'Ejecutar este paso'})
          .waitFor();
      expect(await steps.nth(i).getByRole('alert').count(), `paso ${i + 1}: ${await steps.nth(i).textContent()}`).toBe(
        0,
      );
    }
    await runner.getByTestId('quickstart-done').waitFor();
    const statuses = await runner.getByTestId('quickstart-status').allTextContents();
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.every((s) => /^[1-5]\d\d$/.test(s))).toBe(true);
    expect(await runner.textContent()).toContain('Respuesta simulada: no se llamó a la API de Custodia');
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
