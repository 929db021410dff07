/**
 * Words that ask rather than name («¿cómo puedo…?», «¿qué pasa si…?», «¿cuántos…?») and verbs too general to tell
 * pages apart («hacer», «poner», «ver»): a question, or a query typed as one, is about its other words. They are the
 * packaged Spanish stop words (@orama/stopwords), less what the docs say otherwise:
 * - the function words (./spanish.mjs), which stay in a query, where they join names («clave de API»);
 * - a stop word with the stem of a glossary term names a thing of the docs: «uso» (código de un solo uso), «estado»,
 *   «intento», «acuerdo», «tiempo» (derived, ./synonyms.glossary.mjs);
 * - a form of a verb an operation title starts with names the task: «creo» (a stop word: «I believe») is «crear»
 *   (derived: the vocabulary's tasks, read from the generated API data);
 * - the words of a comparison, which the list lacks (COMPARISON_WORDS).
 * A module apart from ./spanish.mjs: only the query planner and «Preguntar» need the list (1.6 KB gzip in the planner's chunk), not
 * every page that reads the function words. Rule table: ./README.md.
 */
import {stopwords} from '@orama/stopwords/spanish';
import {SPANISH_FUNCTION_WORDS} from './spanish.mjs';
import {stemOf, textStems} from './stems.mjs';
import glossary from './synonyms.glossary.mjs';
import type {Vocabulary} from './vocabulary';

/**
 * Stop words a question about the docs needs to say what it asks, compared by stem: negation («no recibo eventos»,
 * «nunca terminó»), time and order («todavía no firma», «mientras despliego», «antes de vencer», «como estaba hace un
 * año»), novelty («una versión nueva») and repetition («otra vez», «dos veces»). The packaged list is written for
 * news text, where they carry no subject. Without them 20 tuning items fell; «mismo», «dos», «después» and
 * «ningún» (each left out alone) and «total» with «cuenta» moved one item or none, and are not here (./README.md).
 */
const NEEDED_WORDS = 'no nunca todavía antes mientras nuevo vez veces estaba';
const neededStems = new Set(NEEDED_WORDS.split(' ').map(stemOf));

/** «¿Qué diferencia hay entre sk_test_ y sk_live_?» asks about the two keys, not about differences. */
const COMPARISON_WORDS = ['diferencia', 'diferencias', 'vs', 'versus'];

const glossaryStems = new Set(glossary.terms.flatMap(({term, aliases}) => [term, ...aliases].flatMap(textStems)));

// As the list writes them, accents included: folded, «agregó» (a stop word) would take a reader's «agrego».
const QUESTION_WORDS = new Set([
  ...stopwords.filter(
    (word) => !SPANISH_FUNCTION_WORDS.has(word) && !glossaryStems.has(stemOf(word)) && !neededStems.has(stemOf(word)),
  ),
  ...COMPARISON_WORDS,
]);

/** Whether a word asks rather than names; without a vocabulary, task verbs are not told apart. */
export function isQuestionWord(word: string, vocabulary: Pick<Vocabulary, 'task'> | null): boolean {
  return QUESTION_WORDS.has(word.toLocaleLowerCase('es')) && !vocabulary?.task(word);
}
