/**
 * Ranks every section of the docs for a question (BM25 over src/plugins/searchIndex/sectionIndex.mjs's index), and
 * loads the pages of the best ones. Pagefind ranks pages, and only those with every word of the query: a question
 * says more words than any one section, so «Preguntar» ranks sections itself, over the whole site, with the stems
 * of src/lib/search/spanish.mjs. Loaded only by «Preguntar» (in its worker, and in Node for the evaluation).
 */
import type {PagefindResultData} from '../search/pagefind';
import {canonicalResultUrl} from '../search/resultUrl';
import {textStems} from '../search/spanish.mjs';
import {parseFragment, SECTION_INDEX_FILE} from '../../plugins/searchIndex/files.mjs';
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

export class SectionIndex {
  private readonly titleStems: Set<string>[];
  private readonly headingStems: Set<string>[];
  private readonly averageLength: number;

  constructor(private readonly data: SectionIndexData) {
    this.titleStems = data.pages.map(([, title]) => new Set(textStems(title)));
    this.headingStems = data.sections.map(([, , , stems]) => new Set(stems));
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

  /** How much a stem tells sections apart (BM25 idf over sections, headings included). */
  weights(terms: string[]): Map<string, number> {
    const n = this.data.sections.length;
    const stems = [...new Set(terms.flatMap(textStems))];
    return new Map(
      stems.map((stem) => {
        const inText = this.occurrences(stem);
        let df = inText.size;
        this.headingStems.forEach((h, i) => {
          if (h.has(stem) && !inText.has(i)) df++;
        });
        return [stem, df ? Math.log(1 + (n - df + 0.5) / (df + 0.5)) : 0];
      }),
    );
  }

  /** The sections that share words with the question, best first. */
  rank(terms: string[]): RankedSection[] {
    const weights = this.weights(terms);
    const scores = new Map<number, number>();
    for (const [stem, idf] of weights) {
      if (!idf) continue;
      for (const [i, tf] of this.occurrences(stem)) {
        const length = this.data.sections[i][2];
        const saturation = (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / this.averageLength));
        scores.set(i, (scores.get(i) ?? 0) + idf * saturation);
      }
      this.data.sections.forEach(([page], i) => {
        let bonus = 0;
        if (this.headingStems[i].has(stem)) bonus += HEADING_WEIGHT * idf;
        if (this.titleStems[page].has(stem)) bonus += TITLE_WEIGHT * idf;
        if (bonus) scores.set(i, (scores.get(i) ?? 0) + bonus);
      });
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
 * by idf) so the passages quote the sentences that say them.
 */
export async function loadSectionPages(
  index: SectionIndex,
  basePath: string,
  ranked: RankedSection[],
  terms: string[],
  maxPages: number,
): Promise<SourcePage[]> {
  const pageUrls = [...new Set(ranked.map((r) => r.pageUrl))].slice(0, maxPages);
  const weights = index.weights(terms);
  return Promise.all(
    pageUrls.map(async (url) => {
      const hash = index.fragmentOf(url);
      if (!hash) throw new Error(`El índice de secciones no tiene la página ${url}.`);
      const page = toSourcePage(await loadFragment(basePath, hash));
      const hits = page.content.split(/[^\S\uFEFF]+/g).flatMap((word, location) => {
        const score = Math.max(0, ...textStems(word).map((stem) => weights.get(stem) ?? 0));
        return score ? [{location, score}] : [];
      });
      return {...page, hits};
    }),
  );
}
