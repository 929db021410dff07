// The Spanish of the docs as search and «Preguntar» compare it: function words, word endings and stems. Plain
// JavaScript, because the build (src/plugins/searchIndex) writes the «Preguntar» section index with the same stems
// the site computes for a question; types in spanish.d.mts.

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

/** Endings of inflected Spanish words (plural, gender, verb forms, -ción nouns), stripped to compare stems. */
export const SPANISH_ENDINGS =
  /(aciones|iciones|ciones|acion|icion|cion|mente|amos|emos|imos|ando|iendo|ado|ido|ada|ida|ar|er|ir|as|es|os|a|e|o|s)$/;

/** A pronoun joined to an infinitive («firmarlo», «revocarla», «enviarles»): the verb is what it says. */
const ENCLITIC = /(ar|er|ir)(?:lo|la|le|los|las|les|se|me|te|nos)$/;
/** The noun of a verb's action («vencimiento», «procesamiento»): stripped so it meets the verb («vencer»). */
const VERBAL_NOUN = /[ai]mientos?$/;

/** Lower case, without accents: «Revocación» and «revocacion» are one word. */
export function foldWord(word) {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('es');
}

/**
 * The stem two forms of a word share: folded, without its ending, at most six letters, so «revoco», «revocar» and
 * «revocación» meet, and «consentimiento» and «consentimientos» too. Short words keep their whole form.
 */
export function stemOf(word) {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = computeStem(word);
    stems.set(word, stem);
  }
  return stem;
}

/** Stems already computed: the build stems every word of the site, most of them many times. */
const stems = new Map();

/** A folded infinitive without the pronoun joined to it («firmarlo» → «firmar»); other words as they are. */
export function withoutEnclitic(folded) {
  return folded.replace(ENCLITIC, '$1');
}

function computeStem(word) {
  const folded = foldWord(word);
  const base = withoutEnclitic(folded);
  const stem = VERBAL_NOUN.test(base) ? base.replace(VERBAL_NOUN, '') : base.replace(SPANISH_ENDINGS, '');
  return (stem.length >= 3 ? stem : folded).slice(0, 6);
}

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
