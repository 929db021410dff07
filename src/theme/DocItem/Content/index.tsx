import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SECTION_FILTER, sectionForPath} from '@site/src/lib/search/sections';

type Props = WrapperProps<typeof ContentType>;

/**
 * Marks the doc content for the embedded search index (Pagefind): only this
 * element is indexed, so navbar, sidebar, TOC, breadcrumbs and footer stay out.
 * The title and section travel as attributes, never parsed from text.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const section = sectionForPath(metadata.permalink);
  return (
    <div
      data-pagefind-body=""
      data-pagefind-meta="title[data-search-title]"
      data-search-title={metadata.title}
      {...(section ? {'data-pagefind-filter': `${SECTION_FILTER}:${section}`} : {})}>
      <Content {...props} />
    </div>
  );
}
