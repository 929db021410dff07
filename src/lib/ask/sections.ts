/**
 * Ranks every section of the docs for a question, and loads the pages of the best ones. Pagefind ranks pages, and
 * only those with every word of the query: a question says more words than any one section, so «Preguntar» ranks
 * sections itself, over the whole site, with the stems of src/lib/search/stems.mjs. MiniSearch scores each stem in
 * each section (BM25 over the index src/plugins/searchIndex/sectionIndex.mjs writes, indexed at the first question);
 * this module combines the stems' scores as BM25 does. Loaded only by «Preguntar» (in its worker, and in Node for
 * the evaluation).
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
 * How MiniSearch weighs a stem of the question by where a section says it: its heading says what the section is
 * about, its page's title names every section of the page, and the headings that enclose it («Firma electrónica»
 * under «Valores mágicos») name it less closely. MiniSearch scores each field by BM25 on its own (an idf per field,
 * lengths in distinct stems) and adds the fields: a stem is rarer in headings than in text, so a heading already
 * weighs more than the text at the same boost; hence boosts under 1.
 */
const FIELD_BOOST = {text: 1, heading: 0.5, title: 0.6, parents: 0.25};
/** Pages are searched for their text alone (the page prior below). */
const PAGE_BOOST = {text: 1};
/**
 * MiniSearch's BM25+ (k, b, d): the usual saturation and length correction, and no floor per matching field (d = 0;
 * with MiniSearch's 0.5 every field a stem is found in adds half its idf again, and the opening sections, whose
 * heading is the page title, win).
 */
const BM25 = {k: 1.2, b: 0.75, d: 0};
/**
 * A section's page counts too (BM25 over the whole page, a second MiniSearch, at this share): the section that
 * answers often says only part of the question («Límites» of the authentication guide says «vence» and not
 * «autenticación»), and its page says the rest.
 */
const PAGE_WEIGHT = 0.35;
/** A related word (./related.ts) counts at this share of the question's own stem, in its place. */
const RELATED_WEIGHT = 0.8;
/*
 * All chosen on the tuning questions (304 with an answer, 46 without) against the hand BM25 this replaced (86.5 %,
 * declines 82.6 %). With the boosts of the first MiniSearch attempt (heading 1, title 2, parents 0.5, related 0.6):
 * 80.3 %. Heading 0.5, title 1, parents 0.25: 83.6 % (10 questions more). Title 0.5: 84.9 %, but declines 78.3 % (two
 * price questions answered). Title 0.6 and related 0.8: 84.9 % and declines 82.6 % (13 questions moved against the
 * hand BM25, 4 up and 9 down, in 7 areas). Page shares of 0.35 to 0.5 rank the tuning questions alike; from 0.45 up,
 * the opening of the sandbox page (its «sin costo») comes first for «¿Cuánto cobran por cada firma electrónica o
 * autenticación en producción?» and answers it (tests/e2e/search-answers.spec.ts), hence 0.35. Parents at 0.35 to 0.5
 * gain one question (a013, consent) and lose none: one item, so not taken. Each other variant did as well or worse:
 * heading 0.3 to 0.7, title 0.4 to 1, k 0.9 to 2, b 0.5 to 0.9 (or b = 0 in the heading fields alone), d 0.2 or 0.5,
 * page shares 0.25, 0.3 or 0.6 to 1, the page as MiniSearch's boostDocument (each section's score times 1 + a share of
 * its page's score over the best page's, at 0.5 or 1), related 0.6 to 1, the page title as a field of the page index
 * rather than of the sections (boost 0.5 to 2), and MiniSearch's product by the number of stems matched (80.6 %; by
 * its square root, 82.6 %).
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

/**
 * A MiniSearch over `documents`, searching the fields `boost` weighs. Stems in, stems out: the build wrote them
 * (src/lib/search/stems.mjs), so they are split and never changed; stems are exact, so no prefix or fuzzy search
 * (MiniSearch's defaults).
 */
function stemSearch(
  boost: Partial<Record<keyof StemDocument, number>>,
  documents: StemDocument[],
): MiniSearch<StemDocument> {
  const search = new MiniSearch<StemDocument>({
    fields: Object.keys(boost),
    tokenize: (text) => (text ? text.split(' ') : []),
    processTerm: (term) => term,
    searchOptions: {boost, bm25: BM25},
  });
  search.addAll(documents);
  return search;
}

/**
 * MiniSearch's score of one stem in each document. One search per stem: MiniSearch adds the scores of a query's
 * terms and then multiplies the sum by how many of them a document matched (`search` in 7.2.0), where BM25 adds each
 * stem once; and a related word must not add to its question's stem.
 */
function scoresOf(search: MiniSearch<StemDocument>, stem: string): Map<number, number> {
  return new Map(search.search(stem).map((result) => [result.id as number, result.score]));
}

export class SectionIndex {
  /** Every section's stems: its text, its heading, the headings enclosing it, its page's title. */
  private readonly said: Set<string>[];
  /** How many sections say each stem in their text or heading (the idf of SectionIndex.weigh). */
  private readonly sectionCounts = new Map<string, number>();
  private readonly sectionSearch: MiniSearch<StemDocument>;
  private readonly pageSearch: MiniSearch<StemDocument>;

  constructor(private readonly data: SectionIndexData) {
    const {pages, sections, postings} = data;
    // Each section's text as its stems, each as often as the section says it: MiniSearch counts them.
    const texts: string[][] = sections.map(() => []);
    for (const [stem, items] of Object.entries(postings)) {
      let section = 0;
      for (const item of items) {
        if (item < 0) for (let n = 1; n < -item; n++) texts[section].push(stem);
        else {
          section += item;
          texts[section].push(stem);
        }
      }
    }
    const titles = pages.map(([, title]) => [...new Set(textStems(title))]);
    const parents = sections.map(([, , , headingStems, parent]) => {
      // A stem of the section's own heading already counts there.
      const inherited = new Set<string>();
      for (; parent >= 0; parent = sections[parent][4])
        for (const stem of sections[parent][3]) if (!headingStems.includes(stem)) inherited.add(stem);
      return [...inherited];
    });
    this.said = sections.map(([page, , , headingStems], i) => {
      const said = new Set([...texts[i], ...headingStems]);
      for (const stem of said) this.sectionCounts.set(stem, (this.sectionCounts.get(stem) ?? 0) + 1);
      for (const stem of [...parents[i], ...titles[page]]) said.add(stem);
      return said;
    });
    const sectionTexts = texts.map((stems) => stems.join(' '));
    this.sectionSearch = stemSearch(
      FIELD_BOOST,
      sections.map(([page, , , headingStems], i) => ({
        id: i,
        text: sectionTexts[i],
        heading: headingStems.join(' '),
        title: titles[page].join(' '),
        parents: parents[i].join(' '),
      })),
    );
    const pageTexts: string[][] = pages.map(() => []);
    sections.forEach(([page], i) => pageTexts[page].push(sectionTexts[i]));
    this.pageSearch = stemSearch(
      PAGE_BOOST,
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
   * (./related.ts) at RELATED_WEIGHT of their own idf, each with the question's stem it stands in for. The idf
   * weighs the question's words for SectionIndex.support and for the passages; MiniSearch ranks with its own.
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
   * Section numbers with their scores, best first. Each of the question's stems adds MiniSearch's score of it in the
   * section, or of its best related word there at RELATED_WEIGHT when that scores more (a stem counts once however
   * many related words a section says), and PAGE_WEIGHT of its score in the section's page.
   */
  private scored({weights, standsFor}: QuestionStems): [section: number, score: number][] {
    const perStem = new Map<string, Map<number, number>>();
    for (const [stem, idf] of weights) {
      if (!idf) continue;
      const own = standsFor.get(stem);
      const share = own === undefined ? 1 : RELATED_WEIGHT;
      const best = perStem.get(own ?? stem) ?? new Map<number, number>();
      for (const [i, score] of scoresOf(this.sectionSearch, stem))
        best.set(i, Math.max(best.get(i) ?? 0, share * score));
      perStem.set(own ?? stem, best);
    }
    const scores = new Map<number, number>();
    for (const stemScores of perStem.values())
      for (const [i, score] of stemScores) scores.set(i, (scores.get(i) ?? 0) + score);
    const pageScores = new Map<number, number>();
    for (const stem of perStem.keys())
      for (const [page, score] of scoresOf(this.pageSearch, stem))
        pageScores.set(page, (pageScores.get(page) ?? 0) + score);
    for (const [i, score] of scores)
      scores.set(i, score + PAGE_WEIGHT * (pageScores.get(this.data.sections[i][0]) ?? 0));
    return [...scores].sort((a, b) => b[1] - a[1]);
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
