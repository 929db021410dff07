/**
 * Local plugin: an inline script at the top of every page's <head> rewrites `/x.html` and `/x/index.html` to
 * `/x` before the site's JavaScript runs. Hosts that serve those files as they are (GitHub Pages, S3,
 * Netlify; our nginx redirects instead) would otherwise start the app on a path no route matches, and the
 * page would be rendered a second time when the address was cleaned after mounting. The script's hash is in
 * the Content-Security-Policy (scripts/csp-hashes.mjs).
 */
import type {Plugin} from '@docusaurus/types';
import {stripHtmlSuffix} from '../../lib/url';

/** The site's own rule (stripHtmlSuffix) inlined, so the address bar and the canonical URLs agree. */
export function cleanUrlScript(): string {
  return (
    `!function(s){var l=location,p=l.pathname,c=s(p);` +
    `if(c!==p)history.replaceState(history.state,'',c+l.search+l.hash)}(${stripHtmlSuffix.toString()});`
  );
}

export default function cleanUrlsPlugin(): Plugin {
  return {
    name: 'custodia-clean-urls',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: cleanUrlScript()}]};
    },
  };
}
