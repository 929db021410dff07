import React, {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {isSearchShortcut} from '@site/src/lib/search/hotkeys';
import type {SearchModalProps} from '@site/src/components/search/SearchModal';
import SearchIcon from '@site/src/components/search/SearchIcon';
import styles from './styles.module.css';

/**
 * The navbar search button. Before the app hydrates (seconds on a slow phone connection) it is the submit button
 * of a plain form to the search page, so a press already leads somewhere; once hydrated, it opens the modal. It
 * stays tiny: the modal (and, from it, the index)
 * is a separate chunk fetched on first hover, focus or touch, or when opened.
 */
let modalChunk: Promise<ComponentType<SearchModalProps>> | undefined;
function loadModal(): Promise<ComponentType<SearchModalProps>> {
  modalChunk ??= import('@site/src/components/search/SearchModal').then(
    (m) => m.default,
    (error: unknown) => {
      modalChunk = undefined;
      throw error;
    },
  );
  return modalChunk;
}
const preload = () => void loadModal().catch(() => undefined);

const isMacPlatform = () => /Mac|iPhone|iPad/.test(navigator.platform);
// The platform never changes while the page is open.
const subscribeToNothing = () => () => undefined;

export default function SearchButton(): ReactNode {
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  // The server renders the Ctrl shortcut; hydration then shows the reader's platform.
  const isMac = useSyncExternalStore(subscribeToNothing, isMacPlatform, () => false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Where focus was when the search opened (the button, or anything else for a keyboard shortcut).
  const opener = useRef<HTMLElement | null>(null);
  const openModal = useCallback(() => {
    opener.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    loadModal().then(
      (component) => {
        setModal(() => component);
        setOpen(true);
      },
      (error: unknown) => console.error('[búsqueda] No se pudo cargar el buscador.', error),
    );
  }, []);

  const returnFocus = useRef(false);
  const closeModal = useCallback((options: {returnFocus: boolean}) => {
    returnFocus.current = options.returnFocus;
    setOpen(false);
  }, []);

  // After the modal has unmounted (and the page is no longer inert), focus goes back where it was
  // when the search opened, or to the button when that element is gone or nothing had focus.
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      const target = opener.current?.isConnected ? opener.current : buttonRef.current;
      opener.current = null;
      target?.focus();
    }
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (open || event.defaultPrevented || !isSearchShortcut(event, event.target as HTMLElement | null)) return;
      event.preventDefault();
      openModal();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openModal]);

  const searchPage = useBaseUrl('/search');
  const label = translate({id: 'search.button.label', message: 'Buscar'});
  const modifier = isMac ? '⌘' : 'Ctrl';
  return (
    <>
      <form action={searchPage} method="get" className={styles.form}>
        <button
          ref={buttonRef}
          type="submit"
          className={styles.button}
          // The name starts with every word the button shows, shortcut included, so a voice-control user who says
          // what they see («Buscar Ctrl K») reaches it (WCAG 2.5.3, axe's label-content-name-mismatch).
          aria-label={translate({id: 'search.button.ariaLabel', message: '{label} {modifier} K'}, {label, modifier})}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K /"
          data-search-button=""
          onClick={(event) => {
            event.preventDefault();
            openModal();
          }}
          onMouseEnter={preload}
          onFocus={preload}
          onTouchStart={preload}>
          <SearchIcon className={styles.icon} size={16} />
          <span className={styles.label}>{label}</span>{' '}
          {/* The spaces keep the words apart in the text assistive tools read off the screen (a flex gap is only
            visual); a flex container does not lay them out. */}
          <span className={styles.keys} aria-hidden="true">
            <kbd>{modifier}</kbd> <kbd>K</kbd>
          </span>
        </button>
      </form>
      {Modal && open && <Modal onClose={closeModal} />}
    </>
  );
}
