/**
 * Words a reader's question uses for an idea the docs name otherwise, with a different stem: «¿cuánto cobran…?» is
 * answered by a section on «costo», «¿cómo reseteo el sandbox?» by one on «restablecer». «Preguntar» ranks sections by shared
 * stems (./sections.ts), so each word of a group also looks for the others, at a lower weight than the word itself.
 * Names of things (API key, consentimiento) are the glossary's (src/lib/search/synonyms.ts). Only groups that move
 * at least two tuning questions stay; each is in the rule table of src/lib/search/README.md.
 */
import {stemOf} from '../search/stems.mjs';

const RELATED_GROUPS: readonly string[] = [
  // What a thing costs.
  'costo cuesta cuestan precio tarifa cobro cobrar cobran',
  // Starting over.
  'restablecer resetear reiniciar',
  // Who acts for someone else.
  'representante apoderado tutor padre madre papá mamá',
];

/** Each stem of a group, with the other stems of its groups, and with the other words of its groups. */
const RELATED = new Map<string, string[]>();
const RELATED_WORDS = new Map<string, string[]>();
for (const group of RELATED_GROUPS) {
  const words = group.split(' ');
  const stems = [...new Set(words.map(stemOf))];
  for (const stem of stems) {
    const others = stems.filter((s) => s !== stem);
    RELATED.set(stem, [...new Set([...(RELATED.get(stem) ?? []), ...others])]);
    const otherWords = words.filter((w) => stemOf(w) !== stem);
    RELATED_WORDS.set(stem, [...new Set([...(RELATED_WORDS.get(stem) ?? []), ...otherWords])]);
  }
}

/** The stems related to a stem (none for most). */
export function relatedStems(stem: string): string[] {
  return RELATED.get(stem) ?? [];
}

/** The words related to a word, as the groups write them (none for most). */
export function relatedWords(word: string): string[] {
  return RELATED_WORDS.get(stemOf(word)) ?? [];
}
