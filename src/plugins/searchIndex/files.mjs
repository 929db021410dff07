// Names of the files the build writes beside the Pagefind index that the site fetches; free of Node imports, so
// the site's bundle can import them too. Types in files.d.mts.

/** The section index «Preguntar» ranks (written by sectionIndex.mjs, read by src/lib/ask/sections.ts). */
export const SECTION_INDEX_FILE = 'ask-sections.json';
