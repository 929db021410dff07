/**
 * Ranks every section of the docs for a question (BM25 over src/plugins/searchIndex/sectionIndex.mjs's index), and
 * loads the pages of the best ones. Pagefind ranks pages, and only those with every word of the query: a question
 * says more words than any one section, so «Preguntar» ranks sections itself, over the whole site, with the stems
 * of src/lib/search/spanish.mjs. Loaded only by «Preguntar» (in its worker, and in Node for the evaluation).
 */
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

/** BM25's saturation of repeated words and its correction for long sections (the usual values). */
const K1 = 1.2;
const B = 0.75;
/**
 * A word of the question in a section's heading counts once more, with its idf: the heading says what the section is
 * about. In the page title, too, for every section of the page (the title names them all), and at half weight in
 * the headings that enclose the section («Firma electrónica» under «Valores mágicos»).
 */
const HEADING_WEIGHT = 1;
const TITLE_WEIGHT = 1;
const PARENT_WEIGHT = 0.5;
/**
 * A section's page counts too (BM25 over the whole page, at this share): the section that answers often says only
 * part of the question («Límites» of the authentication guide says «vence» and not «autenticación»), and its page
 * says the rest.
 */
const PAGE_WEIGHT = 0.5;
/** A related word (./related.ts) counts at this share of its idf, in place of the question's own word. */
const RELATED_WEIGHT = 0.6;
/*
 * All five chosen on the tuning questions (92 with an answer): heading and title weights of 0.5 to 3 moved recall
 * by one or two questions; the page prior gained 3 between shares of 0.35 and 0.65 and lost them from 0.8; parents
 * at 0.25 to 1 gained one; related words gained one at shares of 0.6 and 0.7, none at 0.5, and lost one at 0.8.
 */

/** The stems of a question, weighted (see SectionIndex.weigh). */
export interface QuestionStems {
  weights: Map<string, number>;
  /** Stems of related words, with the question's stem each stands in for. */
  standsFor: Map<string, string>;
}

/** BM25's score of a stem found `tf` times in a text of `relativeLength` times the average length. */
function bm25(idf: number, tf: number, relativeLength: number): number {
  return (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + B * relativeLength));
}

/** Adds `item` to the list of `key`. */
function addTo<K, V>(map: Map<K, V[]>, key: K, item: V) {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

export class SectionIndex {
  /** Sections per stem of their heading, of their page's title and of the headings enclosing them: the bonuses. */
  private readonly byHeading = new Map<string, number[]>();
  private readonly byTitle = new Map<string, number[]>();
  private readonly byParent = new Map<string, number[]>();
  private readonly averageLength: number;
  private readonly pageLengths: number[];
  private readonly averagePageLength: number;

  constructor(private readonly data: SectionIndexData) {
    const titleStems = data.pages.map(([, title]) => new Set(textStems(title)));
    data.sections.forEach(([page, , , headingStems], i) => {
      for (const stem of new Set(headingStems)) addTo(this.byHeading, stem, i);
      for (const stem of titleStems[page]) addTo(this.byTitle, stem, i);
      // A stem of the section's own heading already has its bonus.
      const inherited = new Set<string>();
      for (let parent = data.sections[i][4]; parent >= 0; parent = data.sections[parent][4])
        for (const stem of data.sections[parent][3]) if (!headingStems.includes(stem)) inherited.add(stem);
      for (const stem of inherited) addTo(this.byParent, stem, i);
    });
    this.averageLength = data.sections.reduce((sum, s) => sum + s[2], 0) / Math.max(1, data.sections.length);
    this.pageLengths = data.pages.map(() => 0);
    for (const [page, , length] of data.sections) this.pageLengths[page] += length;
    this.averagePageLength = this.pageLengths.reduce((sum, l) => sum + l, 0) / Math.max(1, data.pages.length);
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

  /** BM25's idf of a stem over sections, headings included. */
  private idf(stem: string): number {
    const containing = new Set(this.occurrences(stem).keys());
    for (const i of this.byHeading.get(stem) ?? []) containing.add(i);
    const n = this.data.sections.length;
    const df = containing.size;
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

  /** What a stem adds to each section: BM25 over its text, and its idf again in its heading, parents and title. */
  private contributions(stem: string, idf: number): Map<number, number> {
    const scores = new Map<number, number>();
    const add = (i: number, score: number) => scores.set(i, (scores.get(i) ?? 0) + score);
    for (const [i, tf] of this.occurrences(stem)) {
      const length = this.data.sections[i][2];
      add(i, bm25(idf, tf, length / this.averageLength));
    }
    for (const i of this.byHeading.get(stem) ?? []) add(i, HEADING_WEIGHT * idf);
    for (const i of this.byParent.get(stem) ?? []) add(i, PARENT_WEIGHT * idf);
    for (const i of this.byTitle.get(stem) ?? []) add(i, TITLE_WEIGHT * idf);
    return scores;
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
      if (best !== undefined && said.some((s) => this.mentions(best, s))) found += idf;
    }
    return {weight, covered: weight ? found / weight : 0};
  }

  /** Whether a section says a word (a stem of it) in its text, its headings or its page title. */
  says(section: number, word: string): boolean {
    return textStems(word).some((stem) => this.mentions(section, stem));
  }

  /** Whether a stem is in a section's text, its headings or its page title. */
  private mentions(section: number, stem: string): boolean {
    return this.contributions(stem, 1).has(section);
  }

  /** Section numbers with their scores, best first. */
  private scored({weights, standsFor}: QuestionStems): [section: number, score: number][] {
    // A question's stem counts once per section, with the best of its related words when the stem is absent.
    const perStem = new Map<string, Map<number, number>>();
    for (const [stem, idf] of weights) {
      if (!idf) continue;
      const key = standsFor.get(stem) ?? stem;
      const scores = perStem.get(key) ?? new Map<number, number>();
      for (const [i, score] of this.contributions(stem, idf)) scores.set(i, Math.max(scores.get(i) ?? 0, score));
      perStem.set(key, scores);
    }
    const scores = new Map<number, number>();
    for (const stemScores of perStem.values())
      for (const [i, score] of stemScores) scores.set(i, (scores.get(i) ?? 0) + score);
    const pageScores = this.pageScores(weights, standsFor);
    for (const [i, score] of scores)
      scores.set(i, score + PAGE_WEIGHT * (pageScores.get(this.data.sections[i][0]) ?? 0));
    return [...scores].sort((a, b) => b[1] - a[1]);
  }

  /** BM25 of the question's own stems over whole pages (with the sections' idf): each section's page prior. */
  private pageScores(weights: Map<string, number>, standsFor: Map<string, string>): Map<number, number> {
    const scores = new Map<number, number>();
    for (const [stem, idf] of weights) {
      if (!idf || standsFor.has(stem)) continue;
      const counts = new Map<number, number>();
      for (const [i, tf] of this.occurrences(stem)) {
        const page = this.data.sections[i][0];
        counts.set(page, (counts.get(page) ?? 0) + tf);
      }
      for (const [page, tf] of counts)
        scores.set(page, (scores.get(page) ?? 0) + bm25(idf, tf, this.pageLengths[page] / this.averagePageLength));
    }
    return scores;
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
