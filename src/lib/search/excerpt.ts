/**
 * The excerpts of the search results, built from a page's text in the index (Pagefind's `content`) instead of
 * taken from Pagefind: its excerpts quote whatever surrounds a match, tables and code included («entity_idstring
 * Obligatorio», raw JSON), start anywhere in a sentence and mark a word with its punctuation. Here an excerpt quotes
 * prose only, starts where a sentence (or at least a clause) starts, and marks the matched word without the
 * punctuation around it. The segments are rendered by React as text, never parsed as markup.
 *
 * Pagefind also matches the parts of an API token (`consent_template_id` for «consentimiento», through the stem
 * of `consent`): an excerpt is chosen around the prose words that matched when the region has any, and
 * `forQuery` (./queryMarks.ts) marks a token only when the reader typed it, so a prose query does not light up every identifier.
 */
import {SKIP_END_ID, SKIP_START_ID} from './nonProse.mjs';
import {isCodeToken, LEADING_PUNCTUATION, OPENER, TRAILING_PUNCTUATION} from './queryMarks';

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/** An anchor of a page in the index: a heading with an id, or a marker of a block that is not prose. */
export interface IndexAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

/** A page's text as the index numbers its words, with the ranges of words that are not prose. */
export interface PageText {
  words: string[];
  /** [start, end) word ranges of tables, code blocks and the keyword list, in order. */
  skipped: [number, number][];
}

/** The longest excerpt, in words (Pagefind's own is 26; a whole clause often needs a few more). */
export const EXCERPT_WORDS = 30;
/** How far back from a match an excerpt may start to begin with its sentence or clause. */
const LOOKBACK_WORDS = 14;

/** How Pagefind splits a page's text into the words its locations count (`word_separators` in pagefind.js). */
const WORD_SEPARATORS = /[^\S\uFEFF]+/;
const SENTENCE_END = /[.!?:;…]["'»”)]*$/;
const CLAUSE_END = /[,—–)]$/;

export function pageText(content: string, anchors: IndexAnchor[] = []): PageText {
  const words = content.split(WORD_SEPARATORS);
  const skipped: [number, number][] = [];
  // Marked blocks may nest (a field's facts inside a marked table): a range runs from the outermost start to its end.
  let depth = 0;
  let start = 0;
  for (const anchor of [...anchors].sort((a, b) => a.location - b.location)) {
    if (anchor.id === SKIP_START_ID && depth++ === 0) start = anchor.location;
    else if (anchor.id === SKIP_END_ID && depth > 0 && --depth === 0) skipped.push([start, anchor.location]);
  }
  if (depth > 0) skipped.push([start, words.length]);
  return {words, skipped};
}

function isProse(text: PageText, i: number): boolean {
  return Boolean(text.words[i]) && !text.skipped.some(([from, to]) => i >= from && i < to);
}

/** A word with its punctuation outside the highlight. */
function markedWord(word: string): TextSegment[] {
  const lead = LEADING_PUNCTUATION.exec(word)?.[0] ?? '';
  const rest = word.slice(lead.length);
  const trail = TRAILING_PUNCTUATION.exec(rest)?.[0] ?? '';
  const core = rest.slice(0, rest.length - trail.length);
  if (!core) return [{text: word, highlighted: false}];
  return [
    ...(lead ? [{text: lead, highlighted: false}] : []),
    {text: core, highlighted: true},
    ...(trail ? [{text: trail, highlighted: false}] : []),
  ];
}

function pushSegment(segments: TextSegment[], segment: TextSegment): void {
  const last = segments.at(-1);
  if (last && last.highlighted === segment.highlighted) last.text += segment.text;
  else segments.push({...segment});
}

/** The first word of the sentence (or else the clause) that holds `hit`, no earlier than `floor`. */
function startOfSentence(text: PageText, hit: number, floor: number): {start: number; whole: boolean} {
  let runStart = hit;
  while (runStart > floor && hit - runStart < LOOKBACK_WORDS && isProse(text, runStart - 1)) runStart--;
  // The start of the region or of a prose run after a block starts a sentence (blocks end with a full stop).
  const atBoundary = runStart === floor || !isProse(text, runStart - 1);
  for (let i = hit; i > runStart; i--) if (SENTENCE_END.test(text.words[i - 1])) return {start: i, whole: true};
  if (atBoundary) return {start: runStart, whole: true};
  for (let i = hit; i > runStart; i--) if (CLAUSE_END.test(text.words[i - 1])) return {start: i, whole: true};
  return {start: hit, whole: false};
}

export interface ExcerptOptions {
  /** First word of the region (a section: from its heading to the next). */
  from: number;
  /** End of the region (exclusive). */
  to: number;
  /** Words of the region the search matched. */
  locations: number[];
  /** Words at the start of the region that are its heading, shown apart: never quoted. */
  headingWords?: number;
  maxWords?: number;
}

/**
 * The excerpt of a region of a page: the prose around its best cluster of matches, from the start of that
 * sentence, with the matched words marked; the region's first prose words when it only matches in tables or code;
 * nothing when it has no prose at all.
 */
export function proseExcerpt(text: PageText, options: ExcerptOptions): TextSegment[] {
  const {from, to, locations, headingWords = 0, maxWords = EXCERPT_WORDS} = options;
  const floor = Math.min(from + headingWords, to);
  const matched = new Set(locations);
  const all = [...matched].filter((l) => l >= floor && l < to && isProse(text, l)).sort((a, b) => a - b);
  // Prose words first: a sentence that says «consentimiento» rather than a list of `consent_…` fields.
  const words = all.filter((l) => !isCodeToken(text.words[l]));
  const hits = words.length ? words : all;

  let start: number;
  let whole = true;
  if (hits.length) {
    // The match with the most others close after it: the excerpt shows as many of them as it can.
    const span = Math.floor(maxWords * 0.6);
    let best = hits[0];
    let bestCount = 0;
    for (const hit of hits) {
      const count = hits.filter((l) => l >= hit && l < hit + span).length;
      if (count > bestCount) [best, bestCount] = [hit, count];
    }
    ({start, whole} = startOfSentence(text, best, floor));
  } else {
    start = floor;
    while (start < to && !isProse(text, start)) start++;
    if (start === to) return [];
  }

  const segments: TextSegment[] = whole ? [] : [{text: '… ', highlighted: false}];
  let end = start;
  while (end < to && end - start < maxWords && isProse(text, end)) {
    if (end > start && !OPENER.test(text.words[end - 1])) pushSegment(segments, {text: ' ', highlighted: false});
    const word = text.words[end];
    for (const segment of matched.has(end) ? markedWord(word) : [{text: word, highlighted: false}])
      pushSegment(segments, segment);
    end++;
  }
  if (end - start >= maxWords && !SENTENCE_END.test(text.words[end - 1]))
    pushSegment(segments, {text: ' …', highlighted: false});
  return segments;
}

export function segmentsToText(segments: TextSegment[]): string {
  return segments.map((s) => s.text).join('');
}
