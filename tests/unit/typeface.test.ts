import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {FONT_FILE, missingCharacters, siteCharacters} from '../../scripts/subset-font.mjs';
import {fontFaces} from '../../src/plugins/typeface';

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
    const css = fontFaces('/fonts/inter-subset.woff2?v=x');
    expect(css).toContain("src:url(/fonts/inter-subset.woff2?v=x) format('woff2')");
    expect(css).toMatch(
      /size-adjust:\d+\.\d\d%;ascent-override:\d+\.\d\d%;descent-override:\d+\.\d\d%;line-gap-override:/,
    );
  });
});
