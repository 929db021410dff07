// The Spanish of the docs as search and «Preguntar» compare it: function words, question words and the fold (the
// stems are in stems.mjs, apart, so code that needs only these does not carry the stemmer). Plain JavaScript,
// because the build (src/plugins/searchIndex) reads the same words; types in spanish.d.mts.
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
    'quien ser si tengo tiene tienen ya yo debe deben tener hacer hago hace hacen ' +
    'quiere existe existen da dan ' +
    'dio dieron dar poner ver diferencia ' +
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
