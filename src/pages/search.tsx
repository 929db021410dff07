import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import SearchResultsPage from '@site/src/components/search/SearchResultsPage';
import {pagefindBootScript} from '@site/src/lib/search/boot';

/** /search?q=… — full results of the embedded index (in hosted mode the Algolia theme serves this route). */
export default function Search(): ReactNode {
  const baseUrl = useBaseUrl('/');
  return (
    <Layout
      title={translate({id: 'search.page.title', message: 'Buscar en la documentación'})}
      description={translate({
        id: 'search.page.description',
        message: 'Resultados de búsqueda en la documentación de Custodia.',
      })}>
      {/* In the server HTML only: on a client-side navigation the page's own search does the work, and
          the script text React would insert is not the minified one the Content-Security-Policy allows. */}
      {typeof window === 'undefined' && (
        <Head>
          <script>{pagefindBootScript(baseUrl)}</script>
        </Head>
      )}
      <SearchResultsPage />
    </Layout>
  );
}
