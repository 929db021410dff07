/**
 * The index vocabulary file (written beside the index at build time), fetched once per base path. Apart from the
 * Vocabulary class so a page can start the download while the code that reads it is still on its way.
 */
export interface VocabularyData {
  /**
   * [word, count, accented form when it has one], sorted by word (folded: lower case, no accents). A negative count
   * marks a name, a word the docs write only capitalized («valentina»): never the correction of another word.
   */
  words: ([string, number] | [string, number, string])[];
  /** Folded token («post /consent-actions», «idempotency_key_reused») → page URL, with anchor when it has one. */
  tokens: Record<string, string>;
  /** A word of page addresses that no page says («quickstart») → the words the titles of its pages share. */
  aliases?: Record<string, string>;
  /** The verbs operation titles start with («crear», «listar»), folded: the tasks a query can ask for. */
  tasks?: string[];
}

const cache = new Map<string, Promise<VocabularyData>>();

/** The parsed file; a failed request is forgotten, so the next call asks again. */
export function fetchVocabularyData(basePath: string): Promise<VocabularyData> {
  let loading = cache.get(basePath);
  if (!loading) {
    loading = fetch(`${basePath}vocabulary.json`).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<VocabularyData>;
    });
    loading.catch(() => cache.delete(basePath));
    cache.set(basePath, loading);
  }
  return loading;
}
