// The Spanish of the docs as search and «Preguntar» compare it: function words, fold and stems. Plain
// JavaScript, because the build (src/plugins/searchIndex) writes the «Preguntar» section index with the same stems
// the site computes for a question; types in spanish.d.mts.
import {stemmer} from '@orama/stemmers/spanish';

/** Words that carry no subject: a query or a section is not about them. */
export const SPANISH_FUNCTION_WORDS = new Set(
  (
    'a al ante con contra de del desde e el en entre hacia hasta la las le les lo los me mi mis ' +
    'o para por que se según sin sobre su sus te tu tus u un una unas uno unos y'
  ).split(' '),
);

/**
 * Words that ask rather than name («¿cómo puedo…?», «¿qué pasa si…?», «¿cuántos…?»), and verbs too general to tell
 * pages apart («hacer», «poner», «ver»): a question or a query typed as one is about its other words. Written without
 * accents: isQuestionWord folds the word it looks up.
 */
const SPANISH_QUESTION_WORDS = new Set(
  (
    'algo algun alguna alguno como cual cuales cuando cuanto cuanta cuantos cuantas donde él ella es esa ' +
    'ese eso esta estan este esto estos estas hay muy mas nos porque puede pueden puedo podemos qué ' +
    'quien ser si tengo tiene tienen ya yo debo debe deben debemos tener hacer hago hace hacen necesito ' +
    'necesita quiero quiere favor hola gracias existe existen significa sirve pasa ocurre sucede da dan ' +
    'dio dieron doy dar funciona funcionan conviene poner pongo pone ponen ver veo diferencia ' +
    'diferencias vs versus'
  )
    .split(' ')
    .map(foldWord),
);

/** Whether a word asks rather than names (SPANISH_QUESTION_WORDS), with or without its accents. */
export function isQuestionWord(word) {
  return SPANISH_QUESTION_WORDS.has(foldWord(word));
}

/** Lower case, without accents: «Revocación» and «revocacion» are one word. */
export function foldWord(word) {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('es');
}

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

/**
 * A name reduced to its stems («solicitudes de derechos» and «solicitud de derechos» meet): the key of a page's
 * `search_names`, the names of the concept the page is the home of, and of a query that is one of them. The build
 * writes the pages' keys (src/plugins/searchIndex), so the stemmer stays out of every page's code; the search
 * computes a query's.
 */
export function homeKey(text) {
  return textStems(text).join(' ');
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
