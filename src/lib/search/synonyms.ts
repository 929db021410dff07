/**
 * The names readers use for the same thing, English and Spanish, as the glossary (docs/integration-guide/glossary.mdx)
 * defines them: each term, its alias in parentheses and the API resource it names (./synonyms.glossary.mjs, generated
 * by scripts/gen-search-glossary.mjs). A query in either finds the pages written in Spanish. Each group starts with
 * the name the docs use.
 */
import {foldWord} from './spanish.mjs';
import glossary from './synonyms.glossary.mjs';

/**
 * A name readers use that the glossary gives no term for: «rate limit», the docs' «límites de uso» (a section of the
 * API's introduction, not a glossary term). Rule table: ./README.md.
 */
const READER_NAMES: readonly (readonly string[])[] = [['límite de uso', 'rate limit']];

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ...glossary.terms.map(({term, aliases}) => [term, ...aliases]),
  ...READER_NAMES,
];

/** What a name is compared as: the one fold (lower case, no accents), with single spaces. */
export function foldText(text: string): string {
  return foldWord(text).replace(/\s+/g, ' ').trim();
}

interface SynonymEntry {
  words: string[];
  /** The docs' name, lower case with its accents (the index is searched with it as written). */
  canonical: string[];
}

/** Every name as folded words, longest first, so «consent action» wins over «consent». */
const ENTRIES: SynonymEntry[] = SYNONYM_GROUPS.flatMap((group) =>
  group.map((name) => ({words: foldText(name).split(' '), canonical: group[0].toLocaleLowerCase('es').split(' ')})),
).sort((a, b) => b.words.length - a.words.length);

/**
 * The query (lower-case words) with every known name replaced by the name the docs use, and whether anything
 * changed. Words of a name count as known: «key» alone means nothing in Spanish docs.
 */
export function canonicalWords(words: string[]): {words: string[]; replaced: boolean; known: Set<number>} {
  const folded = words.map(foldText);
  const out: string[] = [];
  const known = new Set<number>();
  let replaced = false;
  for (let i = 0; i < words.length;) {
    const entry = ENTRIES.find((e) => e.words.every((w, k) => folded[i + k] === w));
    if (!entry) {
      out.push(words[i]);
      i++;
      continue;
    }
    const canonical = entry.canonical;
    if (foldText(canonical.join(' ')) !== entry.words.join(' ')) replaced = true;
    for (const w of canonical) {
      known.add(out.length);
      out.push(w);
    }
    i += entry.words.length;
  }
  return {words: out, replaced, known};
}
