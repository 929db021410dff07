/**
 * What search proposes beside results: the corrected query («¿Quisiste decir …?»), the words left out of the search
 * and, with no match, other searches.
 */
import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Searches that always find the main topics, offered when a query matches nothing. */
const POPULAR_SEARCHES = ['consentimiento', 'clave de API', 'webhooks', 'solicitud de derechos'];

function QueryButton({query, onPick}: {query: string; onPick: (query: string) => void}): ReactNode {
  return (
    <button type="button" className={styles.query} onClick={() => onPick(query)}>
      {query}
    </button>
  );
}

/** Shown above results found for a corrected query. */
export function DidYouMean({correction, onPick}: {correction: string; onPick: (query: string) => void}): ReactNode {
  return (
    <p className={styles.didYouMean} data-search-correction={correction}>
      <Translate id="search.didYouMean" values={{query: <QueryButton query={correction} onPick={onPick} />}}>
        {'¿Quisiste decir {query}?'}
      </Translate>
    </p>
  );
}

/** Shown above results found without the query's words that no page contains («checklist producción»). */
export function LeftOutWords({words, searched}: {words: string[]; searched?: string}): ReactNode {
  const quoted = words.map((w) => `«${w}»`).join(', ');
  return (
    <p className={styles.didYouMean} data-search-left-out={words.join(' ')}>
      {searched
        ? translate(
            {id: 'search.leftOutWords', message: 'Ninguna página contiene {words}: resultados para «{query}».'},
            {words: quoted, query: searched},
          )
        : translate({id: 'search.leftOutWordsOnly', message: 'Ninguna página contiene {words}.'}, {words: quoted})}
    </p>
  );
}

/** Other searches to try when nothing matches: the query without its unknown words, then the main topics. */
export function NoMatchSuggestions({
  fallback,
  unknown,
  onPick,
}: {
  fallback?: string;
  unknown?: string[];
  onPick: (query: string) => void;
}): ReactNode {
  const suggestions = [...new Set([...(fallback ? [fallback] : []), ...POPULAR_SEARCHES])];
  return (
    <div className={styles.suggestions} data-search-suggestions="">
      {unknown && unknown.length > 0 && (
        <p>
          {translate(
            {id: 'search.unknownWords', message: 'Ninguna página contiene: {words}.'},
            {words: unknown.map((w) => `«${w}»`).join(', ')},
          )}
        </p>
      )}
      <p>
        <Translate id="search.suggestions">Prueba con:</Translate>
      </p>
      <ul className={styles.list}>
        {suggestions.map((query) => (
          <li key={query}>
            <QueryButton query={query} onPick={onPick} />
          </li>
        ))}
      </ul>
    </div>
  );
}
