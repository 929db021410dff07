/**
 * Near-twins between the held-out evaluation sets and the tuning sets: a held-out item is only a measure of
 * unseen readers if no tuning item says nearly the same thing. Two items are near-twins when their words, after
 * folding (lower case, no accents, letters and digits only), have a Jaccard similarity of 0.5 or more.
 */
export const NEAR_TWIN_JACCARD = 0.5;

/** The item's words, folded: «¿Cómo revoco el consentimiento?» → {como, revoco, el, consentimiento}. */
export function foldedWords(text: string): Set<string> {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
  return new Set(folded.match(/[\p{L}\p{N}]+/gu) ?? []);
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface EvalText {
  id: string;
  text: string;
}

/** Every (held-out, tuning) pair whose folded words are near-twins, with their similarity. */
export function nearTwins(
  heldOut: EvalText[],
  tuning: EvalText[],
): {heldOut: string; tuning: string; similarity: number}[] {
  const tuningWords = tuning.map((t) => ({id: t.id, words: foldedWords(t.text)}));
  const pairs: {heldOut: string; tuning: string; similarity: number}[] = [];
  for (const h of heldOut) {
    const words = foldedWords(h.text);
    for (const t of tuningWords) {
      const similarity = jaccard(words, t.words);
      if (similarity >= NEAR_TWIN_JACCARD) pairs.push({heldOut: h.id, tuning: t.id, similarity});
    }
  }
  return pairs;
}
