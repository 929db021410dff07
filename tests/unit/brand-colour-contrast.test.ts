/**
 * The brand colours of src/css/custom.css keep WCAG AA contrast in both modes: links and the
 * focus ring (primary colour) against the page, and the announcement bar's text against its background.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contrast, cssVariable} from './helpers/contrast';

const css = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');
const config = fs.readFileSync(path.join(__dirname, '../../docusaurus.config.ts'), 'utf8');

describe.each([
  ['light', ':root', '#ffffff'],
  ['dark', "[data-theme='dark']", cssVariable(css, "[data-theme='dark']", '--ifm-background-color')],
])('brand colours in %s mode', (_mode, selector, page) => {
  const v = (name: string) => cssVariable(css, selector, name);

  it('links (the primary colour) have 4.5:1 or more against the page', () => {
    expect(contrast(v('--ifm-color-primary'), page)).toBeGreaterThanOrEqual(4.5);
  });

  it('the announcement bar text has 4.5:1 or more against its background', () => {
    expect(contrast(v('--custodia-announcement-fg'), v('--custodia-announcement-bg'))).toBeGreaterThanOrEqual(4.5);
  });

  it('the announcement bar differs from the page, so it reads as a banner', () => {
    expect(v('--custodia-announcement-bg').toLowerCase()).not.toBe(page.toLowerCase());
  });
});

it('the announcement bar takes its colours from those variables, not the theme default (white)', () => {
  expect(config).toContain("backgroundColor: 'var(--custodia-announcement-bg)'");
  expect(config).toContain("textColor: 'var(--custodia-announcement-fg)'");
});
