import React, {type ReactNode, startTransition, useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {PageMetadata} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Highlighted from '@site/src/components/Highlighted';
import {forQuery} from '@site/src/lib/search/queryMarks';
import {isSearchSection, searchSections, type SearchSection} from '@site/src/lib/search/sections';
import siteConfig from '@generated/docusaurus.config';
import {pagefindBooted, RESULTS_PER_PAGE} from '@site/src/lib/search/pagefind';
import {startSearch, useSearch} from '@site/src/lib/search/useSearch';
import {DidYouMean, LeftOutWords, NoMatchSuggestions} from '@site/src/components/search/SearchSuggestions';
import SearchError from '@site/src/components/search/SearchError';
import styles from './styles.module.css';

/** Sections shown per page; the others open under them, so a page never fills the screen. */
const PARTS_PER_PAGE = 2;
const URL_DEBOUNCE_MS = 250;

interface UrlState {
  q: string;
  section?: SearchSection;
}

function readUrl(search: string): UrlState {
  const params = new URLSearchParams(search);
  const section = params.get('section');
  return {q: params.get('q') ?? '', ...(isSearchSection(section) ? {section} : {})};
}

function toSearchString({q, section}: UrlState): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (section) params.set('section', section);
  const s = params.toString();
  return s ? `?${s}` : '';
}

// Opened with ?q= (a full page load, whose boot script has started Pagefind), the search starts as this module is
// evaluated, before React hydrates the page, instead of in an effect after hydration: the planner chunk and its
// vocabulary download while the page hydrates, and the results are often in when it has. Synchronously: starting
// it only asks for files, and a task of its own (setTimeout) could run after hydration had begun, which made the
// order a race. Not at all when the page's own search has already taken Pagefind over.
if (pagefindBooted()) {
  const {q, section} = readUrl(window.location.search);
  startSearch(siteConfig.baseUrl, q, {...(section ? {section} : {}), limit: RESULTS_PER_PAGE});
}

/**
 * Keeps the query in the URL so results can be shared: the first change of an edit
 * pushes a history entry, the next keystrokes replace it, so back/forward step
 * between searches rather than letters.
 */
function useQueryInUrl() {
  const location = useLocation();
  const history = useHistory();
  // The page is prerendered without a query: read the URL only after hydration, so both renders match (after a
  // client-side navigation, at once). Not as useIsBrowser() switches: that update re-renders the whole layout in
  // one uninterruptible task, and the results, often found by then (see startSearch), would be drawn in it; a
  // transition draws them in slices.
  const [hydrated, setHydrated] = useState(useIsBrowser());
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const locationSearch = hydrated ? location.search : '';
  const fromUrl = readUrl(locationSearch);
  const [input, setInput] = useState(fromUrl.q);
  const written = useRef<string | null>(null);
  const editing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed without us (first load, back/forward, a link): show its query.
  useEffect(() => {
    if (locationSearch !== written.current) {
      clearTimeout(timer.current);
      setInput(readUrl(locationSearch).q);
      editing.current = false;
    }
    written.current = locationSearch;
  }, [locationSearch]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback(
    (next: UrlState, mode: 'push' | 'replace') => {
      const search = toSearchString(next);
      if (search === written.current) return;
      written.current = search;
      history[mode]({pathname: location.pathname, search});
    },
    [history, location.pathname],
  );

  const onType = (value: string) => {
    setInput(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      write(
        {q: value.trim(), ...(fromUrl.section ? {section: fromUrl.section} : {})},
        editing.current ? 'replace' : 'push',
      );
      editing.current = true;
    }, URL_DEBOUNCE_MS);
  };

  const onSubmit = () => {
    clearTimeout(timer.current);
    write(
      {q: input.trim(), ...(fromUrl.section ? {section: fromUrl.section} : {})},
      editing.current ? 'replace' : 'push',
    );
    editing.current = false;
  };

  const onSection = (section: SearchSection | undefined) => {
    clearTimeout(timer.current);
    write({q: input.trim(), ...(section ? {section} : {})}, 'push');
    editing.current = false;
  };

  /** A proposed search (a correction, a suggestion) replaces the query at once. */
  const onPick = (value: string) => {
    clearTimeout(timer.current);
    setInput(value);
    write({q: value.trim(), ...(fromUrl.section ? {section: fromUrl.section} : {})}, 'push');
    editing.current = false;
  };

  return {input, query: fromUrl.q.trim(), section: fromUrl.section, onType, onSubmit, onSection, onPick};
}

/** The /search page of the embedded index: results grouped by page, a section filter, shareable URL. */
export default function SearchResultsPage(): ReactNode {
  const {input, query, section, onType, onSubmit, onSection, onPick} = useQueryInUrl();
  const [limit] = useState(RESULTS_PER_PAGE);
  const {state, loadMore, retry} = useSearch(query, {...(section ? {section} : {}), limit});
  const inputId = useId();
  const searchPage = useBaseUrl('/search');

  const outcome = state.status === 'done' ? state.outcome : state.status === 'loading' ? state.previous : undefined;
  const title = query
    ? translate({id: 'search.page.titleWithQuery', message: 'Buscar «{query}»'}, {query})
    : translate({id: 'search.page.title', message: 'Buscar en la documentación'});

  let results: ReactNode = null;
  if (!query) {
    results = (
      <p className={styles.message}>
        <Translate id="search.page.empty">
          Escribe lo que buscas en las guías, la referencia de la API o las guías de usuario.
        </Translate>
      </p>
    );
  } else if (state.status === 'error') {
    results = <SearchError className={styles.message} titleClassName={styles.messageTitle} onRetry={retry} />;
  } else if (state.status === 'done' && !state.outcome.hits.length) {
    results = (
      <div className={styles.message} data-search-empty="">
        <p className={styles.messageTitle}>
          {translate({id: 'search.noResults', message: 'Sin resultados para «{query}»'}, {query: state.outcome.query})}
        </p>
        <p>
          {section ? (
            <Translate id="search.page.noResultsHintSection">
              Prueba con otras palabras o busca en todas las secciones.
            </Translate>
          ) : (
            <Translate id="search.page.noResultsHint">
              Prueba con otras palabras o con un término más general.
            </Translate>
          )}
        </p>
        <NoMatchSuggestions fallback={state.outcome.fallback} unknown={state.outcome.unknown} onPick={onPick} />
      </div>
    );
  } else if (outcome) {
    results = (
      <>
        {outcome.correction && <DidYouMean correction={outcome.correction} onPick={onPick} />}
        {outcome.unknown && outcome.unknown.length > 0 && (
          <LeftOutWords words={outcome.unknown} searched={outcome.fallback} />
        )}
        <p className={styles.count}>
          {outcome.total === 1
            ? translate({id: 'search.page.countOne', message: '1 página para «{query}»'}, {query: outcome.query})
            : translate(
                {id: 'search.page.countMany', message: '{count} páginas para «{query}»'},
                {count: String(outcome.total), query: outcome.query},
              )}
        </p>
        <ol className={styles.results}>
          {outcome.hits.map((hit) => {
            const parts = hit.parts.filter((p) => p.heading);
            const partList = (list: typeof parts) => (
              <ul className={styles.parts}>
                {list.map((part) => (
                  <li key={part.url} data-search-part="">
                    <Link to={part.url} className={styles.partTitle}>
                      {part.heading}
                    </Link>
                    {part.excerpt.length > 0 && (
                      <span className={styles.excerpt}>
                        <Highlighted segments={forQuery(part.excerpt, outcome.query)} />
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            );
            return (
              <li key={hit.id} className={styles.result} data-search-result="" data-search-page={hit.url}>
                <div className={styles.resultHeader}>
                  <Heading as="h2" className={styles.resultTitle}>
                    <Link to={hit.url}>{hit.title}</Link>
                  </Heading>
                  {hit.section && <span className={styles.badge}>{hit.section}</span>}
                </div>
                <p className={styles.url}>{hit.url}</p>
                <p className={styles.excerpt}>
                  <Highlighted segments={forQuery(hit.excerpt, outcome.query)} />
                </p>
                {parts.length > 0 && partList(parts.slice(0, PARTS_PER_PAGE))}
                {parts.length > PARTS_PER_PAGE && (
                  <details className={styles.moreParts} data-search-more="">
                    <summary>
                      {translate(
                        {id: 'search.page.moreParts', message: 'Ver {count} coincidencias más en esta página'},
                        {count: String(parts.length - PARTS_PER_PAGE)},
                      )}
                    </summary>
                    {partList(parts.slice(PARTS_PER_PAGE))}
                  </details>
                )}
              </li>
            );
          })}
        </ol>
        {outcome.pending.length > 0 && (
          <button type="button" className="button button--secondary" onClick={() => loadMore(RESULTS_PER_PAGE)}>
            <Translate id="search.page.more">Cargar más resultados</Translate>
          </button>
        )}
      </>
    );
  } else {
    results = (
      <p className={styles.message}>
        <Translate id="search.loading">Buscando…</Translate>
      </p>
    );
  }

  const sectionOption = (value: SearchSection | undefined, label: string) => (
    <label key={label} className={clsx(styles.filterOption, section === value && styles.filterOptionActive)}>
      <input
        type="radio"
        name="section"
        value={value ?? ''}
        checked={section === value}
        onChange={() => onSection(value)}
        className={styles.radio}
      />
      {label}
    </label>
  );

  return (
    <main className={clsx('container', 'margin-vert--lg', styles.page)}>
      {/* Indexable: every /search?q=… declares /search as its canonical URL, so search engines keep one page. */}
      <PageMetadata title={title} />
      <Heading as="h1">{title}</Heading>
      {/* A plain GET form to this page too: before the app hydrates, submitting it loads /search?q=… */}
      <form
        role="search"
        action={searchPage}
        method="get"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}>
        <label htmlFor={inputId} className="sr-only">
          <Translate id="search.page.inputLabel">Términos de búsqueda</Translate>
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          className={styles.input}
          value={input}
          onChange={(event) => onType(event.target.value)}
          placeholder={translate({id: 'search.modal.placeholder', message: 'Buscar en la documentación'})}
          autoComplete="off"
          maxLength={256}
          data-search-page-input=""
        />
        <button type="submit" className="button button--primary">
          <Translate id="search.page.submit">Buscar</Translate>
        </button>
      </form>
      <fieldset className={styles.filter}>
        <legend className={styles.filterLegend}>
          <Translate id="search.page.section">Sección</Translate>
        </legend>
        {sectionOption(undefined, translate({id: 'search.page.section.all', message: 'Todas'}))}
        {searchSections.map((s) => sectionOption(s.label, s.label))}
      </fieldset>
      <div aria-live="polite" data-search-status={state.status} data-search-query={query}>
        {results}
      </div>
    </main>
  );
}
