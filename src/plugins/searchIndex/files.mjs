// What the build writes beside the Pagefind index and how Pagefind stores a page, as both the build and the site
// read them; free of Node imports, so the site's bundle can import it too. Types in files.d.mts.

/** The section index «Preguntar» ranks (written by sectionIndex.mjs, read by src/lib/ask/sections.ts). */
export const SECTION_INDEX_FILE = 'ask-sections.json';

/** Pagefind writes each page (a fragment) as gzip of this signature followed by the page's JSON. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/** A fragment's page, from its text once gunzipped; `name` says which one in the error. */
export function parseFragment(text, name) {
  if (!text.startsWith(FRAGMENT_SIGNATURE)) throw new Error(`${name} no es un fragmento de Pagefind.`);
  return JSON.parse(text.slice(FRAGMENT_SIGNATURE.length));
}

/** The front-matter keywords close the indexed text (see DocItem/Content); they are not what a page says. */
export function withoutKeywords(content, keywords) {
  const tail = keywords ? `${keywords}.` : '';
  const trimmed = content.trimEnd();
  return tail && trimmed.endsWith(tail) ? trimmed.slice(0, -tail.length) : content;
}

/** How pagefind.js splits a page's text into words: anchor and hit locations index into these words. */
export const WORD_SEPARATORS = /[^\S\uFEFF]+/g;

/** The anchors of a fragment that open a section: headings with an id and a text. */
export function headingAnchors(anchors) {
  return anchors.filter((a) => /^h[1-6]$/i.test(a.element) && a.id && a.text.trim());
}

/**
 * The sections of a page of `wordCount` words: [start, end) word ranges, each with the heading that opens it (none
 * for the text before the first heading). The build indexes these sections and «Preguntar» quotes from them, so
 * both cut a page the same way.
 */
export function sectionRanges(wordCount, headings) {
  const sorted = headings.filter((h) => h.location < wordCount).sort((a, b) => a.location - b.location);
  const sections = [];
  let start = 0;
  let heading;
  for (const next of sorted) {
    if (next.location > start) sections.push({start, end: next.location, heading});
    start = next.location;
    heading = next;
  }
  sections.push({start, end: wordCount, heading});
  return sections;
}
