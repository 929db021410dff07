import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {FONT_FILE, missingCharacters, siteCharacters, WEIGHT_RANGE} from '../../scripts/subset-font.mjs';
import {fontFace} from '../../src/plugins/typeface';

describe('the site typeface', () => {
  it('the committed subset has every character the site uses that Inter has', async () => {
    expect(await missingCharacters()).toEqual([]);
  }, 60_000);

  it('the site characters include Spanish letters, «», ¿¡ and typographic dashes', () => {
    const characters = siteCharacters();
    for (const ch of 'áéíóúñÑü«»¿¡—…') expect(characters.has(ch)).toBe(true);
  });

  it('the fallback face carries the measured overrides and the font face the preloaded URL', () => {
    expect(fs.statSync(FONT_FILE).size).toBeLessThan(48_256);
    expect(fontFace('/fonts/inter-subset.woff2?v=x')).toContain(
      "src:url(/fonts/inter-subset.woff2?v=x) format('woff2')",
    );
    // The face declares the weights the file was cut to, so the browser never synthesises one in that range.
    expect(fontFace('/x')).toContain(`font-weight:${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};`);
    const fallback = fs.readFileSync('src/plugins/typeface/fallback.css', 'utf8');
    for (const override of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override'])
      expect(fallback).toMatch(new RegExp(`${override}: \\d+\\.\\d\\d%;`));
  });
});
