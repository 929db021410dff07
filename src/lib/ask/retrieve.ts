/**
 * Finds the pages that may answer a question. The index matches every term of a
 * query; when the whole question finds nothing, each term is searched alone and the
 * rankings are fused (reciprocal rank), so one rare word does not empty the answer.
 */
import type {PagefindResultData} from '../search/pagefind';
import {toSourcePage, type SourcePage} from './passages';
import {questionTerms, questionToQuery} from './question';

/** Searches the index and returns the data of the best pages, best first. */
export type SearchPages = (query: string, limit: number) => Promise<PagefindResultData[]>;

export async function retrieveSourcePages(question: string, search: SearchPages, maxPages = 5): Promise<SourcePage[]> {
  const query = questionToQuery(question);
  if (!query) return [];
  const direct = await search(query, maxPages);
  if (direct.length) return direct.map(toSourcePage);

  const terms = questionTerms(question);
  if (terms.length < 2) return [];
  const fused = new Map<string, {data: PagefindResultData; score: number}>();
  for (const term of terms) {
    const results = await search(term, maxPages);
    results.forEach((data, rank) => {
      const entry = fused.get(data.url) ?? {data, score: 0};
      entry.score += 1 / (60 + rank);
      fused.set(data.url, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, maxPages)
    .map((e) => toSourcePage(e.data));
}
