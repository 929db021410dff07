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
 * The title travels as metadata (never parsed from the text), the section as a filter, and the front-matter
 * keywords are indexed with the content, so a page is found by the words its authors chose for it.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const section = sectionForPath(metadata.permalink);
  const keywords = Array.isArray(frontMatter.keywords) ? frontMatter.keywords.join(', ') : '';
  const homeNames = (frontMatter as {search_names?: unknown}).search_names;
  return (
    <>
      <div
        data-pagefind-body=""
        // An explicit empty image stops Pagefind from taking the first image as metadata:
        // inlined SVGs are long data: URIs that would bloat every result and match junk queries.
        data-pagefind-meta="title[data-search-title], image[data-search-image], keywords[data-search-keywords]"
        data-search-title={metadata.title}
        data-search-image=""
        data-search-keywords={keywords}
        {...(section ? {'data-pagefind-filter': `${SECTION_FILTER}:${section}`} : {})}>
        {/* The concept this page is the home of («solicitud de derechos»): a query that is its name opens it first,
            where pages that repeat the name more (its reference pages) would win. The build turns each name, and
            the title, slug and path, into the filter keys the search looks pages up by (keyFilters in
            src/plugins/searchIndex/buildIndex.mjs), so no search code is in the page's. */}
        {Array.isArray(homeNames) &&
          homeNames.map((name) => <span key={String(name)} data-search-name={String(name)} />)}
        <Content {...props} />
        {/* Last and light, so excerpts and answers prefer the prose; the words still find the page. */}
        {keywords && (
          <span
            data-pagefind-index-attrs="data-search-keywords"
            data-search-keywords={`${keywords}.`}
            data-pagefind-weight="0.3"
          />
        )}
      </div>
    </>
  );
}
