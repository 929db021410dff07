/**
 * The built-in answerer, used when no answering service is configured: it works
 * offline and invents nothing, it only assembles the most relevant passages of the
 * docs with their sources.
 */
import {selectPassages, type Passage, type PassageOptions, type SourcePage} from './passages';
import {questionTerms} from './question';

export interface OfflineAnswer {
  provider: 'offline';
  question: string;
  passages: Passage[];
}

/**
 * `question`: the terms searched (the reader's question, or its shaped query). sectionScores: the rank of each
 * section over the whole site (./sections.ts). named: sections of exact API tokens it names; asked: the question as
 * written, when `question` is its shaped query (see PassageOptions).
 */
export function assembleOfflineAnswer(
  question: string,
  pages: SourcePage[],
  sectionScores: Map<string, number>,
  {named = [], asked = question}: Pick<PassageOptions, 'named' | 'asked'> = {},
): OfflineAnswer {
  return {
    provider: 'offline',
    question,
    passages: selectPassages(pages, sectionScores, {
      maxPassages: 3,
      maxPerPage: 2,
      maxWords: 60,
      terms: questionTerms(question),
      named,
      asked,
    }),
  };
}
