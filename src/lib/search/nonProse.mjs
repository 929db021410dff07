// The blocks of a page that are not prose (tables, code, the keyword list) and how the search index marks them.
// The index build (src/plugins/searchIndex/buildIndex.mjs) puts an empty element with one of these ids before and
// after each; Pagefind keeps every element with an id as an anchor at its word position, so the results know which
// words of the page text to leave out of excerpts (src/lib/search/excerpt.ts) while still finding them.
export const SKIP_START_ID = 'pf-skip';
export const SKIP_END_ID = 'pf-skip-end';
