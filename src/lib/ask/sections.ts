/**
 * Ranks every section of the docs for a question (BM25 over src/plugins/searchIndex/sectionIndex.mjs's index), and
 * loads the pages of the best ones. Pagefind ranks pages, and only those with every word of the query: a question
 * says more words than any one section, so «Preguntar» ranks sections itself, over the whole site, with the stems
 * of src/lib/search/spanish.mjs. Loaded only by «Preguntar» (in its worker, and in Node for the evaluation).
 */
import {components, count, create, insertMultiple, type AnyOrama} from '@orama/orama';
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
 * How Orama weighs a word of the question by where a section says it: its heading says what the section is about,
 * its page's title names every section of the page, and the headings that enclose it («Firma electrónica» under
 * «Valores mágicos») name it less closely. Orama scores each field by BM25 on its own (its own idf and length).
 */
const FIELD_BOOST = {text: 2, heading: 1, title: 1, parents: 0.5};
/**
 * Orama's BM25 (k, b, d). Orama's tf is a word's share of the field (count / length), so the text of a section
 * already pays for its length: no second correction (b = 0), and a floor per matching field (d = 1) so that a word
 * said once in a long section still counts.
 */
const BM25 = {k: 1.2, b: 0, d: 1};
/**
 * A section's page counts too (BM25 over the whole page, a second Orama index, at this share): the section that
 * answers often says only part of the question («Límites» of the authentication guide says «vence» and not
 * «autenticación»), and its page says the rest.
 */
const PAGE_WEIGHT = 0.5;
/** A related word (./related.ts) counts at this share of its own score, in place of the question's own word. */
const RELATED_WEIGHT = 0.6;
/*
 * Measured on the tuning questions (304, 46 of them unanswerable) against the hand BM25 this replaced (86.5 %,
 * declines 82.6 %): Orama's defaults (d = 0.5, b = 0.75, text boost 1) found 62.8 %, d = 0 43.1 %, b = 0 67.4 %,
 * text boost 3 68.1 %, d = 1 68.1 %; b = 0 with text boost 3 75.7 %, this variant 76.0 % (declines 80.4 %).
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

type Field = 'text' | 'heading' | 'title' | 'parents';
const SECTION_FIELDS: Field[] = ['text', 'heading', 'title', 'parents'];

/** The terms are stems already (src/lib/search/stems.mjs, as the build wrote them): split, never changed. */
function stemSearch(fields: Field[], documents: StemDocument[]): AnyOrama {
  const db = create({
    schema: Object.fromEntries(fields.map((field) => [field, 'string'])) as Record<Field, 'string'>,
    components: {
      tokenizer: {
        language: 'spanish',
        normalizationCache: new Map(),
        tokenize: (raw: string) => raw.split(' ').filter(Boolean),
      },
    },
  });
  // Synchronous: no hook or component here is async.
  void insertMultiple(db, documents.map((d) => ({...d, id: String(d.id)})) as never);
  return db;
}

/** Orama's BM25 of one stem (exactly, no prefix), per document number. */
function stemScores(db: AnyOrama, fields: Field[], stem: string): Map<number, number> {
  const found = components.index.search(
    db.data.index as Parameters<typeof components.index.search>[0],
    stem,
    db.tokenizer,
    undefined,
    fields,
    true,
    0,
    FIELD_BOOST,
    BM25,
    count(db),
    undefined,
    1,
  );
  return new Map(
    found.map(([internal, score]) => [
      Number(components.internalDocumentIDStore.getDocumentIdFromInternalId(db.internalDocumentIDStore, internal)),
      score,
    ]),
  );
}

export class SectionIndex {
  /** Every section's stems: its text (repeated as often as it says them), heading, enclosing headings, page title. */
  private readonly said: Set<string>[];
  /** How many sections say each stem, in their text or heading (for the idf of SectionIndex.weigh). */
  private readonly sectionCounts = new Map<string, number>();
  private readonly sectionSearch: AnyOrama;
  private readonly pageSearch: AnyOrama;

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
      SECTION_FIELDS,
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
    // A question's stem counts once per section, with the best of its related words when the stem is absent.
    const perStem = new Map<string, Map<number, number>>();
    for (const [stem, idf] of weights) {
      if (!idf) continue;
      const key = standsFor.get(stem) ?? stem;
      const share = standsFor.has(stem) ? RELATED_WEIGHT : 1;
      const scores = perStem.get(key) ?? new Map<number, number>();
      for (const [i, score] of stemScores(this.sectionSearch, SECTION_FIELDS, stem))
        scores.set(i, Math.max(scores.get(i) ?? 0, share * score));
      perStem.set(key, scores);
    }
    const scores = new Map<number, number>();
    for (const stemScores of perStem.values())
      for (const [i, score] of stemScores) scores.set(i, (scores.get(i) ?? 0) + score);
    const pageScores = new Map<number, number>();
    for (const [stem, idf] of weights) {
      if (!idf || standsFor.has(stem)) continue;
      for (const [page, score] of stemScores(this.pageSearch, ['text'], stem))
        pageScores.set(page, (pageScores.get(page) ?? 0) + score);
    }
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
