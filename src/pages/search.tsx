import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import SearchResultsPage from '@site/src/components/SearchResultsPage';

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
