/**
 * Picks the passages of the docs that best answer a question, from the pages of the sections that rank best for it
 * (./sections.ts). A passage is a run of whole sentences inside one section (between two headings), around the words
 * that matched; used as the offline answer and as the context sent to an answering service.
 */
import type {TextSegment} from '../search/excerpt';
import type {PagefindResultData} from '../search/pagefind';
import {queryWords} from '../search/query';
import {canonicalResultUrl} from '../search/resultUrl';
import {foldWord as fold, SPANISH_FUNCTION_WORDS} from '../search/spanish.mjs';
import {stemOf as wordStem} from '../search/stems.mjs';
import {brand} from '../../../config/links';
import {relatedWords} from './related';
import {headingAnchors, sectionRanges, withoutKeywords, WORD_SEPARATORS} from '../../plugins/searchIndex/files.mjs';

export interface SourcePage {
  url: string;
  title: string;
  /** The page text as the index stores it; word positions refer to it split on white space. */
  content: string;
  anchors: {id: string; text: string; location: number}[];
  hits: {location: number; score: number}[];
}

export interface Passage {
  /** 1-based number used to cite it. */
  n: number;
  pageTitle: string;
  heading?: string;
  /** Page URL with the section anchor. */
  url: string;
  segments: TextSegment[];
  text: string;
  score: number;
}

export interface PassageOptions {
  maxPassages?: number;
  maxPerPage?: number;
  /** Longest passage, in words. */
  maxWords?: number;
  /** The meaningful words of the question: passages that contain more of them rank higher. */
  terms?: string[];
  /** Sections (page URL with anchor) of an exact API token the question names («idempotency_key_reused»). */
  named?: string[];
  /** The question as the reader wrote it, question words included: a heading made of its words asks it back. */
  asked?: string;
}

/** A word that ends a sentence ("6." in a numbered heading does not). */
const SENTENCE_END = /\D[.!?…;:]["»”')\]]*$/;

export function toSourcePage(data: PagefindResultData): SourcePage {
  return {
    url: canonicalResultUrl(data.url),
    title: data.meta.title?.trim() || canonicalResultUrl(data.url),
    content: withoutKeywords(data.content, data.meta.keywords),
    anchors: headingAnchors(data.anchors ?? []).map(({id, text, location}) => ({id, text: text.trim(), location})),
    hits: (data.weighted_locations ?? []).map((w) => ({location: w.location, score: w.balanced_score})),
  };
}

interface Region {
  start: number;
  end: number;
  heading?: string;
  anchorId?: string;
}

interface Sentence {
  start: number;
  end: number;
}

/** The sections of the page (as the section index cuts them), with their heading. */
function regionsOf(page: SourcePage, wordCount: number): Region[] {
  return sectionRanges(wordCount, page.anchors).map(({start, end, heading}) =>
    heading ? {start, end, heading: heading.text, anchorId: heading.id} : {start, end},
  );
}

function sentencesOf(words: string[], region: Region): Sentence[] {
  const sentences: Sentence[] = [];
  let start = region.start;
  for (let i = region.start; i < region.end; i++) {
    if (SENTENCE_END.test(words[i]) || i === region.end - 1) {
      sentences.push({start, end: i + 1});
      start = i + 1;
    }
  }
  return sentences;
}

/**
 * Whether a run of words reads as prose: code blocks and JSON, flattened into the
 * indexed text, do not answer a question (they are still found by search).
 */
function isProse(words: string[], from: number, to: number): boolean {
  let prose = 0;
  let code = 0;
  for (let i = from; i < to; i++) {
    if (/[{}[\]=$#`|\\<>]|^["']|["'],?$|\w\(|::|=>|->/.test(words[i])) code++;
    const core = words[i].replace(/^[(«"“¿¡]+/, '').replace(/[.,;:!?»"”)]+$/, '');
    if (/^(\p{L}+(-\p{L}+)*|\d+([.,]\d+)?%?)$/u.test(core)) prose++;
  }
  const n = to - from;
  return n > 0 && prose / n >= 0.6 && code / n <= 0.15;
}

/** A term of the question as passages compare it: its first letters (a stem) and how much it tells sections apart. */
interface Term {
  stem: string;
  weight: number;
}

// Passages compare a term's first letters with the start of each word of the text (hasStem), not stems with stems
// as the section ranking does (spanish.mjs stemOf): the text is matched raw, word by word, without stemming it.
const stemOf = (term: string) => fold(term).slice(0, Math.max(3, Math.min(5, term.length - 1)));

const hasStem = (text: string[], stem: string) => text.some((w) => w.replace(/^[^\p{L}\p{N}]+/u, '').startsWith(stem));

/** Weighted share of the question's terms found in the words or their heading. */
function termCoverage(words: string[], from: number, to: number, terms: Term[], heading = ''): number {
  if (!terms.length) return 1;
  const text = [...words.slice(from, to), ...heading.split(/\s+/)].map(fold);
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  return terms.filter((t) => hasStem(text, t.stem)).reduce((sum, t) => sum + t.weight, 0) / total;
}

/**
 * The question's terms, each weighted by how few sections of the found pages contain it: in «¿es válida la firma
 * electrónica en México?» every section says «firma», only the one that answers says «México».
 */
function weighTerms(pages: SourcePage[], terms: string[]): Term[] {
  const stems = [...new Set(terms.map(stemOf))];
  const sections = pages.flatMap((page) => {
    const words = page.content.split(WORD_SEPARATORS);
    return regionsOf(page, words.length).map((r) => words.slice(r.start, r.end).map(fold));
  });
  const n = sections.length;
  return stems.map((stem) => {
    const containing = sections.filter((text) => hasStem(text, stem)).length;
    return {stem, weight: n ? Math.log(1 + n / Math.max(1, containing)) : 1};
  });
}

/** The sentence that repeats the heading (Pagefind adds a '.' after it) is not an answer. */
function isHeadingSentence(words: string[], sentence: Sentence, heading: string | undefined): boolean {
  if (!heading) return false;
  const text = words.slice(sentence.start, sentence.end).join(' ').replace(/[.:]$/, '');
  return text.trim() === heading.replace(/[.:]$/, '').trim();
}

function toSegments(words: string[], from: number, to: number, hitSet: Set<number>, truncated: boolean): TextSegment[] {
  const segments: TextSegment[] = [];
  for (let i = from; i < to; i++) {
    const highlighted = hitSet.has(i);
    const text = (i > from ? ' ' : '') + words[i];
    const last = segments.at(-1);
    if (last && last.highlighted === highlighted) last.text += text;
    else if (last && highlighted && text.startsWith(' ')) {
      last.text += ' ';
      segments.push({text: text.slice(1), highlighted});
    } else segments.push({text, highlighted});
  }
  if (truncated) segments.push({text: ' …', highlighted: false});
  return segments;
}

const NAMED_SECTION_BOOST = 4;

/** Every page is about the product: its name in a heading («Qué ofrece la firma de Custodia») echoes nothing. */
const BRAND = fold(brand.name);

/** Words of a heading or a question as they are compared for an echo: stems, without function words or the brand. */
function echoStems(text: string): string[] {
  return (
    queryWords(text)
      .map((w) => fold(w.replace(/[^\p{L}\p{N}]+/gu, '')))
      .filter((w) => w && !SPANISH_FUNCTION_WORDS.has(w) && w !== BRAND)
      // Stemmed, so «fallar» echoes «fallo».
      .map((w) => wordStem(w).slice(0, 5))
  );
}

/**
 * Share of a section heading's words that the question uses, question words included: «Qué puede hacer la
 * persona» answers «¿Qué puede hacer la persona en el centro de privacidad?», where «Cómo llega la persona»
 * only shares its subject. The terms alone («persona», «centro», «privacidad») cannot tell the two apart.
 */
function headingEcho(heading: string | undefined, asked: string[]): number {
  if (!heading || !asked.length) return 0;
  const words = echoStems(heading);
  return words.length ? words.filter((w) => asked.includes(w)).length / words.length : 0;
}

interface Candidate extends Omit<Passage, 'n'> {
  pageUrl: string;
}

function pageCandidates(
  page: SourcePage,
  sectionScores: Map<string, number>,
  maxWords: number,
  terms: Term[],
  named: string[],
  asked: string[],
): Candidate[] {
  const words = page.content.split(WORD_SEPARATORS);
  const hitScore = new Map<number, number>();
  for (const hit of page.hits) hitScore.set(hit.location, (hitScore.get(hit.location) ?? 0) + hit.score);
  const hitSet = new Set(hitScore.keys());
  const candidates: Candidate[] = [];

  for (const region of regionsOf(page, words.length)) {
    const sentences = sentencesOf(words, region);
    const scoreOf = (s: Sentence) => {
      let sum = 0;
      for (let i = s.start; i < s.end; i++) sum += hitScore.get(i) ?? 0;
      return sum;
    };
    const heading = region.heading ?? page.title;
    // The page title names every section of the page, not only its opening: its hits (heavily weighted by the
    // index) must not make the opening outrank the section that answers.
    const headingScore = region.heading
      ? sentences.filter((s) => isHeadingSentence(words, s, heading)).reduce((sum, s) => sum + scoreOf(s), 0)
      : 0;
    const body = sentences.filter((s) => !isHeadingSentence(words, s, heading) && isProse(words, s.start, s.end));
    if (!body.length) continue;
    const scored = body.map((s) => ({
      s,
      score: scoreOf(s) * (0.25 + termCoverage(words, s.start, s.end, terms, heading)) ** 3,
    }));
    const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
    if (best.score === 0 && headingScore === 0) continue;

    // Grow from the best sentence, with the prose around it: following sentences first
    // (they explain it), then the previous ones.
    let from = best.s.start;
    let to = best.s.end;
    const index = body.indexOf(best.s);
    for (let i = index + 1; i < body.length && body[i].start === to && to - from < maxWords * 0.6; i++)
      to = body[i].end;
    for (let i = index - 1; i >= 0 && body[i].end === from && to - from < maxWords * 0.6; i--) from = body[i].start;
    const truncated = to - from > maxWords;
    if (truncated) to = from + maxWords;

    const segments = toSegments(words, from, to, hitSet, truncated);
    const url = region.anchorId ? `${page.url}#${region.anchorId}` : page.url;
    const sectionScore = sectionScores.get(url);
    if (!sectionScore) continue;
    candidates.push({
      pageUrl: page.url,
      pageTitle: page.title,
      ...(region.heading ? {heading: region.heading} : {}),
      url,
      segments,
      text: segments.map((s) => s.text).join(''),
      // A section whose own heading names what the question asks about is where the answer is.
      // The section an exact API token of the question leads to is its reference: a token is not a word that
      // other sections merely mention.
      // The section's rank over the whole site already counts its heading, its rarer words and the page title.
      score:
        sectionScore * (1 + headingEcho(region.heading, asked) ** 2) * (named.includes(url) ? NAMED_SECTION_BOOST : 1),
    });
  }
  return candidates;
}

/**
 * The best passages of the pages' sections, ordered by the rank of each section over the whole site
 * (`sectionScores`, by URL with anchor: src/lib/ask/sections.ts; a section it does not list offers none), numbered
 * for citation.
 */
export function selectPassages(
  pages: SourcePage[],
  sectionScores: Map<string, number>,
  {maxPassages = 3, maxPerPage = 2, maxWords = 60, terms = [], named = [], asked = ''}: PassageOptions = {},
): Passage[] {
  const weighted = weighTerms(pages, terms);
  // A heading echoes the question in the docs' words too: «Ir hacia atrás» asks «¿cómo vuelvo a la anterior?».
  const askedStems = echoStems([asked, ...queryWords(asked).flatMap(relatedWords)].join(' '));
  const candidates = pages.flatMap((page) =>
    pageCandidates(page, sectionScores, maxWords, weighted, named, askedStems),
  );
  candidates.sort((a, b) => b.score - a.score);
  const perPage = new Map<string, number>();
  const chosen: Candidate[] = [];
  for (const candidate of candidates) {
    if (chosen.length >= maxPassages) break;
    const count = perPage.get(candidate.pageUrl) ?? 0;
    if (count >= maxPerPage) continue;
    perPage.set(candidate.pageUrl, count + 1);
    chosen.push(candidate);
  }
  return chosen.map(({pageUrl: _pageUrl, ...passage}, i) => ({n: i + 1, ...passage}));
}
