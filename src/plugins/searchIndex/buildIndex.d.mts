/** Types of buildIndex.mjs: the embedded search index of a production build. */
export class SearchIndexError extends Error {
  details: string[];
  constructor(message: string, details?: string[]);
}
export function failureLines(error: SearchIndexError): string[];
export function markNonProse(html: string): string;
export function punctuateLists(html: string): string;
export function separateBlocks(html: string): string;
export function withoutSidebar(html: string): string;
export function keyFilters(html: string, url: string): string;
export function buildSearchIndex(options: {outDir: string; searchMode?: string}): Promise<string>;
