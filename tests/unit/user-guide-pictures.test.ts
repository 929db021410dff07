// The user guide's drawn screens: each one light (under 15 KB gzip), described in words, and drawn for both themes.
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {guidePages} from './helpers/guide-pages';

const MAX_GZIP_BYTES = 15 * 1024;
const MIN_ALT_CHARS = 60;
const IMG_DIR = 'static/img/user-guide';
// Zoomed or opened on its own, the SVG still names and describes itself.
const LABELLED_SVG =
  /role="img"[^>]*aria-labelledby="t d"[\s\S]*<title id="t">[^<]{10,}<\/title>\s*<desc id="d">[^<]{40,}<\/desc>/;

type Picture = {page: string; alt: string; files: string[]};

/** Pictures a page shows: Markdown images and ThemedImage light/dark pairs under /img/user-guide/. */
export function picturesIn(page: string, source: string): Picture[] {
  const pictures: Picture[] = [];
  for (const m of source.matchAll(/!\[([^\]]*)\]\(\/img\/user-guide\/([^)#\s]+)\)/g)) {
    pictures.push({page, alt: m[1], files: [m[2]]});
  }
  for (const m of source.matchAll(/<ThemedImage\s+([\s\S]*?)\/>/g)) {
    const alt = m[1].match(/alt='([^']*)'|alt="([^"]*)"/);
    const light = m[1].match(/light: '\/img\/user-guide\/([^']+)'/);
    const dark = m[1].match(/dark: '\/img\/user-guide\/([^']+)'/);
    pictures.push({page, alt: alt?.[1] ?? alt?.[2] ?? '', files: [light?.[1] ?? '', dark?.[1] ?? '']});
  }
  return pictures;
}

const pictures = guidePages(path.join('docs', 'user-guide')).flatMap((page) =>
  picturesIn(page, fs.readFileSync(page, 'utf8')),
);

describe('user guide pictures', () => {
  it('the user guide shows its drawn screens', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(13);
  });

  it('each picture has a real text alternative', () => {
    const short = pictures
      .filter((p) => p.alt.trim().length < MIN_ALT_CHARS)
      .map((p) => `${p.page}: ${p.files.join(',')}`);
    expect(short).toEqual([]);
  });

  it('each file exists, is under 15 KB gzip and carries its own title and description', () => {
    for (const file of pictures.flatMap((p) => p.files)) {
      const full = path.join(IMG_DIR, file);
      expect(fs.existsSync(full), full).toBe(true);
      const svg = fs.readFileSync(full);
      expect(gzipSync(svg, {level: 9}).length, full).toBeLessThan(MAX_GZIP_BYTES);
      expect(svg.toString()).toMatch(LABELLED_SVG);
    }
  });

  it('themed pictures have a distinct dark drawing', () => {
    for (const {files} of pictures.filter((p) => p.files.length === 2)) {
      const [light, dark] = files.map((f) => fs.readFileSync(path.join(IMG_DIR, f), 'utf8'));
      expect(files[1]).toMatch(/-dark\.svg$/);
      expect(dark).not.toEqual(light);
    }
  });

  // React's server renderer preloads every eager <img> in the page head, at high priority and before the stylesheet:
  // the passkey guide's ten drawings (light and dark) competed with the CSS and the typeface for a first paint
  // that shows none of them. A lazy image is not preloaded.
  it('each themed picture loads lazily, so the server does not preload it ahead of the page', () => {
    const eager = guidePages()
      .flatMap((page) =>
        [...fs.readFileSync(page, 'utf8').matchAll(/<ThemedImage\s+([\s\S]*?)\/>/g)].map((m) => ({page, props: m[1]})),
      )
      .filter(({props}) => !/loading=['"]lazy['"]/.test(props))
      .map(({page}) => page);
    expect(eager).toEqual([]);
  });

  it('every drawing in the folder is shown on some page', () => {
    const shown = new Set(pictures.flatMap((p) => p.files));
    expect(fs.readdirSync(IMG_DIR).filter((f) => !shown.has(f))).toEqual([]);
  });

  it('finds a picture without a text alternative (the check can fail)', () => {
    const themed = "<ThemedImage sources={{light: '/img/user-guide/a.svg', dark: '/img/user-guide/b.svg'}} />";
    const [bare] = picturesIn('x.mdx', themed);
    expect(bare.alt).toBe('');
    expect(picturesIn('x.mdx', '![](/img/user-guide/c.svg)')[0].alt).toBe('');
  });
});
