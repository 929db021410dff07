/** The page menu's items and the toast that confirms a copy, loaded when the menu is first wanted. */
import React, {useCallback, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {assistantLinks, links} from '@site/config/links';
import {copyText} from './clipboard';
import styles from './styles.module.css';

export interface MenuProps {
  /** Which item takes the focus when the menu opens; false when closed. */
  open: false | 'first' | 'last';
  onClose: (returnFocus: boolean) => void;
  /** The page's Markdown copy, a path of this site (`/docs/x.md`). */
  markdownUrl: string;
  /** The page's absolute URL. */
  pageUrl: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

const TOAST_MS = 3000;

/** A 24 × 24 line icon, decorative: the item's label says what it does. */
function Icon({d}: {d: string}): ReactNode {
  return (
    <svg aria-hidden="true" className={styles.itemIcon} viewBox="0 0 24 24" width="20" height="20">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

export default function Menu({open, onClose, markdownUrl, pageUrl, buttonRef}: MenuProps): ReactNode {
  const menu = useRef<HTMLUListElement>(null);
  const markdown = useRef<{url: string; text: Promise<string>} | null>(null);
  const [toast, setToast] = useState<{ok: boolean; text: string} | null>(null);

  // An assistant fetches the copy from its own servers: it needs the published address, not a path of this one.
  const prompt = translate(
    {
      id: 'pageActions.prompt',
      message: 'Lee {url} y respóndeme preguntas sobre esta página de la documentación de Custodia ({page}).',
    },
    {url: links.docsSite + markdownUrl, page: pageUrl},
  );
  const items: {id: string; label: string; description: string; icon: ReactNode; href?: string}[] = [
    {
      id: 'copy',
      label: translate({id: 'pageActions.copy', message: 'Copiar página'}),
      description: translate({
        id: 'pageActions.copy.description',
        message: 'El texto en Markdown, para pegarlo en tu asistente.',
      }),
      icon: <Icon d="M8 8h11v13H8zM5 16V3h11" />,
    },
    {
      id: 'view',
      label: translate({id: 'pageActions.view', message: 'Ver como Markdown'}),
      description: translate({
        id: 'pageActions.view.description',
        message: 'La página como texto plano, en una pestaña nueva.',
      }),
      icon: <Icon d="M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7" />,
      href: markdownUrl,
    },
    {
      id: 'chatgpt',
      label: translate({id: 'pageActions.chatgpt', message: 'Abrir en ChatGPT'}),
      description: translate({
        id: 'pageActions.chatgpt.description',
        message: 'Una conversación que ya leyó esta página.',
      }),
      icon: <Icon d="M4 5h16v11H9l-5 4zM8 10h8" />,
      href: `${assistantLinks.chatgpt}?q=${encodeURIComponent(prompt)}`,
    },
    {
      id: 'claude',
      label: translate({id: 'pageActions.claude', message: 'Abrir en Claude'}),
      description: translate({
        id: 'pageActions.claude.description',
        message: 'Una conversación que ya leyó esta página.',
      }),
      icon: <Icon d="M4 5h16v11H9l-5 4zM8 10h8" />,
      href: `${assistantLinks.claude}?q=${encodeURIComponent(prompt)}`,
    },
  ];

  const fetchMarkdown = useCallback((): Promise<string> => {
    if (markdown.current?.url !== markdownUrl) {
      const text = fetch(markdownUrl).then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      });
      // A failed download is tried again next time.
      text.catch(() => (markdown.current = null));
      markdown.current = {url: markdownUrl, text};
    }
    return markdown.current.text;
  }, [markdownUrl]);

  useEffect(() => {
    if (!open) return;
    // Fetched as the menu opens, so the copy usually has its text at hand.
    void fetchMarkdown().catch(() => undefined);
    const targets = menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    targets?.[open === 'first' ? 0 : targets.length - 1]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !buttonRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, fetchMarkdown, onClose, buttonRef]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const copy = async () => {
    onClose(true);
    try {
      await copyText(fetchMarkdown());
      setToast({ok: true, text: translate({id: 'pageActions.copied', message: 'Página copiada como Markdown'})});
    } catch {
      setToast({
        ok: false,
        text: translate({
          id: 'pageActions.copyFailed',
          message: 'No se pudo copiar la página. Usa «Ver como Markdown».',
        }),
      });
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const targets = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = targets.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => targets[(i + targets.length) % targets.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(targets.length - 1);
    else if (event.key === 'Escape') onClose(true);
    else if (event.key === 'Tab') {
      onClose(false);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <>
      {open && (
        <ul
          ref={menu}
          id="page-actions-menu"
          role="menu"
          aria-label={translate({id: 'pageActions.menu', message: 'Acciones de la página'})}
          className={styles.menu}
          onKeyDown={onKeyDown}>
          {items.map((item) => {
            // The label names the item; its description is read after it, as a description.
            const ids = {label: `page-actions-${item.id}`, description: `page-actions-${item.id}-description`};
            const content = (
              <>
                {item.icon}
                <span id={ids.label} className={styles.itemLabel}>
                  {item.label}
                </span>
                <span id={ids.description} className={styles.itemDescription}>
                  {item.description}
                </span>
              </>
            );
            const common = {
              role: 'menuitem',
              tabIndex: -1,
              className: styles.item,
              'aria-labelledby': ids.label,
              'aria-describedby': ids.description,
            } as const;
            return (
              <li key={item.id} role="none">
                {item.href ? (
                  <Link
                    {...common}
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => onClose(false)}>
                    {content}
                  </Link>
                ) : (
                  <button {...common} type="button" onClick={() => void copy()}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div role="status" aria-live="polite" className={styles.toastRegion}>
        {toast && <div className={toast.ok ? styles.toast : `${styles.toast} ${styles.toastError}`}>{toast.text}</div>}
      </div>
    </>
  );
}
