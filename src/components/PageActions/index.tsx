/**
 * The page menu on a docs page's breadcrumb row (copy the page as Markdown, view it, open it in an assistant).
 * Only this button ships with the page; the menu, its actions and the toast load on first use.
 */
import React, {useCallback, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {MenuProps} from './Menu';
import styles from './styles.module.css';

let menuModule: Promise<{default: ComponentType<MenuProps>}> | undefined;
const loadMenu = () => (menuModule ??= import('./Menu'));

export default function PageActions({markdownUrl, pageUrl}: {markdownUrl: string; pageUrl: string}): ReactNode {
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = useCallback((focus: 'first' | 'last') => {
    void loadMenu().then((m) => {
      setMenu(() => m.default);
      setOpen(focus);
    });
  }, []);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  return (
    <div className={styles.root}>
      <button
        ref={button}
        type="button"
        className={`button button--secondary ${styles.button}`}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? 'page-actions-menu' : undefined}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}>
        <span aria-hidden="true" className={styles.icon} />
        {translate({id: 'pageActions.button', message: 'Usar con IA'})}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      {Menu && <Menu open={open} onClose={close} markdownUrl={markdownUrl} pageUrl={pageUrl} buttonRef={button} />}
    </div>
  );
}
