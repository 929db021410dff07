/**
 * Which matched words of an excerpt stay marked for a query. Apart from src/lib/search/excerpt.ts so that the
 * result lists, which call it on every render, do not bring the excerpt builder (it runs with the search engine,
 * loaded with the first query) into the first load of /search.
 */
import type {TextSegment} from './excerpt';

/**
 * An API token rather than a word of prose: snake_case, a path, a scope, an event name, a query string, a
 * kebab-case id or camelCase (`consent_template_id`, `/consent-actions`, `consent:read`, `ConsentTemplateIndex`).
 */
const CODE_TOKEN = /[_/{}=?&]|\p{L}[:.-]\p{L}|\p{Ll}\p{Lu}/u;

/** Punctuation that opens or closes a word of the page text: a highlight leaves it out, a token is compared without it. */
const OPENING = `¿¡("'«“[`;
const CLOSING = `.,;:!?)»"'”\\]…`;
export const LEADING_PUNCTUATION = new RegExp(`^[${OPENING}]+`);
export const TRAILING_PUNCTUATION = new RegExp(`[${CLOSING}]+$`);
/** A word that is opening punctuation alone («(» before inline code): the next word follows it with no space. */
export const OPENER = new RegExp(`^[${OPENING}]$`);
const AROUND = new RegExp(`${LEADING_PUNCTUATION.source}|${TRAILING_PUNCTUATION.source}`, 'g');

/** Whether a word of the page text is an API token (the punctuation around it aside). */
export function isCodeToken(word: string): boolean {
  return CODE_TOKEN.test(word.replace(AROUND, ''));
}

/** A token compared with what the reader typed: case, a leading slash and a query string do not count. */
const comparable = (token: string) =>
  token.replace(AROUND, '').replace(/^\//, '').replace(/\?.*$/, '').toLocaleLowerCase('es');

/**
 * The segments to show for `query`: a highlighted API token stays highlighted only when it is one of the query's
 * words (`entity_id` for «entity_id»); the tokens Pagefind matched through a part of them become plain text.
 */
export function forQuery(segments: TextSegment[], query: string): TextSegment[] {
  const typed = new Set(query.split(/\s+/).map(comparable));
  const shown: TextSegment[] = [];
  for (const {text, highlighted} of segments) {
    const mark = highlighted && (!isCodeToken(text) || typed.has(comparable(text)));
    const last = shown.at(-1);
    if (last && last.highlighted === mark) last.text += text;
    else shown.push({text, highlighted: mark});
  }
  return shown;
}
