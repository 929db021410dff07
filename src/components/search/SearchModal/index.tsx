import React, {type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import AskPanel from '@site/src/components/search/AskPanel';
import SearchPanel from '@site/src/components/search/SearchPanel';
import {useSiteSearchConfig} from '@site/src/lib/search/config';
import {warmSearch} from '@site/src/lib/search/useSearch';
import styles from './styles.module.css';

export interface SearchModalProps {
  /** `returnFocus` is false when the modal closes because the reader went to a result. */
  onClose: (options: {returnFocus: boolean}) => void;
}

type Mode = 'search' | 'ask';

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled]), textarea, select, [tabindex="0"]';

/** Keeps the rest of the page out of reach (focus, screen readers, scroll) while the dialog is open. */
function useBackgroundInert(): void {
  useEffect(() => {
    const root = document.getElementById('__docusaurus');
    const html = document.documentElement;
    const previousOverflow = html.style.overflow;
    root?.setAttribute('inert', '');
    html.style.overflow = 'hidden';
    return () => {
      root?.removeAttribute('inert');
      html.style.overflow = previousOverflow;
    };
  }, []);
}

/** The search dialog, with two modes: "Buscar" (the index) and "Preguntar" (an answer with sources). */
export default function SearchModal({onClose}: SearchModalProps): ReactNode {
  const {askAi} = useSiteSearchConfig();
  const baseUrl = useBaseUrl('/');
  const history = useHistory();
  const [mode, setMode] = useState<Mode>('search');
  const [query, setQuery] = useState('');
  const [question, setQuestion] = useState('');
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelId = useId();

  useBackgroundInert();

  // Warm the index and the query planner while the reader types the first characters.
  useEffect(() => warmSearch(baseUrl), [baseUrl]);

  // Keep focus inside the dialog even if something outside grabs it.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        dialog.querySelector<HTMLElement>('input')?.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const close = useCallback(() => onClose({returnFocus: true}), [onClose]);

  const navigate = useCallback(
    (url: string) => {
      onClose({returnFocus: false});
      if (/^https?:/.test(url)) window.location.assign(url);
      else history.push(url);
    },
    [history, onClose],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (!focusables.length) return;
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const switchTo = (next: Mode) => {
    if (next === 'ask' && !question && query.trim()) setQuestion(query.trim());
    setMode(next);
  };

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${panelId}-${value}`}
      aria-selected={mode === value}
      aria-controls={panelId}
      className={clsx(styles.tab, mode === value && styles.tabActive)}
      data-search-tab={value}
      onClick={() => switchTo(value)}>
      {label}
    </button>
  );

  return createPortal(
    // The backdrop is presentation only: a press on it closes the dialog, and it hears the dialog's keys
    // (Escape, Tab kept inside) as they bubble out of it.
    <div
      role="presentation"
      className={styles.backdrop}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        data-search-modal="">
        {/* Without an id the theme's Heading adds no anchor link, which would be one more stop for Tab. */}
        <div id={titleId} className="sr-only">
          <Heading as="h2">{translate({id: 'search.modal.title', message: 'Buscar en la documentación'})}</Heading>
        </div>
        <div className={styles.header}>
          <div
            role="tablist"
            className={styles.tabs}
            aria-label={translate({id: 'search.modal.modes', message: 'Modo'})}>
            {tab('search', translate({id: 'search.modal.tab.search', message: 'Buscar'}))}
            {tab('ask', translate({id: 'search.modal.tab.ask', message: 'Preguntar'}))}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={close}
            // The name starts with the key the button shows, so a voice-control user can say it (WCAG 2.5.3).
            aria-label={translate({id: 'search.modal.close', message: 'Esc, cerrar la búsqueda'})}>
            <kbd>Esc</kbd>
          </button>
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${mode}`} className={styles.panel}>
          {mode === 'search' ? (
            <SearchPanel query={query} onQueryChange={setQuery} onNavigate={navigate} onAsk={() => switchTo('ask')} />
          ) : (
            <AskPanel config={askAi} question={question} onQuestionChange={setQuestion} onNavigate={navigate} />
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
