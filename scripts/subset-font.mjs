#!/usr/bin/env node
// Usage: node scripts/subset-font.mjs [--check]
// The site's typeface: Inter (variable weight, @fontsource-variable/inter) cut down to the characters the site's
// text uses, written to static/fonts/, and the metrics of a fallback that takes its place while it loads
// (src/plugins/typeface reads both). Run it after adding text in a new script or symbol; `--check` only says
// whether the committed font still covers the site (tests/unit/typeface.test.ts runs the same check).
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
/** A font that has Arial's metrics: Arial where the reader has it, Liberation Sans on Linux. */
const FALLBACK_METRICS = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
export const FONT_FILE = 'static/fonts/inter-subset.woff2';
export const FALLBACK_CSS = 'src/plugins/typeface/fallback.css';
export const FALLBACK_FAMILY = 'Inter Custodia fallback';
/**
 * The weights the site sets text in (Infima's normal, semibold and bold, and the 600 of its own headings and
 * buttons): the font keeps its weight axis over this range only. The whole axis (100–900) weighs 33 KB; this
 * range 24 KB, on the critical path of every first visit (the font is preloaded). The @font-face declares the same
 * range (src/plugins/typeface; tests/unit/typeface.test.ts checks both agree).
 */
export const WEIGHT_RANGE = {min: 400, max: 700};

/** Where the site's words come from: pages, components, config, translations, the API description. */
const TEXT_DIRS = ['docs', 'src', 'config', 'i18n', 'openapi'];
const TEXT_FILES = /\.(mdx?|tsx?|json|ya?ml)$/;
/** Always in: printable ASCII, Spanish letters and punctuation, typographic quotes, dashes, arrows, bullets. */
const ALWAYS = [
  ...Array.from({length: 95}, (_, i) => String.fromCharCode(32 + i)),
  ...'áéíóúüñÁÉÍÓÚÜÑ¿¡«»“”‘’–—…·•→←↑↓✓×€°ºª§©®™',
].join('');

function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT_FILES.test(entry.name)) yield full;
  }
}

/** Every character the site's sources use (letters, digits, punctuation, symbols; not emoji or controls). */
export function siteCharacters(root = ROOT) {
  const set = new Set(ALWAYS);
  for (const dir of TEXT_DIRS) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    for (const file of textFiles(full)) {
      for (const ch of fs.readFileSync(file, 'utf8')) if (/[\p{L}\p{N}\p{P}\p{S}\p{Zs}]/u.test(ch)) set.add(ch);
    }
  }
  return set;
}

/** The tables of a TrueType/OpenType font this script needs: its em, vertical metrics and advance widths. */
export function readMetrics(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = {};
  for (let i = 0, n = view.getUint16(4); i < n; i++) {
    const at = 12 + i * 16;
    tables[String.fromCharCode(...sfnt.subarray(at, at + 4))] = view.getUint32(at + 8);
  }
  const upem = view.getUint16(tables.head + 18);
  const hhea = tables.hhea;
  const ascender = view.getInt16(hhea + 4);
  const descender = view.getInt16(hhea + 6);
  const lineGap = view.getInt16(hhea + 8);
  const longMetrics = view.getUint16(hhea + 34);
  const advanceOfGlyph = (glyph) => view.getUint16(tables.hmtx + 4 * Math.min(glyph, longMetrics - 1));
  // cmap format 4 (the BMP), enough for the characters we measure.
  let format4 = 0;
  for (let i = 0, n = view.getUint16(tables.cmap + 2); i < n; i++) {
    const offset = tables.cmap + view.getUint32(tables.cmap + 8 + i * 8);
    if (view.getUint16(offset) === 4) format4 = offset;
  }
  const segments = view.getUint16(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  const glyphOf = (code) => {
    for (let s = 0; s < segments; s++) {
      if (code > view.getUint16(ends + s * 2)) continue;
      const start = view.getUint16(starts + s * 2);
      if (code < start) return 0;
      const delta = view.getInt16(deltas + s * 2);
      const range = view.getUint16(ranges + s * 2);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = view.getUint16(ranges + s * 2 + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  return {
    upem,
    ascender,
    descender,
    lineGap,
    has: (ch) => glyphOf(ch.codePointAt(0)) !== 0,
    advance: (ch) => advanceOfGlyph(glyphOf(ch.codePointAt(0))),
  };
}

/** How often each letter and the space occur in the docs' text: the fallback's width is matched on that mix. */
function letterFrequencies(root = ROOT) {
  const counts = new Map();
  for (const file of textFiles(path.join(root, 'docs'))) {
    for (const ch of fs.readFileSync(file, 'utf8')) if (/[\p{L} ]/u.test(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  return counts;
}

/**
 * The @font-face overrides that give the fallback Inter's box: size-adjust scales its glyphs to Inter's average
 * width on the docs' letters, and the ascent, descent and line gap are Inter's, divided by that scale (the
 * overrides apply to the adjusted size).
 */
export function fallbackMetrics(inter, fallback, frequencies) {
  let interWidth = 0;
  let fallbackWidth = 0;
  for (const [ch, count] of frequencies) {
    if (!inter.has(ch) || !fallback.has(ch)) continue;
    const a = inter.advance(ch) / inter.upem;
    const b = fallback.advance(ch) / fallback.upem;
    interWidth += a * count;
    fallbackWidth += b * count;
  }
  const sizeAdjust = interWidth / fallbackWidth;
  const percent = (value) => `${(value * 100).toFixed(2)}%`;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(inter.ascender / inter.upem / sizeAdjust),
    descentOverride: percent(-inter.descender / inter.upem / sizeAdjust),
    lineGapOverride: percent(inter.lineGap / inter.upem / sizeAdjust),
  };
}

/** The fallback face, a stylesheet of its own: no URL in it, so the CSS pipeline can bundle it. */
export function fallbackCss(metrics) {
  return [
    "/* Written by scripts/subset-font.mjs from the metrics of Inter and of Liberation Sans (Arial's): do not edit. */",
    '@font-face {',
    `  font-family: '${FALLBACK_FAMILY}';`,
    "  src: local('Arial'), local('Liberation Sans');",
    `  size-adjust: ${metrics.sizeAdjust};`,
    `  ascent-override: ${metrics.ascentOverride};`,
    `  descent-override: ${metrics.descentOverride};`,
    `  line-gap-override: ${metrics.lineGapOverride};`,
    '}',
    '',
  ].join('\n');
}

/** A WOFF2 file as TrueType bytes, copied out of the decoder's memory (the next decode reuses it). */
async function woff2Tables(file) {
  const {decompress} = require('wawoff2');
  return readMetrics(Uint8Array.from(await decompress(fs.readFileSync(file))));
}

/** The characters the committed subset is missing (those the source font has and the site uses). */
export async function missingCharacters(root = ROOT) {
  const source = await woff2Tables(SOURCE);
  const subset = await woff2Tables(path.join(root, FONT_FILE));
  return [...siteCharacters(root)].filter((ch) => source.has(ch) && !subset.has(ch));
}

async function main() {
  if (process.argv.includes('--check')) {
    const missing = await missingCharacters();
    if (missing.length) {
      console.error(`${FONT_FILE} no tiene: ${missing.join(' ')}. Ejecuta node scripts/subset-font.mjs.`);
      process.exit(1);
    }
    console.log(`${FONT_FILE} cubre el texto del sitio.`);
    return;
  }
  const subsetFont = require('subset-font');
  const characters = [...siteCharacters()].sort().join('');
  const subset = await subsetFont(fs.readFileSync(SOURCE), characters, {
    targetFormat: 'woff2',
    variationAxes: {wght: WEIGHT_RANGE},
  });
  fs.mkdirSync(path.dirname(path.join(ROOT, FONT_FILE)), {recursive: true});
  fs.writeFileSync(path.join(ROOT, FONT_FILE), subset);
  const inter = await woff2Tables(SOURCE);
  const metrics = fallbackMetrics(inter, readMetrics(fs.readFileSync(FALLBACK_METRICS)), letterFrequencies());
  fs.writeFileSync(path.join(ROOT, FALLBACK_CSS), fallbackCss(metrics));
  console.log(
    `${FONT_FILE}: ${characters.length} caracteres, ${subset.length} bytes; respaldo ${JSON.stringify(metrics)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
