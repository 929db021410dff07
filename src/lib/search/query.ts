/**
 * What is sent to the index for what the reader typed. Pagefind matches every term,
 * and short terms also as prefixes ("de" → "define", "desde"…), so Spanish function
 * words only add noise: they are dropped unless they are all there is, or the reader
 * asked for an exact phrase with quotes.
 */
export {SPANISH_FUNCTION_WORDS} from './spanish.mjs';
import {homeKey, SPANISH_FUNCTION_WORDS} from './spanish.mjs';

/** Lower-case words of a query, split like the reader sees them (punctuation inside words kept). */
export function queryWords(query: string): string[] {
  return query
    .toLocaleLowerCase('es')
    .replace(/[¿?¡!,;()[\]{}"«»“”]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export function toIndexQuery(query: string): string {
  const trimmed = query.trim();
  if (/["“”«»]/.test(trimmed)) return trimmed;
  const words = trimmed.split(/\s+/).filter(Boolean);
  const meaningful = words.filter((w) => !SPANISH_FUNCTION_WORDS.has(w.toLocaleLowerCase('es')));
  return meaningful.length ? meaningful.join(' ') : trimmed;
}

/**
 * A title reduced to its meaningful words, without accents or punctuation: the same
 * key for "Firma electrónica" and "firma electronica". Pages carry it as a filter, so a
 * query that names a page ("consentimiento", "webhooks") puts that page first.
 */
export function titleKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('es')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w && !SPANISH_FUNCTION_WORDS.has(w))
    .join(' ');
}

/** The slug of a page URL as a title key: pages carry it in the title filter too, so a typed slug finds its page. */
export const slugKey = (url: string) => titleKey(url.split('#')[0].split('/').pop() ?? '');

/**
 * The whole path of a page under /docs as a title key («integration guide authentication how it works»): pages carry
 * it in the title filter too, so an exact API token reaches its one page, where slugs repeat («how-it-works»).
 */
export const pathKey = (url: string) => `path ${titleKey(url.split('#')[0].replace(/^\/docs\/?/, ''))}`.trim();

/** Pagefind filter holding `titleKey(title)`. */
export const TITLE_FILTER = 'title_key';

export {homeKey};

/** Pagefind filter holding `homeKey` of each of a page's `search_names`. */
export const HOME_FILTER = 'home_key';
