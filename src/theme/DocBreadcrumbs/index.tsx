import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {links} from '@site/config/links';
import PageActions from '@site/src/components/PageActions';
import {markdownPath} from '@site/src/plugins/markdownExport/urls';
import {canonicalPath} from '@site/src/lib/url';
import {isEndUserPath} from '@site/src/lib/audience';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * The breadcrumbs and the page menu «Usar con IA» on one row above the title, so the title starts the page
 * instead of sharing its line with a floating button. The user guide has no menu (src/lib/audience.ts).
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const path = canonicalPath(useLocation().pathname);
  if (isEndUserPath(path)) return <DocBreadcrumbs {...props} />;
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      {/* Keyed by page, so a client-side navigation starts with the menu closed. */}
      <PageActions key={path} markdownUrl={markdownPath(path)} pageUrl={links.docsSite + path} />
    </div>
  );
}
