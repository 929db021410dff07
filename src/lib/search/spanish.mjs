// The Spanish of the docs as search and «Preguntar» compare it: function words and the fold (the stems are in
// stems.mjs and the question words in questionWords.ts, apart, so code that needs only these carries neither).
// Plain JavaScript, because the build (src/plugins/searchIndex) reads the same words; types in spanish.d.mts.
/** Words that carry no subject: a query or a section is not about them. */
export const SPANISH_FUNCTION_WORDS = new Set(
  (
    'a al ante con contra de del desde e el en entre hacia hasta la las le les lo los me mi mis ' +
    'o para por que se según sin sobre su sus te tu tus u un una unas uno unos y'
  ).split(' '),
);

/** Lower case, without accents: «Revocación» and «revocacion» are one word. */
export function foldWord(word) {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('es');
}
