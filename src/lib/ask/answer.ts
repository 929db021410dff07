/**
 * The whole retrieval of «Preguntar», free of React and of the DOM: the modal runs it (in a worker) and
 * scripts/eval-search.ts measures it, so the figures are those of the code readers use.
 */
import type {PagefindApi} from '../search/pagefind';
import {assembleOfflineAnswer} from './offline';
import {selectPassages, type Passage} from './passages';
import {questionTerms} from './question';
import {retrieveSourcePages, type SearchPages} from './retrieve';

export type AskProvider = 'offline' | 'endpoint';

export interface Retrieved {
  question: string;
  /** Passages to show (offline) or to send to the answering service (endpoint), best first. */
  passages: Passage[];
}

/** The page search «Preguntar» runs over the embedded index. */
export function pagefindSearchPages(api: PagefindApi): SearchPages {
  return async (query, limit) => {
    const response = await api.search(query);
    return Promise.all((response?.results ?? []).slice(0, limit).map((r) => r.data()));
  };
}

export async function retrieveAnswer(api: PagefindApi, question: string, provider: AskProvider): Promise<Retrieved> {
  const pages = await retrieveSourcePages(question, pagefindSearchPages(api));
  const passages =
    provider === 'offline'
      ? assembleOfflineAnswer(question, pages).passages
      : selectPassages(pages, {maxPassages: 6, maxPerPage: 2, maxWords: 120, terms: questionTerms(question)});
  return {question, passages};
}
