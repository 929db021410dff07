// The stems search and «Preguntar» compare: Snowball's Spanish stemmer, for one word and for a text. A module of its
// own so that only the code that stems (the query planner, «Preguntar», the build) carries the stemmer, about 2 KB
// gzip. Plain JavaScript, because the build (src/plugins/searchIndex) writes the «Preguntar» section index and the
// pages' filter keys with the same stems the site computes for a question; types in stems.d.mts.
import {stemmer} from '@orama/stemmers/spanish';
import {foldWord, SPANISH_FUNCTION_WORDS} from './spanish.mjs';

/**
 * The stem two forms of a word share: Snowball's Spanish stemmer (@orama/stemmers), then folded, so «revoco»,
 * «revocar» and «revocación» meet, and «firmarlo» meets «firma». The stemmer reads the accents («-ación»), so it runs
 * before the fold.
 */
export function stemOf(word) {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = foldWord(stemmer(word.toLocaleLowerCase('es').replace(LOAN_PLURAL, '')));
    stems.set(word, stem);
  }
  return stem;
}

/**
 * The «s» of a plural after a consonant («webhooks», «tokens», «PDFs»): the plural of an English loan, which the
 * Spanish stemmer keeps because Spanish plurals end in a vowel and «s».
 */
const LOAN_PLURAL = /(?<=[b-df-hj-np-tv-z])s$/;

/** Stems already computed: the build stems every word of the site, most of them many times. */
const stems = new Map();

/**
 * The stems of a text, in order, without function words. An API token (`data_subject_request.resolved`,
 * `consent:read`) counts as itself and as its parts, so a reader who writes only «resolved» finds it too.
 */
export function textStems(text) {
  return text.split(/[^\p{L}\p{N}_.:\-/]+/u).flatMap(tokenStems);
}

/** What each word of a text counts as (see textStems), kept: the build reads every word of the site. */
const tokens = new Map();

function tokenStems(raw) {
  let found = tokens.get(raw);
  if (found) return found;
  found = [];
  const word = raw.replace(/^[_.:\-/]+|[_.:\-/]+$/g, '');
  if (word && !SPANISH_FUNCTION_WORDS.has(foldWord(word))) {
    const parts = word.split(/[_.:\-/]+/).filter((p) => p && !SPANISH_FUNCTION_WORDS.has(foldWord(p)));
    if (parts.length > 1) found.push(foldWord(word), ...parts.map(stemOf));
    else found.push(stemOf(word));
  }
  tokens.set(raw, found);
  return found;
}
