/**
 * The search the site runs for a query: the query plan (./plan.ts: synonyms, typo correction against the index
 * vocabulary, exact API tokens, task verbs) sent to Pagefind. Its code and the vocabulary are not part of any
 * page's first load: useSearch imports this module with the first query, beside the index it waits for anyway.
 */
import {
  loadHits,
  type PagefindApi,
  type PagefindResult,
  type PagefindSearchResponse,
  type SearchOutcome,
} from './pagefind';
import {planQuery} from './plan';
import {HOME_FILTER, homeKey, pathKey, TITLE_FILTER} from './query';
import {SECTION_FILTER, type SearchSection} from './sections';
import type {Vocabulary} from './vocabulary';

export {loadVocabulary} from './vocabulary';

/**
 * Runs a search and loads the data of the first `limit` pages. Order: the page of an exact API token, the page
 * whose front matter names it the home of the concept the query names (`search_names`), pages whose title is the
 * query (Pagefind ranks by the body text, where a topic's overview page can lose to pages
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
  const unknown = plan.unknown.length
    ? {unknown: plan.unknown, ...(plan.fallback ? {fallback: plan.fallback} : {})}
    : {};
  if (!plan.indexQueries.length && !plan.pinned) return {...base, total: 0, hits: [], pending: [], ...unknown};
  const byTitle = (key: string) => api.search(null, {filters: {...sectionFilter, [TITLE_FILTER]: key}});
  const byText = (q: string) => api.search(q, {filters: sectionFilter});
  const home = plan.titleKeys[0] ? homeKey(plan.titleKeys[0]) : '';
  const [pinned, homes, titled, ...texts] = await Promise.all([
    plan.pinned ? byTitle(pathKey(plan.pinned)) : Promise.resolve(null),
    home ? api.search(null, {filters: {...sectionFilter, [HOME_FILTER]: home}}) : Promise.resolve(null),
    Promise.all(plan.titleKeys.map(byTitle)),
    ...plan.indexQueries.map(byText),
  ]);
  const found = [pinned, homes, ...titled, ...texts].some((response) => response?.results.length);
  const relaxed = found || !plan.indexQueries.length ? [] : await relaxedResults(plan.indexQueries[0], byText);
  const seen = new Set<string>();
  const results: PagefindResult[] = [];
  for (const response of [pinned, homes, ...titled, ...texts, {results: relaxed}]) {
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
    ...unknown,
    total: results.length,
    hits: hits.map((hit) => (anchor && hit.id === pinnedId ? {...hit, url: `${hit.url}#${anchor}`} : hit)),
    pending: results.slice(limit),
  };
}

/**
 * Pagefind only returns pages with every word, so words the docs hold but never together («firma avanzada vs
 * cualificada») find nothing: then the pages with all the words but one, and failing that with any one of them,
 * best score first.
 */
async function relaxedResults(
  query: string,
  byText: (query: string) => Promise<PagefindSearchResponse | null>,
): Promise<PagefindResult[]> {
  const words = query.split(' ').filter(Boolean);
  // A phrase in quotes is asked for exactly: it is never taken apart.
  if (words.length < 2 || /["“”«»]/.test(query)) return [];
  const allButOne = words.map((_, skip) => words.filter((_w, i) => i !== skip).join(' '));
  const tries = words.length > 2 ? [allButOne, words] : [words];
  for (const queries of tries) {
    const responses = await Promise.all(queries.map(byText));
    const best = new Map<string, PagefindResult>();
    for (const result of responses.flatMap((response) => response?.results ?? [])) {
      const seen = best.get(result.id);
      if (!seen || result.score > seen.score) best.set(result.id, result);
    }
    if (best.size) return [...best.values()].sort((a, b) => b.score - a.score);
  }
  return [];
}
