/**
 * The search the site runs for a query: the query plan (./plan.ts: synonyms, typo correction against the index
 * vocabulary, exact API tokens, task verbs) sent to Pagefind. Its code and the vocabulary are not part of any
 * page's first load: useSearch imports this module with the first query, beside the index it waits for anyway.
 */
import {loadHits, type PagefindApi, type PagefindResult, type SearchOutcome} from './pagefind';
import {planQuery} from './plan';
import {TITLE_FILTER, titleKey} from './query';
import {SECTION_FILTER, type SearchSection} from './sections';
import type {Vocabulary} from './vocabulary';

export {loadVocabulary} from './vocabulary';

/** The slug of a page URL as a title key: pinned tokens reach their page through the slug filter. */
const slugKey = (url: string) => titleKey(url.split('#')[0].split('/').pop() ?? '');

/**
 * Runs a search and loads the data of the first `limit` pages. Order: the page of an exact API token, pages
 * whose title is the query (Pagefind ranks by the body text, where a topic's overview page can lose to pages
 * that repeat the word more), then the full-text results. Without a vocabulary the query is only shaped.
 */
export async function searchIndex(
  api: PagefindApi,
  query: string,
  {section, limit, vocabulary = null}: {section?: SearchSection; limit: number; vocabulary?: Vocabulary | null},
): Promise<SearchOutcome> {
  const sectionFilter: Record<string, string> = section ? {[SECTION_FILTER]: section} : {};
  const plan = planQuery(query, vocabulary);
  const base = {
    query,
    ...(section ? {section} : {}),
    ...(plan.correction ? {correction: plan.correction} : {}),
  };
  if (plan.unknown.length) {
    return {
      ...base,
      total: 0,
      hits: [],
      pending: [],
      unknown: plan.unknown,
      ...(plan.fallback ? {fallback: plan.fallback} : {}),
    };
  }
  const byTitle = (key: string) => api.search(null, {filters: {...sectionFilter, [TITLE_FILTER]: key}});
  const [pinned, titled, ...texts] = await Promise.all([
    plan.pinned ? byTitle(slugKey(plan.pinned)) : Promise.resolve(null),
    Promise.all(plan.titleKeys.map(byTitle)),
    ...plan.indexQueries.map((q) => api.search(q, {filters: sectionFilter})),
  ]);
  const seen = new Set<string>();
  const results: PagefindResult[] = [];
  for (const response of [pinned, ...titled, ...texts]) {
    for (const result of response?.results ?? []) {
      if (seen.has(result.id)) continue;
      seen.add(result.id);
      results.push(result);
    }
  }
  const hits = await loadHits(results.slice(0, limit));
  const anchor = plan.pinned?.split('#')[1];
  const pinnedId = pinned?.results[0]?.id;
  return {
    ...base,
    total: results.length,
    hits: hits.map((hit) => (anchor && hit.id === pinnedId ? {...hit, url: `${hit.url}#${anchor}`} : hit)),
    pending: results.slice(limit),
  };
}
