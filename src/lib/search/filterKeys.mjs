// The Pagefind filters the search looks a page up by, and their keys. Plain JavaScript: the build writes each
// page's keys (src/plugins/searchIndex/buildIndex.mjs, from the raw values src/theme/DocItem/Content writes) and
// the search computes a query's with the same functions, so the stemmer is in the search's code and not in every
// page's. Types in filterKeys.d.mts.
import {foldWord, SPANISH_FUNCTION_WORDS} from './spanish.mjs';
import {textStems} from './stems.mjs';

/** Pagefind filter holding a page's title key, its slug key and its path key. */
export const TITLE_FILTER = 'title_key';

/** Pagefind filter holding `homeKey` of each of a page's `search_names`. */
export const HOME_FILTER = 'home_key';

/**
 * A title reduced to its meaningful words, without accents or punctuation: the same key for "Firma electrónica"
 * and "firma electronica". A query that names a page ("consentimiento", "webhooks") puts that page first.
 */
export function titleKey(text) {
  return foldWord(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w && !SPANISH_FUNCTION_WORDS.has(w))
    .join(' ');
}

/** The slug of a page URL as a title key, so a typed slug finds its page. */
export function slugKey(url) {
  return titleKey(url.split('#')[0].replace(/\/+$/, '').split('/').pop() ?? '');
}

/**
 * The whole path of a page under /docs as a title key («integration guide authentication how it works»), so an
 * exact API token reaches its one page, where slugs repeat («how-it-works»).
 */
export function pathKey(url) {
  return `path ${titleKey(url.split('#')[0].replace(/^\/docs\/?/, ''))}`.trim();
}

/**
 * A name reduced to its stems («solicitudes de derechos» and «solicitud de derechos» meet): the key of a page's
 * `search_names`, the names of the concept the page is the home of, and of a query that is one of them.
 */
export function homeKey(text) {
  return textStems(text).join(' ');
}
