/** Types of files.mjs. */
export const SECTION_INDEX_FILE: string;
export function parseFragment(text: string, name: string): unknown;
export function withoutKeywords(content: string, keywords: string | undefined): string;
export const WORD_SEPARATORS: RegExp;
export function headingAnchors<A extends {element: string; id: string; text: string}>(anchors: A[]): A[];
export function sectionRanges<H extends {location: number}>(
  wordCount: number,
  headings: H[],
): {start: number; end: number; heading?: H}[];
