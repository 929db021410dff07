// The Spanish of the docs as search and «Preguntar» compare it: function words, question words and the fold (the
// stems are in stems.mjs, apart, so code that needs only these does not carry the stemmer). Plain JavaScript,
// because the build (src/plugins/searchIndex) reads the same words; types in spanish.d.mts.
import {stopwords} from '@orama/stopwords/spanish';
/** Words that carry no subject: a query or a section is not about them. */
export const SPANISH_FUNCTION_WORDS = new Set(
  (
    'a al ante con contra de del desde e el en entre hacia hasta la las le les lo los me mi mis ' +
    'o para por que se según sin sobre su sus te tu tus u un una unas uno unos y'
  ).split(' '),
);

/**
 * Words of the packaged Spanish stop-word list (@orama/stopwords) that the docs use as terms, or that a question
 * needs to say what it asks: names of the domain («uso», «estado», «intento», «acuerdo», «cuenta»), the first person
 * of an operation verb («creo»), negation («no», «nunca», «ningún»), time and order («antes», «después», «todavía»,
 * «mientras», «tiempo», «vez», «veces»), sameness and novelty («mismo», «otra», «nuevo»), amounts («dos», «total»,
 * «solo») and the verbs of a past state («estaba», «fue», «dice»). Written without accents.
 */
const DOC_TERMS = new Set(
  (
    'uso estado estados intento tiempo nueva nuevo nuevos cuenta acuerdo creo total ' +
    'no nunca ningun todavia solo antes despues mientras mismo misma otra vez veces dos estaba fue dice'
  ).split(' '),
);

/**
 * Words that ask rather than name («¿cómo puedo…?», «¿qué pasa si…?», «¿cuántos…?»), and verbs too general to tell
 * pages apart («hacer», «poner», «ver»): a question or a query typed as one is about its other words. The packaged
 * stop words as they write them (their folds would take «agregó» for «agrego»), less DOC_TERMS and the function words
 * (kept in a query, where they join names: «clave de API»), and the words of a comparison, which the list lacks.
 */
const SPANISH_QUESTION_WORDS = new Set([
  ...stopwords.filter((w) => !DOC_TERMS.has(foldWord(w)) && !SPANISH_FUNCTION_WORDS.has(w)),
  ...'diferencia diferencias vs versus'.split(' '),
]);

/** Whether a word asks rather than names (SPANISH_QUESTION_WORDS). */
export function isQuestionWord(word) {
  return SPANISH_QUESTION_WORDS.has(word.toLocaleLowerCase('es'));
}

/** Lower case, without accents: «Revocación» and «revocacion» are one word. */
export function foldWord(word) {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('es');
}
