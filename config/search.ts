/**
 * Search configuration. With no environment variables the site uses its embedded,
 * offline index (built after `docusaurus build`). When the three Algolia variables
 * are set at build time, the hosted DocSearch modal is used instead.
 *
 * The "Preguntar" (ask) mode has three providers, also chosen at build time:
 * Algolia Ask AI (DocSearch with ALGOLIA_ASSISTANT_ID, DocSearch's own UI), any
 * OpenAI-compatible chat-completions endpoint (ASK_AI_ENDPOINT, optional ASK_AI_MODEL
 * and ASK_AI_TIMEOUT_MS), and by default a built-in offline answerer that assembles
 * passages of the docs.
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

export type SearchMode = 'algolia' | 'embedded';

export function searchMode(algolia: ReturnType<typeof algoliaThemeConfig>): SearchMode {
  return algolia ? 'algolia' : 'embedded';
}

/**
 * In hosted mode the Algolia theme owns /search; the embedded results page
 * (src/pages/search.tsx) is left out of the build. The other patterns are the
 * pages plugin's defaults.
 */
export function pagesExclude(mode: SearchMode): string[] {
  const defaults = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
  return mode === 'algolia' ? [...defaults, 'search.tsx'] : defaults;
}

export interface AskAiEnv {
  ASK_AI_ENDPOINT?: string;
  ASK_AI_MODEL?: string;
  ASK_AI_TIMEOUT_MS?: string;
}

/** Provider of the embedded modal's ask mode, serialised into `customFields.askAi`. */
export type AskAiConfig =
  {provider: 'endpoint'; endpoint: string; model?: string; timeoutMs?: number} | {provider: 'offline'};

export function askAiConfig(env: AskAiEnv = process.env): AskAiConfig {
  const endpoint = env.ASK_AI_ENDPOINT?.trim();
  if (!endpoint) return {provider: 'offline'};
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`ASK_AI_ENDPOINT no es una URL válida: "${endpoint}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`ASK_AI_ENDPOINT debe ser una URL http(s): "${endpoint}".`);
  }
  const model = env.ASK_AI_MODEL?.trim();
  const timeout = env.ASK_AI_TIMEOUT_MS?.trim();
  const timeoutMs = timeout ? Number(timeout) : undefined;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    throw new Error(`ASK_AI_TIMEOUT_MS debe ser un número entero de milisegundos: "${timeout}".`);
  }
  return {
    provider: 'endpoint',
    endpoint: url.href,
    ...(model ? {model} : {}),
    ...(timeoutMs ? {timeoutMs} : {}),
  };
}
