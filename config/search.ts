/**
 * Search configuration. With no environment variables the site uses its embedded,
 * offline index (built after `docusaurus build`). When the three Algolia variables
 * are set at build time, the hosted DocSearch modal is used instead.
 */
import {externalUrlPattern} from './links';

export interface AlgoliaEnv {
  ALGOLIA_APP_ID?: string;
  ALGOLIA_SEARCH_API_KEY?: string;
  ALGOLIA_INDEX_NAME?: string;
  ALGOLIA_ASSISTANT_ID?: string;
}

export function algoliaThemeConfig(env: AlgoliaEnv = process.env) {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  if (!appId || !apiKey || !indexName) return undefined;
  const assistantId = env.ALGOLIA_ASSISTANT_ID?.trim();
  return {
    appId,
    apiKey,
    indexName,
    contextualSearch: false,
    insights: true,
    externalUrlRegex: externalUrlPattern.source,
    searchPagePath: 'search',
    ...(assistantId ? {askAi: {assistantId}} : {}),
  };
}
