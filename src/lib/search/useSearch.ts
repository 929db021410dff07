/** React state for one search box: the latest query wins, earlier answers are dropped. */
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadHits, loadPagefind, pagefindOptions, type SearchOutcome} from './pagefind';
import type {SearchSection} from './sections';
import type {Vocabulary} from './vocabulary';
import {fetchVocabularyData} from './vocabularyData';

type Engine = typeof import('./engine');
let engine: Promise<Engine> | undefined;

/**
 * The query planner and its vocabulary, loaded with the first query rather than with the page (the vocabulary
 * downloads while the code does). A failed chunk is forgotten, so «Reintentar» asks for it again.
 */
async function loadEngine(
  basePath: string,
): Promise<{searchIndex: Engine['searchIndex']; vocabulary: Vocabulary | null}> {
  fetchVocabularyData(basePath).catch(() => undefined);
  engine ??= import(/* webpackChunkName: "search-engine" */ './engine').catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  const {searchIndex, loadVocabulary} = await engine;
  return {searchIndex, vocabulary: await loadVocabulary(basePath)};
}

/** Starts loading what the first query needs (the index, the planner and its vocabulary); failures wait for it. */
export function warmSearch(baseUrl: string): void {
  loadPagefind(baseUrl).catch(() => undefined);
  loadEngine(pagefindOptions(baseUrl).basePath).catch(() => undefined);
}

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; query: string; previous?: SearchOutcome}
  | {status: 'done'; outcome: SearchOutcome}
  | {status: 'error'; query: string; error: unknown};

export interface UseSearch {
  state: SearchState;
  /** Loads the data of `count` more pages of the current outcome. */
  loadMore: (count: number) => void;
  retry: () => void;
}

export function useSearch(query: string, {section, limit}: {section?: SearchSection; limit: number}): UseSearch {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const trimmed = query.trim();

  // A new request (query, section, limit or retry) shows as loading, or idle for an empty query, in the
  // same render that asks for it: set during render, the previous answer is never shown as current.
  const request = trimmed ? [trimmed, section ?? '', limit, baseUrl, attempt].join('\n') : '';
  const [requested, setRequested] = useState<string>();
  if (requested !== request) {
    setRequested(request);
    setState((prev) =>
      trimmed
        ? {
            status: 'loading',
            query: trimmed,
            ...(prev.status === 'done'
              ? {previous: prev.outcome}
              : prev.status === 'loading' && prev.previous
                ? {previous: prev.previous}
                : {}),
          }
        : {status: 'idle'},
    );
  }

  useEffect(() => {
    const ticket = ++latest.current;
    if (!trimmed) return;
    Promise.all([loadPagefind(baseUrl), loadEngine(pagefindOptions(baseUrl).basePath)])
      .then(([api, {searchIndex, vocabulary}]) =>
        searchIndex(api, trimmed, {...(section ? {section} : {}), limit, vocabulary}),
      )
      .then(
        (outcome) => {
          // A transition: React renders the results in slices between other work (typing, a
          // phone's first paint) instead of one long task.
          if (ticket === latest.current) startTransition(() => setState({status: 'done', outcome}));
        },
        (error: unknown) => {
          if (ticket !== latest.current) return;
          console.error('[búsqueda] No se pudieron obtener resultados.', error);
          setState({status: 'error', query: trimmed, error});
        },
      );
  }, [trimmed, section, limit, baseUrl, attempt]);

  const loadMore = useCallback((count: number) => {
    setState((prev) => {
      if (prev.status !== 'done' || !prev.outcome.pending.length) return prev;
      const {outcome} = prev;
      const ticket = latest.current;
      void loadHits(outcome.pending.slice(0, count)).then(
        (more) => {
          if (ticket !== latest.current) return;
          setState({
            status: 'done',
            outcome: {...outcome, hits: [...outcome.hits, ...more], pending: outcome.pending.slice(count)},
          });
        },
        (error: unknown) => console.error('[búsqueda] No se pudieron cargar más resultados.', error),
      );
      return prev;
    });
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {state, loadMore, retry};
}
