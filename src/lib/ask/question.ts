/**
 * Turns a question in natural language into search terms: the index matches every
 * term, so question words and function words ("¿cómo puedo…?") are dropped.
 */
import {queryWords, SPANISH_FUNCTION_WORDS} from '../search/query';
import {isQuestionWord} from '../search/questionWords';
import type {Vocabulary} from '../search/vocabulary';

/** Words of the question that carry meaning, in order, without duplicates (task verbs need the vocabulary). */
export function questionTerms(question: string, vocabulary: Pick<Vocabulary, 'task'> | null = null): string[] {
  const words = queryWords(question)
    .map((w) => w.replace(/^[.:'`\-/]+|[.:'`\-/]+$/g, ''))
    .filter(Boolean);
  const terms = words.filter(
    (w) => !SPANISH_FUNCTION_WORDS.has(w) && !isQuestionWord(w, vocabulary) && (w.length > 1 || /\d/.test(w)),
  );
  return [...new Set(terms)];
}

/** The search query for a question; the question itself when every word is a stop word. */
export function questionToQuery(question: string, vocabulary: Pick<Vocabulary, 'task'> | null = null): string {
  const terms = questionTerms(question, vocabulary);
  return terms.length ? terms.join(' ') : question.trim();
}

/**
 * The names a question writes as names: an acronym («SAML», «SSO», or «sdk» in lower case: no Spanish word lacks a
 * vowel) or a capitalised word that does not start a sentence («Okta», «Azure»), lower-cased. However short, such a
 * word is the subject, not a verb form: when no page has it, the docs do not cover what is asked.
 */
export function namesIn(question: string): Set<string> {
  const names = new Set<string>();
  for (const match of question.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    const startsSentence = /(^|[.!?¿¡:]\s*)$/u.test(question.slice(0, match.index).trimEnd());
    const acronym = /^\p{Lu}{2,}\p{Ll}?$/u.test(word) || /^[bcdfghj-np-tv-zñ]{2,}$/iu.test(word);
    if (acronym || (!startsSentence && /^\p{Lu}\p{Ll}+$/u.test(word))) names.add(word.toLowerCase());
  }
  return names;
}
