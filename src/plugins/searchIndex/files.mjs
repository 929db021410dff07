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
