/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) run inside a page, returning only its serious and critical violations.
 *
 * axe is injected once per document and run with `axe.run`, and the page reduces the results before they cross
 * to Node. @axe-core/playwright found the same violations but took 2.2 times as long over six page types (three
 * times on a guide or an API operation): it evaluates the 550 KB axe source twice per call and ships every result
 * type back through the protocol, and the audit of every page in both modes took nine of the suite's 20 minutes.
 */
import axeCore from 'axe-core';
import type {Page} from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  id: string;
  impact: string;
  help: string;
  /** Up to three offending nodes: their selector and what axe says of them. */
  nodes: string[];
}

/**
 * The serious and critical WCAG violations of the page, or of the part of it that `include` selects; `rules`
 * narrows the audit to those axe rules (by default every rule of the WCAG tags).
 */
export async function blockingViolations(
  page: Page,
  {include, rules}: {include?: string; rules?: string[]} = {},
): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(
    async ({tags, include, rules}) => {
      const axe = (window as unknown as {axe: typeof axeCore}).axe;
      const {violations} = await axe.run(include ? {include: [include]} : document, {
        runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: tags},
        resultTypes: ['violations'],
      });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact as string,
          help: v.help,
          nodes: v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} ${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? ''}`.trim()),
        }));
    },
    {tags: WCAG_TAGS, include, rules},
  );
}

/** Violations grouped by where they were found, one rule a line with its offending nodes; '' when there are none. */
export function formatViolations(byPlace: Record<string, Violation[]>): string {
  return Object.entries(byPlace)
    .flatMap(([place, violations]) =>
      violations.map((v) => `${place}: ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n}`).join('\n')}`),
    )
    .join('\n');
}
