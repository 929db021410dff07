/**
 * The «En esta página» toggle of the collapsible table of contents (below the desktop layout). A square secondary
 * button at the end of the breadcrumb row (placed by src/css/custom.css) instead of a full-width row of its own
 * under it, so the title starts one row higher on a phone. It keeps its words as its accessible name, and says
 * whether the list is open, which the theme's button did not.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = ComponentProps<'button'> & {collapsed: boolean};

export default function TOCCollapsibleCollapseButton({collapsed, className, ...props}: Props): ReactNode {
  return (
    <button
      type="button"
      {...props}
      aria-expanded={!collapsed}
      title={translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'})}
      className={clsx('button button--secondary', styles.button, className)}
      data-toc-toggle="">
      <span className={styles.icon} aria-hidden="true" />
      <span className="sr-only">
        <Translate id="theme.TOCCollapsible.toggleButtonLabel">On this page</Translate>
      </span>
    </button>
  );
}
