/**
 * Local plugin: the site's typeface. The subset of Inter in static/fonts/ (made and checked by
 * scripts/subset-font.mjs, committed so builds and the dev server need no font tooling) is preloaded in every
 * page's <head>, and its @font-face goes in the head too: the preload and the @font-face must name the same URL,
 * which the CSS pipeline would rewrite. The fallback face (fallback.css, written by the same script, bundled with
 * the site's CSS) is a local Arial (Liberation Sans on Linux) scaled to Inter's width and given Inter's ascent and
 * descent, so text set in it before the font arrives takes the same lines and the swap moves nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const FONT_FAMILY = 'Inter Custodia';
const FONT_FILE = 'fonts/inter-subset.woff2';

/** The font's URL, with a version from its content so a new subset is never taken from a cache. */
export function fontUrl(siteDir: string): string {
  const bytes = fs.readFileSync(path.join(siteDir, 'static', FONT_FILE));
  return `/${FONT_FILE}?v=${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10)}`;
}

export function fontFace(url: string): string {
  return `@font-face{font-family:'${FONT_FAMILY}';src:url(${url}) format('woff2');font-weight:400 700;font-display:swap}`;
}

export default function typefacePlugin(context: {siteDir: string}): Plugin {
  const url = fontUrl(context.siteDir);
  return {
    name: 'custodia-typeface',
    getClientModules() {
      return [path.join(__dirname, 'fallback.css')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'preload', href: url, as: 'font', type: 'font/woff2', crossorigin: ''}},
          {tagName: 'style', innerHTML: fontFace(url)},
        ],
      };
    },
  };
}
