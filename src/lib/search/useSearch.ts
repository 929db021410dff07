/** React state for one search box: the latest query wins, earlier answers are dropped. */
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {forgetPagefind, loadHits, loadPagefind, pagefindOptions, type SearchOutcome} from './pagefind';
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

/** Runs one search: the index and the planner with its vocabulary load in parallel, once. */
function runSearch(
  baseUrl: string,
  query: string,
  {section, limit}: {section?: SearchSection; limit: number},
): Promise<SearchOutcome> {
  return Promise.all([loadPagefind(baseUrl), loadEngine(pagefindOptions(baseUrl).basePath)])
    .then(([api, {searchIndex, vocabulary}]) =>
      searchIndex(api, query, {...(section ? {section} : {}), limit, vocabulary}),
    )
    .catch((error: unknown) => {
      forgetPagefind();
      throw error;
    });
}

/** What tells one request of useSearch from another (a retry is a new request). */
function requestKey(query: string, section: SearchSection | undefined, limit: number, baseUrl: string, attempt = 0) {
  return query ? [query, section ?? '', limit, baseUrl, attempt].join('\n') : '';
}

/** A search started before any component asked for it (startSearch), with its outcome once it has one. */
interface EarlySearch {
  key: string;
  outcome: Promise<SearchOutcome>;
  done?: SearchOutcome;
}
let early: EarlySearch | undefined;

/**
 * Starts the search a page is about to ask useSearch for, before React renders it: a page opened with ?q= starts
 * the planner chunk, its vocabulary and the index queries while the page hydrates instead of after, and when the
 * outcome is in by then, the first render after hydration shows the results (one commit, no «Buscando…» first).
 * The first useSearch with the same request takes it over; a retry searches afresh.
 */
export function startSearch(
  baseUrl: string,
  query: string,
  {section, limit}: {section?: SearchSection; limit: number},
) {
  const trimmed = query.trim();
  if (!trimmed) return;
  const started: EarlySearch = {
    key: requestKey(trimmed, section, limit, baseUrl),
    outcome: runSearch(baseUrl, trimmed, {section, limit}),
  };
  started.outcome.then(
    (outcome) => {
      started.done = outcome;
    },
    () => undefined,
  );
  early = started;
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
  const request = requestKey(trimmed, section, limit, baseUrl, attempt);
  const [requested, setRequested] = useState<string>();
  if (requested !== request) {
    setRequested(request);
    // An early search (startSearch) that is already answered renders its results at once.
    const answered = early?.key === request ? early.done : undefined;
    setState((prev) =>
      answered
        ? {status: 'done', outcome: answered}
        : trimmed
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
    const started = early?.key === request ? early.outcome : undefined;
    early = undefined;
    (started ?? runSearch(baseUrl, trimmed, {...(section ? {section} : {}), limit})).then(
      (outcome) => {
        if (ticket !== latest.current) return;
        // A transition: React renders the results in slices between other work (typing, a
        // phone's first paint) instead of one long task. An outcome already shown changes nothing.
        startTransition(() =>
          setState((prev) => (prev.status === 'done' && prev.outcome === outcome ? prev : {status: 'done', outcome})),
        );
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        console.error('[búsqueda] No se pudieron obtener resultados.', error);
        setState({status: 'error', query: trimmed, error});
      },
    );
  }, [request, trimmed, section, limit, baseUrl]);

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
