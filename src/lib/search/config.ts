/** The search settings chosen at build time (see config/search.ts), read in the browser. */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {AskAiConfig, SearchMode} from '@site/config/search';

export interface SiteSearchConfig {
  mode: SearchMode;
  askAi: AskAiConfig;
}

export function useSiteSearchConfig(): SiteSearchConfig {
  const {siteConfig} = useDocusaurusContext();
  const fields = siteConfig.customFields as {searchMode?: SearchMode; askAi?: AskAiConfig};
  return {mode: fields.searchMode ?? 'embedded', askAi: fields.askAi ?? {provider: 'offline'}};
}
