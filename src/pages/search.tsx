import React, {type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import siteConfig from '@generated/docusaurus.config';
import SearchResultsPage from '@site/src/components/SearchResultsPage';
import {loadPagefind} from '@site/src/lib/search/pagefind';

/*
 * Opened with a query, the page starts loading the index (pagefind.js, its WebAssembly and metadata) as
 * soon as this chunk runs, before React hydrates, so the results appear sooner. Not with <link rel=preload>:
 * Chromium keeps a failed preload and hands it to every later request for the same URL, so «Reintentar»
 * after a network error could never succeed. A failure here is left to the page's own search to report.
 */
if (
  ExecutionEnvironment.canUseDOM &&
  /\/search\/?$/.test(window.location.pathname) &&
  new URLSearchParams(window.location.search).get('q')?.trim()
) {
  loadPagefind(siteConfig.baseUrl).catch(() => undefined);
}

/** /search?q=… — full results of the embedded index (in hosted mode the Algolia theme serves this route). */
export default function Search(): ReactNode {
  return (
    <Layout
      title={translate({id: 'search.page.title', message: 'Buscar en la documentación'})}
      description={translate({id: 'search.page.description', message: 'Resultados de búsqueda en la documentación de Custodia.'})}>
      <SearchResultsPage />
    </Layout>
  );
}
