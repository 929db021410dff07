/**
 * The words the index contains and the exact API tokens it knows (src/plugins/searchIndex/vocabulary.mjs writes them at
 * build time): what tells a query with no match (say so, never show unrelated pages) from a typo (correct it
 * and say «¿Quisiste decir …?»), since Pagefind itself falls back to ever shorter prefixes of an unknown word.
 */
import {stemOf} from './stems.mjs';
import {foldText} from './synonyms';
import {fetchVocabularyData, type VocabularyData} from './vocabularyData';

export type {VocabularyData};

/** A word this short is only checked for a prefix: readers are still typing it. */
const MIN_CORRECTED_LENGTH = 5;

/**
 * Verbs the docs use for an operation whose title says another: «para eliminarlo, DELETE /webhooks/{webhook_id}»
 * (docs/api/webhooks.mdx) is «Borrar un webhook». Rule table: src/lib/search/README.md.
 */
const SAME_TASK: readonly (readonly [said: string, title: string])[] = [['eliminar', 'borrar']];

export class Vocabulary {
  private readonly words: string[];
  private readonly counts: number[];
  private readonly forms: (string | undefined)[];
  private readonly names: Set<string>;
  readonly tokens: Record<string, string>;
  private readonly aliases: Record<string, string>;
  /** Stem → the verb operation titles start with that has it («cre» → «crear»). */
  private readonly tasks = new Map<string, string>();

  constructor(data: VocabularyData) {
    this.words = data.words.map(([w]) => w);
    this.counts = data.words.map(([, c]) => Math.abs(c));
    this.forms = data.words.map((entry) => entry[2]);
    this.names = new Set(data.words.filter(([, c]) => c < 0).map(([w]) => w));
    this.tokens = data.tokens;
    this.aliases = data.aliases ?? {};
    for (const verb of data.tasks ?? []) this.tasks.set(stemOf(verb), verb);
  }

  /** Index of the first word ≥ prefix. */
  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.words[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private hasPrefix(prefix: string): boolean {
    return this.words[this.lowerBound(prefix)]?.startsWith(prefix) ?? false;
  }

  /**
   * The verb an operation title starts with that is a form of `word` («creo» → «crear») or of the verb the docs use
   * for the same operation (SAME_TASK: «elimino» → «borrar»), if any.
   */
  task(word: string): string | undefined {
    const stem = stemOf(foldText(word));
    const same = SAME_TASK.find(([said]) => stemOf(said) === stem)?.[1];
    return this.tasks.get(stem) ?? (same ? this.tasks.get(stemOf(same)) : undefined);
  }

  /** The title words a word of page addresses stands for («quickstart» → «inicio rápido»), if it is one. */
  alias(word: string): string | undefined {
    const folded = foldText(word);
    return Object.hasOwn(this.aliases, folded) ? this.aliases[folded] : undefined;
  }

  /** Whether the index has the word, a word it starts (typing), or a word with its stem. */
  knows(word: string): boolean {
    const folded = foldText(word);
    if (!/\p{L}/u.test(folded)) return true;
    // Tokens such as consent:read, sk_test_, /agreements or sha-256 are known when each of their words is (the
    // index keeps the words, not the punctuation or digits around them).
    const parts = folded.split(/[^\p{L}]+/u).filter(Boolean);
    if (parts.length > 1 || parts[0] !== folded) return parts.every((p) => this.knows(p));
    if (this.hasPrefix(folded)) return true;
    // Another form of a word the index has («revocarla», «firmas») is known by its stem.
    const stem = stemOf(word.toLocaleLowerCase('es'));
    if (stem.length >= 3 && stem !== folded && this.hasPrefix(stem)) return true;
    // A verb in the first person («roto», «abro», «restablezco») is known when its infinitive is.
    if (!folded.endsWith('o')) return false;
    const base = folded.slice(0, -1);
    const infinitives = [
      `${base}ar`,
      `${base}er`,
      `${base}ir`,
      ...(folded.endsWith('zco') ? [`${folded.slice(0, -3)}cer`] : []),
    ];
    return infinitives.some((verb) => this.hasPrefix(verb));
  }

  /**
   * The closest word of the index for a word it does not know: one edit for words of 5 or 6 letters, two from 7,
   * the most frequent on a tie; undefined when none is that close or the word is short. A name of the examples
   * («Valentina») is no correction: a reader's word near it is another word («valenciana»).
   */
  correct(word: string): string | undefined {
    const folded = foldText(word);
    // An API token with a typo in one of its words («invalid_state_transtion»): each word is corrected alone.
    if (/^[\p{L}\p{N}]+([_.:-][\p{L}\p{N}]+)+$/u.test(folded)) return this.correctToken(folded);
    if (folded.length < MIN_CORRECTED_LENGTH || !/^\p{L}+$/u.test(folded)) return undefined;
    const maxEdits = folded.length >= 7 ? 2 : 1;
    let best: {word: string; edits: number; count: number} | undefined;
    for (let i = 0; i < this.words.length; i++) {
      const candidate = this.words[i];
      if (Math.abs(candidate.length - folded.length) > maxEdits || this.names.has(candidate)) continue;
      const edits = editDistance(folded, candidate, maxEdits);
      if (edits > maxEdits) continue;
      if (!best || edits < best.edits || (edits === best.edits && this.counts[i] > best.count)) {
        best = {word: this.forms[i] ?? candidate, edits, count: this.counts[i]};
      }
    }
    return best?.word;
  }

  /** A token with its unknown words corrected, when each of them has a correction and the rest are known. */
  private correctToken(token: string): string | undefined {
    let changed = false;
    const parts = token.split(/([_.:-])/).map((part) => {
      if (/^[_.:-]$/.test(part) || !/\p{L}/u.test(part) || this.knows(part)) return part;
      const corrected = this.correct(part);
      if (corrected) changed = true;
      return corrected ? foldText(corrected) : undefined;
    });
    return changed && parts.every((p) => p !== undefined) ? parts.join('') : undefined;
  }

  /** The page of an exact API token typed as the whole query, if any. */
  token(query: string): string | undefined {
    // As the token map writes a method and path: «get /agreements/{agreement_id}», one space before the path.
    const folded = foldText(query.trim())
      .replace(/[`"']/g, '')
      .replace(/\s*\/\s*/g, '/')
      .replace(/^([a-z]+)\//, '$1 /')
      .replace(/(.)\/$/, '$1');
    return this.tokens[folded];
  }
}

/** Optimal string alignment distance (a swap of two letters is one edit), stopping early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({length: cols}, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2] + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[cols - 1];
}

const cache = new Map<string, Promise<Vocabulary | null>>();

/**
 * Loads the vocabulary once per base path. Without it (an index built by an older script, a failed request) search
 * still works, only without «Sin resultados» detection and typo correction: the failure is logged, not shown.
 */
export function loadVocabulary(basePath: string): Promise<Vocabulary | null> {
  let loading = cache.get(basePath);
  if (!loading) {
    loading = fetchVocabularyData(basePath)
      .then((data) => new Vocabulary(data))
      .catch((error: unknown) => {
        console.error('[búsqueda] No se pudo cargar el vocabulario del índice; se busca sin corrección.', error);
        cache.delete(basePath);
        return null;
      });
    cache.set(basePath, loading);
  }
  return loading;
}
