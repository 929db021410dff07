import React, {type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Highlighted from '@site/src/components/Highlighted';
import type {TextSegment} from '@site/src/lib/search/excerpt';
import {forQuery} from '@site/src/lib/search/queryMarks';
import type {SearchHit} from '@site/src/lib/search/pagefind';
import {clearRecentSearches, readRecentSearches, rememberSearch} from '@site/src/lib/search/recentSearches';
import {useSearch} from '@site/src/lib/search/useSearch';
import {DidYouMean, LeftOutWords, NoMatchSuggestions} from '@site/src/components/search/SearchSuggestions';
import SearchIcon from '@site/src/components/search/SearchIcon';
import SearchError from '@site/src/components/search/SearchError';
import panel from '../panel.module.css';
import styles from './styles.module.css';

const MODAL_PAGES = 6;
/** Sub-results shown per page; the rest are one option away, on the search page. */
const PARTS_PER_PAGE = 2;

type Option =
  | {kind: 'recent'; key: string; query: string}
  | {kind: 'result'; key: string; url: string; title: string; excerpt: TextSegment[]; hit: SearchHit}
  | {kind: 'more'; key: string; url: string; count: number; hit: SearchHit};

function resultOptions(hits: SearchHit[], searchPageUrl: string): Option[] {
  return hits.flatMap((hit): Option[] => {
    const parts = hit.parts.length ? hit.parts.slice(0, PARTS_PER_PAGE) : [{url: hit.url, excerpt: hit.excerpt}];
    const rest = hit.parts.length - parts.length;
    return [
      ...parts.map((part, i) => ({
        kind: 'result' as const,
        key: `${hit.id}-${i}`,
        url: part.url,
        title: ('heading' in part && part.heading) || hit.title,
        excerpt: part.excerpt,
        hit,
      })),
      ...(rest > 0 ? [{kind: 'more' as const, key: `${hit.id}-more`, url: searchPageUrl, count: rest, hit}] : []),
    ];
  });
}

export interface SearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  onNavigate: (url: string) => void;
  onAsk: () => void;
}

/** The "Buscar" mode of the modal: a combobox over the results (arrow keys, Enter) and recent searches. */
export default function SearchPanel({query, onQueryChange, onNavigate, onAsk}: SearchPanelProps): ReactNode {
  const {state, retry} = useSearch(query, {limit: MODAL_PAGES});
  const [recent, setRecent] = useState<string[]>(() => readRecentSearches());
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => inputRef.current?.focus(), []);

  const trimmed = query.trim();
  const searchPageUrl = `/search?q=${encodeURIComponent(trimmed)}`;
  const outcome = state.status === 'done' ? state.outcome : state.status === 'loading' ? state.previous : undefined;
  const options: Option[] = useMemo(() => {
    if (!query.trim()) return recent.map((q, i) => ({kind: 'recent', key: `recent-${i}`, query: q}));
    return outcome ? resultOptions(outcome.hits, searchPageUrl) : [];
  }, [query, recent, outcome, searchPageUrl]);

  // New options start from the first one, set during render so the list never shows a stale selection.
  const [optionsOfActive, setOptionsOfActive] = useState(options);
  if (optionsOfActive !== options) {
    setOptionsOfActive(options);
    setActive(0);
  }
  useEffect(() => {
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active, listId]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (option.kind === 'recent') {
      onQueryChange(option.query);
      inputRef.current?.focus();
      return;
    }
    setRecent(rememberSearch(query));
    onNavigate(option.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[active]);
    }
  };

  let body: ReactNode;
  if (!trimmed) {
    body = recent.length ? (
      <>
        <div className={styles.sectionTitle}>
          <Translate id="search.modal.recent">Búsquedas recientes</Translate>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              clearRecentSearches();
              setRecent([]);
            }}>
            <Translate id="search.modal.recent.clear">Borrar</Translate>
          </button>
        </div>
        <ul
          id={listId}
          role="listbox"
          className={styles.list}
          aria-label={translate({id: 'search.modal.recent', message: 'Búsquedas recientes'})}>
          {options.map((option, i) =>
            option.kind === 'recent' ? (
              <li
                key={option.key}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={clsx(styles.option, i === active && styles.optionActive)}
                onMouseMove={() => setActive(i)}
                // Chosen on press, which keeps focus in the input: the combobox owns the keyboard (arrows
                // and Enter choose the active option); the list is only pointed at.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}>
                <span className={styles.optionTitle}>{option.query}</span>
              </li>
            ) : null,
          )}
        </ul>
      </>
    ) : (
      <p className={styles.message}>
        <Translate id="search.modal.empty">
          Escribe para buscar en las guías, la referencia de la API y las guías de usuario.
        </Translate>
      </p>
    );
  } else if (state.status === 'error') {
    body = <SearchError className={styles.message} titleClassName={styles.messageTitle} onRetry={retry} small />;
  } else if (state.status === 'done' && !state.outcome.hits.length) {
    body = (
      <div className={styles.message} data-search-empty="">
        <p className={styles.messageTitle}>
          {translate({id: 'search.noResults', message: 'Sin resultados para «{query}»'}, {query: state.outcome.query})}
        </p>
        <NoMatchSuggestions fallback={state.outcome.fallback} unknown={state.outcome.unknown} onPick={onQueryChange} />
      </div>
    );
  } else if (outcome) {
    const groups = outcome.hits.map((hit) => ({
      hit,
      options: options.filter((o) => o.kind !== 'recent' && o.hit === hit),
    }));
    body = (
      <>
        {outcome.correction && <DidYouMean correction={outcome.correction} onPick={onQueryChange} />}
        {outcome.unknown && outcome.unknown.length > 0 && (
          <LeftOutWords words={outcome.unknown} searched={outcome.fallback} />
        )}
        <div
          id={listId}
          role="listbox"
          className={styles.list}
          aria-label={translate({id: 'search.modal.results', message: 'Resultados'})}>
          {groups.map(({hit, options: hitOptions}) => (
            <div
              key={hit.id}
              role="group"
              aria-labelledby={`${listId}-${hit.id}`}
              className={styles.group}
              data-search-page={hit.url}>
              <div id={`${listId}-${hit.id}`} className={styles.groupTitle}>
                <span>{hit.title}</span>
                {hit.section && <span className={styles.badge}>{hit.section}</span>}
              </div>
              {hitOptions.map((option) => {
                if (option.kind === 'recent') return null;
                // Options are listed page by page, in the order of the groups.
                const i = options.indexOf(option);
                return (
                  <Link
                    key={option.key}
                    to={option.url}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    tabIndex={-1}
                    className={clsx(
                      option.kind === 'more' ? styles.more : styles.option,
                      i === active && styles.optionActive,
                    )}
                    {...(option.kind === 'more' ? {'data-search-more': ''} : {'data-search-result': ''})}
                    onMouseMove={() => setActive(i)}
                    onClick={(event) => {
                      // Let the browser open new tabs/windows; a plain click navigates in place.
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                        return;
                      event.preventDefault();
                      choose(option);
                    }}>
                    {option.kind === 'more' ? (
                      translate(
                        {
                          id: 'search.modal.morePage',
                          message: '{count} coincidencias más en esta página, en la página de búsqueda',
                        },
                        {count: String(option.count)},
                      )
                    ) : (
                      <>
                        <span className={styles.optionTitle}>{option.title}</span>
                        <span className={styles.excerpt}>
                          <Highlighted segments={forQuery(option.excerpt, query)} />
                        </span>
                      </>
                    )}
                  </Link>
                );
              })}
            </div>
          ))}
        </div>
      </>
    );
  } else {
    body = (
      <p className={styles.message}>
        <Translate id="search.loading">Buscando…</Translate>
      </p>
    );
  }

  const shownQuery = state.status === 'done' ? state.outcome.query : state.status === 'error' ? state.query : '';
  return (
    <div className={panel.panel}>
      <form role="search" className={clsx(panel.form, styles.form)} onSubmit={(event) => event.preventDefault()}>
        <SearchIcon className={styles.icon} size={20} />
        <input
          ref={inputRef}
          className={clsx(panel.input, styles.input)}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? optionId(active) : undefined}
          aria-label={translate({id: 'search.modal.input', message: 'Buscar en la documentación'})}
          placeholder={translate({id: 'search.modal.placeholder', message: 'Buscar en la documentación'})}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={256}
        />
      </form>
      {/* Focusable so the results can also be scrolled with the keyboard (the arrows in the input move the
          selection; excerpts longer than the list are read by scrolling). */}
      <div
        className={styles.body}
        role="region"
        aria-label={translate({id: 'search.modal.resultsRegion', message: 'Resultados de la búsqueda'})}
        tabIndex={0}
        aria-live="polite"
        data-search-status={state.status}
        data-search-query={shownQuery}>
        {body}
      </div>
      <div className={styles.footer}>
        {trimmed ? (
          <>
            <Link
              to={searchPageUrl}
              className={styles.footerLink}
              onClick={(event) => {
                event.preventDefault();
                setRecent(rememberSearch(query));
                onNavigate(searchPageUrl);
              }}>
              {outcome && outcome.total > 0
                ? translate(
                    {id: 'search.modal.seeAll', message: 'Ver los {count} resultados'},
                    {count: String(outcome.total)},
                  )
                : translate({id: 'search.modal.searchPage', message: 'Abrir la página de búsqueda'})}
            </Link>
            <button type="button" className={styles.linkButton} onClick={onAsk}>
              {translate({id: 'search.modal.askThis', message: 'Preguntar: «{query}»'}, {query: trimmed})}
            </button>
          </>
        ) : (
          <span />
        )}
        <span className={styles.hints} aria-hidden="true">
          <kbd>↑</kbd>
          <kbd>↓</kbd> <Translate id="search.modal.hint.navigate">navegar</Translate> <kbd>↵</kbd>{' '}
          <Translate id="search.modal.hint.open">abrir</Translate> <kbd>Esc</kbd>{' '}
          <Translate id="search.modal.hint.close">cerrar</Translate>
        </span>
      </div>
    </div>
  );
}
