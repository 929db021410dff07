/**
 * The method badges (sidebar and pages) and the "Obligatorio" marker keep WCAG AA contrast
 * (4.5:1 for small text) in light and dark modes. Colours are read from src/css/api.css.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const css = fs.readFileSync(path.join(__dirname, '../../src/css/api.css'), 'utf8');
const LIGHT_PAGE = '#ffffff';
const DARK_PAGE = '#12151b'; // --ifm-background-color in src/css/custom.css

function variables(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe.each([
  ['light', ':root', LIGHT_PAGE],
  ['dark', "[data-theme='dark']", DARK_PAGE],
])('API colours in %s mode', (_mode, selector, page) => {
  const vars = variables(selector);
  const badges = Object.keys(vars).filter((name) => /^--api-method-.+-bg$/.test(name));

  it('define a badge colour for every method and for events and schemas', () => {
    for (const kind of ['get', 'post', 'put', 'patch', 'delete', 'event', 'schema'])
      expect(badges).toContain(`--api-method-${kind}-bg`);
  });

  it('keep badge text at 4.5:1 or more against its background', () => {
    for (const name of badges) expect(contrast(vars['--api-method-fg'], vars[name]), name).toBeGreaterThanOrEqual(4.5);
  });

  it('keep the required marker at 4.5:1 or more against the page', () => {
    expect(contrast(vars['--api-required-color'], page)).toBeGreaterThanOrEqual(4.5);
  });
});
