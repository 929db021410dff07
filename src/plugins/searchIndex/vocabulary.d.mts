/** Types of vocabulary.mjs: the search vocabulary written beside the Pagefind index. */
export function operationTokens(dataDir: string): Record<string, string>;
export function slugAliases(
  fragments: {url: string; meta?: {title?: string}}[],
  words: ([string, number] | [string, number, string])[],
): Record<string, string>;
export function scopeTokens(siteDir: string): Record<string, string>;
import type {Fragment} from './fragments.mjs';
export function definedTokens(
  siteDir: string,
  fragments: Pick<Fragment, 'url'>[],
  apiDataDir: string,
): Record<string, string>;
export function writeSearchVocabulary(options: {
  siteDir: string;
  pagefindDir: string;
  apiDataDir?: string;
  fragments?: Fragment[];
}): {
  file: string;
  words: number;
  tokens: number;
  operations: number;
};
