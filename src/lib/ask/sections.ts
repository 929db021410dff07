/**
 * Ranks every section of the docs for a question (BM25 over src/plugins/searchIndex/sectionIndex.mjs's index), and
 * loads the pages of the best ones. Pagefind ranks pages, and only those with every word of the query: a question
 * says more words than any one section, so «Preguntar» ranks sections itself, over the whole site, with the stems
 * of src/lib/search/spanish.mjs. Loaded only by «Preguntar» (in its worker, and in Node for the evaluation).
 */
import type {PagefindResultData} from '../search/pagefind';
import {canonicalResultUrl} from '../search/resultUrl';
import {textStems} from '../search/spanish.mjs';
import {parseFragment, SECTION_INDEX_FILE, WORD_SEPARATORS} from '../../plugins/searchIndex/files.mjs';
import {toSourcePage, type SourcePage} from './passages';

export interface SectionIndexData {
  pages: [url: string, title: string, fragment: string][];
  sections: [page: number, anchor: string, length: number, headingStems: string[]][];
  postings: Record<string, number[]>;
}

export interface RankedSection {
  /** Page URL, with the section's anchor unless it is the top of the page. */
  url: string;
  pageUrl: string;
  score: number;
}

/** BM25's saturation of repeated words and its correction for long sections (the usual values). */
const K1 = 1.2;
const B = 0.75;
/**
 * A word of the question in a section's heading counts once more, with its idf: the heading says what the section is
 * about. In the page title, too, for every section of the page (the title names them all). Chosen on the tuning
 * questions: weights of 0.5 to 3 moved recall by one or two questions of 72.
 */
const HEADING_WEIGHT = 1;
const TITLE_WEIGHT = 1;

/** Adds `item` to the list of `key`. */
function addTo<K, V>(map: Map<K, V[]>, key: K, item: V) {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

export class SectionIndex {
  /** Sections per stem of their heading, and per stem of their page's title: what the bonuses read. */
  private readonly byHeading = new Map<string, number[]>();
  private readonly byTitle = new Map<string, number[]>();
  private readonly averageLength: number;

  constructor(private readonly data: SectionIndexData) {
    const titleStems = data.pages.map(([, title]) => new Set(textStems(title)));
    data.sections.forEach(([page, , , headingStems], i) => {
      for (const stem of new Set(headingStems)) addTo(this.byHeading, stem, i);
      for (const stem of titleStems[page]) addTo(this.byTitle, stem, i);
    });
    this.averageLength = data.sections.reduce((sum, s) => sum + s[2], 0) / Math.max(1, data.sections.length);
  }

  /** Sections per number, with how often the stem occurs in each. */
  private occurrences(stem: string): Map<number, number> {
    const found = new Map<number, number>();
    let section = 0;
    // Own keys only: the postings are a plain object, and a stem must never reach one of its inherited properties.
    const postings = Object.hasOwn(this.data.postings, stem) ? this.data.postings[stem] : [];
    for (const item of postings) {
      if (item < 0) found.set(section, -item);
      else {
        section += item;
        found.set(section, 1);
      }
    }
    return found;
  }

  /** How much each stem of the terms tells sections apart (BM25 idf over sections, headings included). */
  weights(terms: string[]): Map<string, number> {
    const n = this.data.sections.length;
    const stems = [...new Set(terms.flatMap(textStems))];
    return new Map(
      stems.map((stem) => {
        const containing = new Set(this.occurrences(stem).keys());
        for (const i of this.byHeading.get(stem) ?? []) containing.add(i);
        const df = containing.size;
        return [stem, df ? Math.log(1 + (n - df + 0.5) / (df + 0.5)) : 0];
      }),
    );
  }

  /** The sections that share words with the question, best first; `weights` as weights(terms) computes them. */
  rank(terms: string[], weights = this.weights(terms)): RankedSection[] {
    const scores = new Map<number, number>();
    const add = (i: number, score: number) => scores.set(i, (scores.get(i) ?? 0) + score);
    for (const [stem, idf] of weights) {
      if (!idf) continue;
      for (const [i, tf] of this.occurrences(stem)) {
        const length = this.data.sections[i][2];
        add(i, (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / this.averageLength)));
      }
      for (const i of this.byHeading.get(stem) ?? []) add(i, HEADING_WEIGHT * idf);
      for (const i of this.byTitle.get(stem) ?? []) add(i, TITLE_WEIGHT * idf);
    }
    return [...scores]
      .sort((a, b) => b[1] - a[1])
      .map(([i, score]) => {
        const [page, anchor] = this.data.sections[i];
        const pageUrl = canonicalResultUrl(this.data.pages[page][0]);
        return {url: anchor ? `${pageUrl}#${anchor}` : pageUrl, pageUrl, score};
      });
  }

  /** The fragment (Pagefind's stored page) of a page URL. */
  fragmentOf(pageUrl: string): string | undefined {
    return this.data.pages.find(([url]) => canonicalResultUrl(url) === pageUrl)?.[2];
  }
}

const cache = new Map<string, Promise<SectionIndex>>();

/** The section index served beside the Pagefind index, fetched once per base path. */
export function loadSectionIndex(basePath: string): Promise<SectionIndex> {
  let loading = cache.get(basePath);
  if (!loading) {
    loading = fetch(`${basePath}${SECTION_INDEX_FILE}`)
      .then((response) => {
        if (!response.ok) throw new Error(`No se pudo cargar ${SECTION_INDEX_FILE} (HTTP ${response.status}).`);
        return response.json() as Promise<SectionIndexData>;
      })
      .then((data) => new SectionIndex(data));
    loading.catch(() => cache.delete(basePath));
    cache.set(basePath, loading);
  }
  return loading;
}

/** A page as Pagefind stores it (gzip of a signature and JSON), fetched without a search. */
async function loadFragment(basePath: string, hash: string): Promise<PagefindResultData> {
  const response = await fetch(`${basePath}fragment/${hash}.pf_fragment`);
  if (!response.ok || !response.body)
    throw new Error(`No se pudo cargar el fragmento ${hash} (HTTP ${response.status}).`);
  const text = await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).text();
  const stored = parseFragment(text, `El fragmento ${hash}`) as Pick<
    PagefindResultData,
    'url' | 'content' | 'meta' | 'anchors'
  >;
  return {excerpt: '', filters: {}, sub_results: [], ...stored};
}

/**
 * The pages of the best sections, read from their fragments, with the question's words marked as hits (weighted
 * by idf: `weights` from SectionIndex.weights) so the passages quote the sentences that say them.
 */
export async function loadSectionPages(
  index: SectionIndex,
  basePath: string,
  ranked: RankedSection[],
  weights: Map<string, number>,
  maxPages: number,
): Promise<SourcePage[]> {
  const pageUrls = [...new Set(ranked.map((r) => r.pageUrl))].slice(0, maxPages);
  return Promise.all(
    pageUrls.map(async (url) => {
      const hash = index.fragmentOf(url);
      if (!hash) throw new Error(`El índice de secciones no tiene la página ${url}.`);
      const page = toSourcePage(await loadFragment(basePath, hash));
      const hits = page.content.split(WORD_SEPARATORS).flatMap((word, location) => {
        const score = Math.max(0, ...textStems(word).map((stem) => weights.get(stem) ?? 0));
        return score ? [{location, score}] : [];
      });
      return {...page, hits};
    }),
  );
}
