/** Types of files.mjs. */
export const SECTION_INDEX_FILE: string;
export function parseFragment(text: string, name: string): unknown;
export function withoutKeywords(content: string, keywords: string | undefined): string;
