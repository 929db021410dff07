/**
 * Every step-by-step page completed in the browser: each «Ejecutar este paso» runs the page's step on the in-page
 * simulator with the values earlier steps returned, until the guide is done, with no request leaving the page. The
 * runner sets up each page's prerequisites (a key with its scopes, its redirect domains, its files) as the test
 * suite does, and a page that starts from the consent quickstart's person runs that guide's steps first.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractQuickstart} from '../../src/lib/quickstarts/extract';
import {NOT_RUN, PERSON_ACTIONS, QUICKSTART_PAGES, RUNS_AFTER} from '../../src/lib/quickstarts/pages';
import {openPage, useBrowser, waitForHydration, sealOrigin} from './setup/browser';

const pages = QUICKSTART_PAGES.map((slug) => {
  const source = fs.readFileSync(path.join(__dirname, '../../docs/integration-guide', `${slug}.mdx`), 'utf8');
  return {slug, source, steps: extractQuickstart(slug, source, NOT_RUN[slug], PERSON_ACTIONS[slug]).steps};
});

describe('quickstart in the browser', () => {
  const browser = useBrowser();

  it('every step-by-step page mounts the runner for its own steps', () => {
    for (const {slug, source} of pages) expect(source, slug).toContain(`<QuickstartRunner slug="${slug}" />`);
  });

  it.each(pages)('$slug runs step by step to the end on the simulator', async ({slug, steps: expected}) => {
    const {page, context, pageErrors} = await openPage(browser());
    const outside = await sealOrigin(context);
    await page.goto(`/docs/integration-guide/${slug}`);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Ejecutar esta guía en el simulador'}).click();
    const runner = page.getByTestId('quickstart-runner');
    const steps = runner.getByTestId('quickstart-step');
    await steps.first().waitFor();
    const total = await steps.count();
    expect(total).toBe(expected.length);

    const earlier = RUNS_AFTER[slug];
    if (earlier) {
      const title = pages.find((p) => p.slug === earlier)?.source.match(/^title:\s*"?(.*?)"?\s*$/m)?.[1];
      expect(await runner.getByTestId('quickstart-earlier').textContent()).toContain(`«${title}»`);
    } else {
      expect(await runner.getByTestId('quickstart-earlier').count()).toBe(0);
    }

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
    // One answer per step that calls the API (or plays the person); a step that only prints shows none.
    const calling = expected.filter(
      (step) => !step.notRun && step.operations.some((op) => op.op === 'request' || op.op === 'person'),
    );
    const statuses = await runner.getByTestId('quickstart-status').allTextContents();
    expect(statuses).toHaveLength(calling.length);
    expect(statuses.every((s) => /^[1-5]\d\d$/.test(s))).toBe(true);
    expect(await runner.textContent()).toContain('Respuesta simulada: no se llamó a la API de Custodia');
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
