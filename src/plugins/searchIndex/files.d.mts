/** Types of files.mjs. */
export const SECTION_INDEX_FILE: string;
