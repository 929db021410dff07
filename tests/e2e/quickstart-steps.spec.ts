/**
 * A quickstart's numbered sections as numbered steps (src/plugins/steps, src/components/Steps), each number shown
 * once, and the in-page runner naming each section once, without a list number of its own, and showing each
 * answer as indented JSON under a «Respuesta» label.
 */
import {describe, expect, it} from 'vitest';
import {openPage, sealOrigin, useBrowser, waitForHydration} from './setup/browser';

const QUICKSTART = '/docs/integration-guide/consent/quickstart';

describe('quickstart steps', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    it(`number each section once, in a badge beside its heading and code, at ${width} px`, async () => {
      const {page, context} = await openPage(browser(), {viewport: {width, height: 900}});
      await page.goto(QUICKSTART);
      await waitForHydration(page);
      const steps = await page.locator('[data-steps] > li').evaluateAll((items) =>
        items.map((li) => {
          const heading = li.querySelector('h2')!;
          const badge = li.querySelector('[aria-hidden="true"]')!;
          const code = li.querySelector('.theme-code-block');
          const [h, b] = [heading.getBoundingClientRect(), badge.getBoundingClientRect()];
          return {
            value: (li as HTMLLIElement).value,
            badge: badge.textContent,
            heading: heading.textContent ?? '',
            id: heading.id,
            // The badge sits left of the heading, on its first line; the code is in the heading's column.
            beside: b.right <= h.left && Math.abs(b.top - h.top) < h.height,
            codeInColumn: code ? Math.abs(code.getBoundingClientRect().left - h.left) < 1 : true,
          };
        }),
      );
      expect(steps.map((s) => s.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const step of steps) {
        expect(step.badge).toBe(String(step.value));
        // The heading no longer repeats the number; its anchor is the one links use («#1-publica-…»).
        expect(step.heading).not.toMatch(/^\d/);
        expect(step.id).toMatch(new RegExp(`^${step.value}-`));
        expect(step.beside, step.heading).toBe(true);
        expect(step.codeInColumn, step.heading).toBe(true);
      }
      await context.close();
    });
  }

  it('run in the browser with each section named once and each answer as multi-line JSON labelled «Respuesta»', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 390, height: 844}});
    await sealOrigin(context);
    await page.goto(QUICKSTART);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Ejecutar esta guía en el simulador'}).click();
    const runner = page.getByTestId('quickstart-runner');
    const steps = runner.getByTestId('quickstart-step');
    await steps.first().waitFor();
    // No list numbers: the sections carry theirs («1. Publica…»).
    expect(
      await runner
        .locator('ol')
        .first()
        .evaluate((ol) => getComputedStyle(ol).listStyleType),
    ).toBe('none');
    const sections = await runner.locator('[data-testid="quickstart-step"] > p:first-child').allTextContents();
    expect(new Set(sections).size).toBe(sections.length);

    // The setup block, then the first call (a POST that answers with the new document).
    for (let i = 0; i < 2; i++) {
      await steps.nth(i).getByRole('button', {name: 'Ejecutar este paso'}).click();
      await steps
        .nth(i + 1)
        .getByRole('button', {name: 'Ejecutar este paso'})
        .waitFor();
    }
    const response = steps.nth(1).getByTestId('quickstart-response');
    await response.waitFor();
    expect((await response.locator('[data-code-label]').textContent())?.trim()).toBe('Respuesta');
    const code = response.locator('pre');
    const lines = (await code.innerText()).split('\n').filter((line) => line.trim());
    expect(lines.length).toBeGreaterThan(5);
    expect(lines[1]).toMatch(/^ {2}"/);
    // Wide lines scroll inside the block rather than being cut.
    expect(await code.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    await context.close();
  });
});
