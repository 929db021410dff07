import {describe, expect, it} from 'vitest';
import {drawDiagrams, openPage, useBrowser, waitForHydration} from './setup/browser';

const PAGE = '/docs/integration-guide/rights-management/how-it-works';

describe('Mermaid diagrams at 390 px', () => {
  const browser = useBrowser();

  it('keep text at 12 px or more, scroll sideways when wider than the column, never overlap edge labels', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 390, height: 844}});
    await page.goto(PAGE);
    await waitForHydration(page);
    await drawDiagrams(page);
    await page.waitForFunction(() => document.querySelectorAll('.docusaurus-mermaid-container svg').length >= 2);
    const diagrams = await page.locator('.docusaurus-mermaid-container svg').evaluateAll((svgs) =>
      svgs.map((svg) => {
        const s = svg as SVGSVGElement;
        const scale = s.getBoundingClientRect().width / s.viewBox.baseVal.width;
        const sizes = [...s.querySelectorAll('text, foreignObject div, foreignObject span')]
          .filter((node) => (node.textContent ?? '').trim())
          .map((node) => parseFloat(getComputedStyle(node).fontSize) * scale);
        const labels = [...s.querySelectorAll('.edgeLabel')]
          .filter((label) => (label.textContent ?? '').trim())
          .map((label) => label.getBoundingClientRect());
        let overlaps = 0;
        for (let i = 0; i < labels.length; i++) {
          for (let j = i + 1; j < labels.length; j++) {
            const [a, b] = [labels[i], labels[j]];
            if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
              overlaps++;
          }
        }
        const frame = s.closest<HTMLElement>('[role="group"]');
        const scrolls = frame ? frame.scrollWidth > frame.clientWidth + 1 : false;
        return {
          type: s.getAttribute('aria-roledescription'),
          smallestText: Math.min(...sizes),
          overlaps,
          fitsOrScrolls: s.getBoundingClientRect().width <= document.documentElement.clientWidth || scrolls,
          keyboardScrollable: !scrolls || frame?.getAttribute('tabindex') === '0',
        };
      }),
    );
    expect(diagrams.map((d) => d.type)).toContain('stateDiagram');
    for (const d of diagrams) {
      expect(d.smallestText, d.type ?? '').toBeGreaterThanOrEqual(11.9);
      expect(d.overlaps, d.type ?? '').toBe(0);
      expect(d.fitsOrScrolls, d.type ?? '').toBe(true);
      expect(d.keyboardScrollable, d.type ?? '').toBe(true);
    }
    await context.close();
  });
});
