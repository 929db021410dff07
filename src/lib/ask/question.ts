/**
 * Turns a question in natural language into search terms: the index matches every
 * term, so question words and function words ("¿cómo puedo…?") are dropped.
 */
import {queryWords, SPANISH_FUNCTION_WORDS} from '../search/query';

const QUESTION_WORDS = new Set(
  (
    'algo algun alguna alguno como cómo cual cuál cuales cuáles cuando cuándo cuanto cuánto cuanta cuánta ' +
    'donde dónde él ella es esa ese eso esta está estan están este esto estos estas hay muy mas más nos ' +
    'porque puede pueden puedo podemos qué quien quién ser si sí tengo tiene tienen ya yo ' +
    'debo debe deben debemos hacer hago hace hacen necesito necesita quiero quiere favor hola gracias ' +
    'existe existen significa sirve pasa ocurre sucede da dan dio dieron doy dar funciona funcionan conviene'
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
 * What the form of a question asks for, as the headings that answer it name it: «¿por qué falla…?» is answered by
 * «Motivos de fallo», «¿cuánto dura…?» by «Vencimiento». The question word itself is dropped from the search terms
 * (every page has «qué»), so without this the section that gives the reasons loses to the one that merely names
 * the subject. Each entry: the question form (on the folded question) and the words of an answering heading.
 */
const QUESTION_INTENTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/(^|\s)por ?que\s/, ['motivos', 'causas', 'razones']],
  [
    /(^|\s)(cuanto (dura|duran|tarda|tardan|tiempo)|cuando (vence|vencen|caduca|caducan|expira|expiran))\s/,
    ['vencimiento', 'duracion', 'plazo', 'vigencia'],
  ],
];

/** A question's form: the heading words that answer it (alternatives) and the question's own words that make it. */
export interface QuestionForm {
  asks: string[];
  /** Folded words of the question that only say what is asked («cuanto», «dura»), not its subject. */
  formWords: string[];
}

const foldQuestion = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('es');

/** The forms of a question (see QUESTION_INTENTS). */
export function questionForms(question: string): QuestionForm[] {
  const folded = ` ${foldQuestion(question).replace(/[¿?¡!,;.]+/g, ' ')} `;
  return QUESTION_INTENTS.flatMap(([form, asks]) => {
    const match = form.exec(folded);
    return match ? [{asks: [...asks], formWords: match[0].trim().split(/\s+/)}] : [];
  });
}

/** The heading words a question's form asks for, one list of alternatives per form. */
export function questionIntents(question: string): string[][] {
  return questionForms(question).map((form) => form.asks);
}

/** The search terms without the words that only make the question's form: «dura» in «¿cuánto dura…?». */
export function subjectQuery(query: string, forms: QuestionForm[]): string {
  const formWords = new Set(forms.flatMap((f) => f.formWords));
  return query
    .split(' ')
    .filter((w) => !formWords.has(foldQuestion(w)))
    .join(' ');
}
