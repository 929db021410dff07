/**
 * What is sent to the index for what the reader typed. Pagefind matches every term,
 * and short terms also as prefixes ("de" → "define", "desde"…), so Spanish function
 * words only add noise: they are dropped unless they are all there is, or the reader
 * asked for an exact phrase with quotes.
 */
export {SPANISH_FUNCTION_WORDS} from './spanish.mjs';
import {SPANISH_FUNCTION_WORDS} from './spanish.mjs';

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

export {HOME_FILTER, homeKey, pathKey, slugKey, TITLE_FILTER, titleKey} from './filterKeys.mjs';
