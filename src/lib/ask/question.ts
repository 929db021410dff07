/**
 * Turns a question in natural language into search terms: the index matches every
 * term, so question words and function words ("¿cómo puedo…?") are dropped.
 */
import {queryWords, SPANISH_FUNCTION_WORDS} from '../search/query';
import {SPANISH_QUESTION_WORDS as QUESTION_WORDS} from '../search/spanish.mjs';

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
