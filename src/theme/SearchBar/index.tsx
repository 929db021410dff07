import React, {type ComponentType, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import SearchButton from '@site/src/components/search/SearchButton';
import {useSiteSearchConfig} from '@site/src/lib/search/config';
import {transformSearchItems} from '@site/src/lib/search/rewriteSearchResultUrl';

/** The Algolia theme's SearchBar accepts DocSearch props; theme-classic types it without props. */
const AlgoliaSearchBar = OriginalSearchBar as ComponentType<{transformItems?: typeof transformSearchItems}>;

/**
 * Hosted mode (Algolia variables set at build time): the Algolia theme's DocSearch bar,
 * with our URL rule for its results. Otherwise the embedded search button, whose
 * modal and index load on demand.
 */
export default function SearchBar(): ReactNode {
  const {mode} = useSiteSearchConfig();
  return mode === 'algolia' ? <AlgoliaSearchBar transformItems={transformSearchItems} /> : <SearchButton />;
}
