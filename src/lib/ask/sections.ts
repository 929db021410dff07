/**
 * Ranks every section of the docs for a question (BM25 over src/plugins/searchIndex/sectionIndex.mjs's index), and
 * loads the pages of the best ones. Pagefind ranks pages, and only those with every word of the query: a question
 * says more words than any one section, so «Preguntar» ranks sections itself, over the whole site, with the stems
 * of src/lib/search/spanish.mjs. Loaded only by «Preguntar» (in its worker, and in Node for the evaluation).
 */
import MiniSearch from 'minisearch';
import type {PagefindResultData} from '../search/pagefind';
import {canonicalResultUrl} from '../search/resultUrl';
import {textStems} from '../search/stems.mjs';
import {parseFragment, SECTION_INDEX_FILE, WORD_SEPARATORS} from '../../plugins/searchIndex/files.mjs';
import {toSourcePage, type SourcePage} from './passages';
import {relatedStems} from './related';

export interface SectionIndexData {
  pages: [url: string, title: string, fragment: string][];
  sections: [page: number, anchor: string, length: number, headingStems: string[], parent: number][];
  postings: Record<string, number[]>;
}

export interface RankedSection {
  /** Its number in the index (SectionIndex.support takes it). */
  section: number;
  /** Page URL, with the section's anchor unless it is the top of the page. */
  url: string;
  pageUrl: string;
  score: number;
}

/**
 * How MiniSearch weighs a word of the question by where a section says it: its heading says what the section is
 * about, its page's title names every section of the page, and the headings that enclose it («Firma electrónica»
 * under «Valores mágicos») name it less closely. Each field is scored by BM25 on its own (its own idf and length).
 */
const FIELD_BOOST = {text: 1, heading: 1, title: 2, parents: 0.5};
/**
 * MiniSearch's BM25+ (k, b, d): the usual saturation and length correction, and no floor per matching field (d = 0):
 * with MiniSearch's default 0.5 every field a word is found in adds half its idf again, and the opening sections
 * (whose heading is the page title) won.
 */
const BM25 = {k: 1.2, b: 0.75, d: 0};
/**
 * A section's page counts too (BM25 over the whole page, a second MiniSearch, at this share): the section that
 * answers often says only part of the question («Límites» of the authentication guide says «vence» and not
 * «autenticación»), and its page says the rest.
 */
const PAGE_WEIGHT = 0.5;
/** A related word (./related.ts) counts at this share of an own word of the question (MiniSearch's boostTerm). */
const RELATED_WEIGHT = 0.6;
/*
 * Measured on the tuning questions (304, 46 of them unanswerable) against the hand BM25 this replaced (86.5 %,
 * declines 82.6 %): d = 0 gained 8 questions over MiniSearch's 0.5 (80.3 % → 82.9 %), a title boost of 2 kept 82.9 %
 * and raised declines to 87.0 %; heading boosts of 0.5 to 2, page shares of 0 to 1, parents at 1, k of 0.8 or 2, b of
 * 0.3 or 0.9 and related shares of 0 or 1 each did as well or worse.
 */

/** The stems of a question, weighted (see SectionIndex.weigh). */
export interface QuestionStems {
  weights: Map<string, number>;
  /** Stems of related words, with the question's stem each stands in for. */
  standsFor: Map<string, string>;
}

/** A section or a page as MiniSearch indexes it: its stems in each field, separated by spaces. */
interface StemDocument {
  id: number;
  text: string;
  heading?: string;
  title?: string;
  parents?: string;
}

/** The terms are stems already (src/lib/search/stems.mjs, as the build wrote them): split, never changed. */
function stemSearch(fields: (keyof StemDocument)[], documents: StemDocument[]): MiniSearch<StemDocument> {
  const search = new MiniSearch<StemDocument>({
    fields,
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (term) => term,
    searchOptions: {boost: FIELD_BOOST, bm25: BM25},
  });
  search.addAll(documents);
  return search;
}

export class SectionIndex {
  /** Every section's stems: its text (repeated as often as it says them), heading, enclosing headings, page title. */
  private readonly said: Set<string>[];
  /** How many sections say each stem, in their text or heading (for the idf of SectionIndex.weigh). */
  private readonly sectionCounts = new Map<string, number>();
  private readonly sectionSearch: MiniSearch<StemDocument>;
  private readonly pageSearch: MiniSearch<StemDocument>;

  constructor(private readonly data: SectionIndexData) {
    const texts: string[][] = data.sections.map(() => []);
    for (const [stem, postings] of Object.entries(data.postings)) {
      let section = 0;
      for (const item of postings) {
        if (item < 0) for (let n = 1; n < -item; n++) texts[section].push(stem);
        else {
          section += item;
          texts[section].push(stem);
        }
      }
    }
    const titles = data.pages.map(([, title]) => [...new Set(textStems(title))]);
    const parents = data.sections.map(([, , , headingStems, parent]) => {
      // A stem of the section's own heading already counts there.
      const inherited = new Set<string>();
      for (; parent >= 0; parent = data.sections[parent][4])
        for (const stem of data.sections[parent][3]) if (!headingStems.includes(stem)) inherited.add(stem);
      return [...inherited];
    });
    this.said = data.sections.map(
      ([page, , , headingStems], i) => new Set([...texts[i], ...headingStems, ...parents[i], ...titles[page]]),
    );
    data.sections.forEach(([, , , headingStems], i) => {
      for (const stem of new Set([...texts[i], ...headingStems]))
        this.sectionCounts.set(stem, (this.sectionCounts.get(stem) ?? 0) + 1);
    });
    this.sectionSearch = stemSearch(
      ['text', 'heading', 'title', 'parents'],
      data.sections.map(([page, , , headingStems], i) => ({
        id: i,
        text: texts[i].join(' '),
        heading: headingStems.join(' '),
        title: titles[page].join(' '),
        parents: parents[i].join(' '),
      })),
    );
    const pageTexts: string[][] = data.pages.map(() => []);
    data.sections.forEach(([page], i) => pageTexts[page].push(...texts[i]));
    this.pageSearch = stemSearch(
      ['text'],
      pageTexts.map((text, id) => ({id, text: text.join(' ')})),
    );
  }

  /** How much a stem tells sections apart: BM25's idf over sections, headings included (0 for a stem none says). */
  private idf(stem: string): number {
    const n = this.data.sections.length;
    const df = this.sectionCounts.get(stem) ?? 0;
    return df ? Math.log(1 + (n - df + 0.5) / (df + 0.5)) : 0;
  }

  /**
   * The stems of a question with how much each tells sections apart (idf), and the stems of related words
   * (./related.ts) at RELATED_WEIGHT of their own idf, each with the question's stem it stands in for.
   */
  weigh(terms: string[]): QuestionStems {
    const stems = [...new Set(terms.flatMap(textStems))];
    const weights = new Map(stems.map((stem) => [stem, this.idf(stem)]));
    const standsFor = new Map<string, string>();
    for (const stem of stems)
      for (const other of relatedStems(stem)) {
        if (weights.has(other)) continue;
        weights.set(other, RELATED_WEIGHT * this.idf(other));
        standsFor.set(other, stem);
      }
    return {weights, standsFor};
  }

  /** The sections that share words with the question, best first; `stems` as weigh(terms) computes them. */
  rank(terms: string[], stems = this.weigh(terms)): RankedSection[] {
    return this.scored(stems).map(([i, score]) => {
      const [page, anchor] = this.data.sections[i];
      const pageUrl = canonicalResultUrl(this.data.pages[page][0]);
      return {section: i, url: anchor ? `${pageUrl}#${anchor}` : pageUrl, pageUrl, score};
    });
  }

  /**
   * How much of the question the best section says: the idf of the question's own stems (`weight`), and the share
   * of it found in that section's text, headings or page title, directly or through a related word (`covered`).
   * `best`: the first section of rank(terms, stems), when the caller has ranked them already.
   */
  support(stems: QuestionStems, best = this.scored(stems)[0]?.[0]): {weight: number; covered: number} {
    let weight = 0;
    let found = 0;
    for (const [stem, idf] of stems.weights) {
      if (stems.standsFor.has(stem)) continue;
      weight += idf;
      const said = [stem, ...[...stems.standsFor].filter(([, own]) => own === stem).map(([other]) => other)];
      if (best !== undefined && said.some((s) => this.said[best].has(s))) found += idf;
    }
    return {weight, covered: weight ? found / weight : 0};
  }

  /** Whether a section says a word (a stem of it) in its text, its headings or its page title. */
  says(section: number, word: string): boolean {
    return textStems(word).some((stem) => this.said[section].has(stem));
  }

  /**
   * Section numbers with their scores, best first: MiniSearch's BM25 of the question's stems and, at
   * RELATED_WEIGHT, of their related words, plus PAGE_WEIGHT of the page's own score for the question's stems.
   */
  private scored({weights, standsFor}: QuestionStems): [section: number, score: number][] {
    const stems = [...weights.keys()].filter((stem) => weights.get(stem));
    if (!stems.length) return [];
    const own = stems.filter((stem) => !standsFor.has(stem));
    const pageScores = new Map(this.pageSearch.search(own.join(' ')).map((r) => [r.id as number, r.score]));
    return this.sectionSearch
      .search(stems.join(' '), {boostTerm: (stem) => (standsFor.has(stem) ? RELATED_WEIGHT : 1)})
      .map((r): [number, number] => {
        const page = this.data.sections[r.id as number][0];
        return [r.id as number, r.score + PAGE_WEIGHT * (pageScores.get(page) ?? 0)];
      })
      .sort((a, b) => b[1] - a[1]);
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
