/**
 * Turns a question in natural language into search terms: the index matches every
 * term, so question words and function words ("¿cómo puedo…?") are dropped.
 */
import {queryWords, SPANISH_FUNCTION_WORDS} from '../search/query';

const QUESTION_WORDS = new Set(
  (
    'algo algun alguna alguno como cómo cual cuál cuales cuáles cuando cuándo cuanto cuánto cuanta cuánta ' +
    'cuantos cuántos cuantas cuántas ' +
    'donde dónde él ella es esa ese eso esta está estan están este esto estos estas hay muy mas más nos ' +
    'porque puede pueden puedo podemos qué quien quién ser si sí tengo tiene tienen ya yo ' +
    'debo debe deben debemos hacer hago hace hacen necesito necesita quiero quiere favor hola gracias ' +
    'existe existen significa sirve pasa ocurre sucede da dan dio dieron doy dar funciona funcionan conviene ' +
    'poner pongo pone ponen ver veo'
  ).split(' '),
);

/** Words of the question that carry meaning, in order, without duplicates. */
export function questionTerms(question: string): string[] {
  const words = queryWords(question)
    .map((w) => w.replace(/^[.:'`\-/]+|[.:'`\-/]+$/g, ''))
    .filter(Boolean);
  const terms = words.filter(
    (w) => !SPANISH_FUNCTION_WORDS.has(w) && !QUESTION_WORDS.has(w) && (w.length > 1 || /\d/.test(w)),
  );
  return [...new Set(terms)];
}

/** The search query for a question; the question itself when every word is a stop word. */
export function questionToQuery(question: string): string {
  const terms = questionTerms(question);
  return terms.length ? terms.join(' ') : question.trim();
}

/**
 * The names a question writes as names: an acronym («SAML», «SSO») or a capitalised word after the first
 * («Okta», «Azure»), lower-cased. However short, such a word is the subject, not a verb form: when no page has it,
 * the docs do not cover what is asked.
 */
export function namesIn(question: string): Set<string> {
  const words = question.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return new Set(
    words
      .filter((w, i) => /^\p{Lu}{2,}\p{Ll}?$/u.test(w) || (i > 0 && /^\p{Lu}\p{Ll}+$/u.test(w)))
      .map((w) => w.toLowerCase()),
  );
}
