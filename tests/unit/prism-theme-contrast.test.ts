/**
 * Code blocks are readable in both modes: every token colour of our Prism themes (config/prism.ts)
 * has WCAG AA contrast (4.5:1) against the code background and against a highlighted line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PrismTheme} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {classOnlyCodeTheme, codeThemeCss, darkCodeTheme, lightCodeTheme, prism} from '../../config/prism';
import {blend, contrast, cssVariable} from './helpers/contrast';

const css = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');

/** --docusaurus-highlighted-code-line-bg is an rgba() painted over the code background. */
function highlightedLine(selector: string, background: string): string {
  const value = cssVariable(css, selector, '--docusaurus-highlighted-code-line-bg');
  const m = value.match(/^rgba\(\s*(\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\s*\)$/);
  if (!m) throw new Error(`--docusaurus-highlighted-code-line-bg no es rgba(): ${value}`);
  return blend(`rgb(${m[1]}, ${m[2]}, ${m[3]})`, Number(m[4]), background);
}

function tokenColours(theme: PrismTheme): [string, string][] {
  return [
    ['plain', theme.plain.color!],
    ...theme.styles.flatMap((s) => (s.style.color ? [[s.types.join(','), s.style.color] as [string, string]] : [])),
  ];
}

describe.each([
  ['light', lightCodeTheme, ':root'],
  ['dark', darkCodeTheme, "[data-theme='dark']"],
] as const)('the %s code theme', (_mode, theme, selector) => {
  const background = theme.plain.backgroundColor!;

  it('is what the site paints: its colours are the CSS rules of this mode, and Prism itself gets none', () => {
    expect(prism.theme).toBe(classOnlyCodeTheme);
    expect(prism.darkTheme).toBe(classOnlyCodeTheme);
    const stylesheet = codeThemeCss();
    expect(stylesheet).toContain(
      `${selector} { --prism-color: ${theme.plain.color}; --prism-background-color: ${background}; }`,
    );
    for (const {types, style} of theme.styles) {
      for (const type of types) {
        const rule = stylesheet
          .split('\n')
          .find((line) => line.split(' { ')[0].split(', ').includes(`${selector} .prism-code .token.${type}`));
        expect(rule, type).toContain(`color: ${style.color};`);
      }
    }
  });

  it('gives every token colour 4.5:1 or more against the code background', () => {
    const failing = tokenColours(theme)
      .map(([types, colour]) => [types, colour, contrast(colour, background).toFixed(2)])
      .filter(([, , ratio]) => Number(ratio) < 4.5);
    expect(failing).toEqual([]);
  });

  it('keeps 4.5:1 or more on a highlighted line', () => {
    const line = highlightedLine(selector, background);
    const failing = tokenColours(theme)
      .map(([types, colour]) => [types, colour, contrast(colour, line).toFixed(2)])
      .filter(([, , ratio]) => Number(ratio) < 4.5);
    expect(failing).toEqual([]);
  });

  it('does not fade tokens with opacity, which would lower their contrast', () => {
    expect(
      theme.styles.filter((s) => s.style.opacity !== undefined && s.style.opacity !== 1).map((s) => s.types.join(',')),
    ).toEqual([]);
  });
});
