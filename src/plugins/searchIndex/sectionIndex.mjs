/**
 * The section index of «Preguntar» (src/lib/ask/sections.ts), written beside the Pagefind index: every section of
 * every indexed page (the text between two headings, as Pagefind's fragments store it) with the stems it contains.
 * «Preguntar» ranks sections over the whole site with it (BM25), where Pagefind ranks pages and needs every word of
 * a question on one page. Plain JavaScript run by buildIndex.mjs; types in sectionIndex.d.mts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {textStems} from '../../lib/search/stems.mjs';
import {headingAnchors, sectionRanges, SECTION_INDEX_FILE, withoutKeywords, WORD_SEPARATORS} from './files.mjs';
import {readFragments} from './fragments.mjs';

export {SECTION_INDEX_FILE};

/**
 * Headings of the sections that only point elsewhere («Siguientes pasos»: a list of links with a line each). They
 * name the subjects of other pages, so they matched questions those pages answer: they are indexed without words,
 * their heading's included.
 */
const NAVIGATION_HEADING = /^(siguientes? pasos?|próximos? pasos?|por dónde seguir|ver también)$/i;

/**
 * Writes <pagefindDir>/ask-sections.json:
 * - pages: [url, title, fragment hash];
 * - sections: [page, anchor id ('' for the top of a page), length in stems, stems of its heading, number of the
 *   section whose heading encloses it (-1 for none: the top of the page is not a parent)];
 * - postings: stem → section numbers as gaps from the previous one, each followed by -count when the stem occurs
 *   more than once (most occur once: the gaps keep the file small).
 */
export function writeSectionIndex(pagefindDir, fragments = readFragments(pagefindDir)) {
  const pages = [];
  const sections = [];
  const postings = new Map();
  for (const fragment of fragments) {
    const page = pages.length;
    pages.push([fragment.url, fragment.meta?.title?.trim() ?? '', fragment.hash]);
    const words = withoutKeywords(fragment.content, fragment.meta?.keywords).split(WORD_SEPARATORS);
    /** The open sections of the page by heading level, to find each one's parent. */
    const open = [];
    for (const {start, end, heading} of sectionRanges(words.length, headingAnchors(fragment.anchors ?? []))) {
      const navigation = NAVIGATION_HEADING.test(heading?.text.trim() ?? '');
      const stems = navigation ? [] : textStems(words.slice(start, end).join(' '));
      const headingStems = navigation ? [] : [...new Set(textStems(heading?.text ?? ''))];
      const n = sections.length;
      const level = heading ? Number(heading.element.slice(1)) : 1;
      while (open.length && open.at(-1).level >= level) open.pop();
      const parent = open.length ? open.at(-1).n : -1;
      if (heading) open.push({level, n});
      sections.push([page, heading?.id ?? '', stems.length, headingStems, parent]);
      const counts = new Map();
      for (const stem of stems) counts.set(stem, (counts.get(stem) ?? 0) + 1);
      for (const [stem, count] of counts) {
        const list = postings.get(stem) ?? {last: 0, items: []};
        list.items.push(n - list.last, ...(count > 1 ? [-count] : []));
        list.last = n;
        postings.set(stem, list);
      }
    }
  }
  const data = {
    pages,
    sections,
    postings: Object.fromEntries([...postings].map(([stem, list]) => [stem, list.items])),
  };
  const out = path.join(pagefindDir, SECTION_INDEX_FILE);
  fs.writeFileSync(out, JSON.stringify(data));
  return {file: out, pages: pages.length, sections: sections.length, bytes: fs.statSync(out).size};
}
