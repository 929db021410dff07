/**
 * Turns a question in natural language into search terms: the index matches every
 * term, so question words and other stop words ("¿cómo puedo…?") are dropped.
 */
const STOP_WORDS = new Set(
  (
    'a al algo algun alguna alguno como cómo con cual cuál cuales cuáles cuando cuándo cuanto cuánto cuanta cuánta ' +
    'de del desde donde dónde e el él ella en entre es esa ese eso esta está estan están este esto estos estas ' +
    'hay la las le les lo los me mi mis muy mas más nos o para pero por porque puede pueden puedo podemos ' +
    'que qué quien quién se ser si sí sin sobre su sus te tengo tiene tienen tu tus un una unas uno unos y ya yo ' +
    'debo debe deben debemos hacer hago hace necesito necesita quiero quiere favor hola gracias ' +
    'cual hace hacen existe existen significa sirve hago pasa ocurre sucede'
  ).split(' '),
);

/** Words of the question that carry meaning, in order, without duplicates. */
export function questionTerms(question: string): string[] {
  const words = question
    .toLocaleLowerCase('es')
    .replace(/[¿?¡!,;:()[\]{}"«»“”'`]+/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[.\-/]+|[.\-/]+$/g, ''))
    .filter(Boolean);
  const terms = words.filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));
  return [...new Set(terms)];
}

/** The search query for a question; the question itself when every word is a stop word. */
export function questionToQuery(question: string): string {
  const terms = questionTerms(question);
  return terms.length ? terms.join(' ') : question.trim();
}
