/**
 * The inline script in the <head> of /search. Opened with a query, the page starts loading the index
 * while its HTML is parsed, instead of after the site's JavaScript has downloaded and run: pagefind.js
 * (in its web worker), then the index chunks of the query, the page data of the first results and the
 * filter indexes (the page's search asks for pages by title as soon as its planner has run),
 * which the page's own search then finds in Pagefind's cache. On a slow phone the results arrive
 * with the page's JavaScript rather than a chain of round trips after it. loadPagefind takes over
 * the Pagefind it started (window[BOOT_GLOBAL]).
 *
 * Only on a full page load (document still parsing): after a client-side navigation the site's own
 * search does the work. Not a <link rel=preload>: Chromium keeps a failed preload and hands it to
 * every later request for the same URL, so «Reintentar» after a network error could never succeed.
 * The script's hash is in the Content-Security-Policy (scripts/csp-hashes.mjs).
 */
import {BOOT_GLOBAL, pagefindOptions, RESULTS_PER_PAGE} from './pagefind';
import {SPANISH_FUNCTION_WORDS} from './spanish.mjs';
import {SECTION_FILTER, searchSections} from './sections';

/**
 * Plain ES2017 source: it runs before (and without) the bundle. The query is reduced as
 * toIndexQuery does (tests/unit/search-boot.test.ts checks both agree); a warm-up that guessed
 * wrong would only cost bytes, never results.
 */
const BOOT_SOURCE = `function (c) {
  if (document.readyState !== 'loading' || window[c.global]) return;
  var params = new URLSearchParams(location.search);
  var q = (params.get('q') || '').trim();
  if (!q) return;
  var section = params.get('section');
  var filters = {};
  if (section && c.sections.indexOf(section) >= 0) filters[c.sectionFilter] = section;
  var kept = q.split(/\\s+/).filter(function (w) { return c.functionWords.indexOf(w.toLocaleLowerCase('es')) < 0; });
  var term = /["“”«»]/.test(q) || !kept.length ? q : kept.join(' ');
  window[c.global] = import(c.options.basePath + 'pagefind.js').then(function (api) {
    return api.options(c.options).then(function () { return api.init(); }).then(function () {
      api.search(term, {filters: filters}).then(function (response) {
        response.results.slice(0, c.limit).forEach(function (result) { result.data().catch(function () {}); });
      }).catch(function () {});
      api.filters().catch(function () {});
      return api;
    });
  });
}`;

export function pagefindBootScript(baseUrl = '/'): string {
  const config = {
    global: BOOT_GLOBAL,
    options: pagefindOptions(baseUrl, {worker: true}),
    functionWords: [...SPANISH_FUNCTION_WORDS],
    sections: searchSections.map((s) => s.label),
    sectionFilter: SECTION_FILTER,
    limit: RESULTS_PER_PAGE,
  };
  return `(${BOOT_SOURCE})(${JSON.stringify(config)});`;
}
