/**
 * What the site asks the index for a query: the reader's words with the docs' names for things (synonyms),
 * typos corrected against the index vocabulary, an exact API token sent to its page, the task verb matched to
 * operation titles, and words in no page left out (instead of Pagefind's prefix fallback): «no match» when no other word is left.
 */
import {queryWords, SPANISH_FUNCTION_WORDS, titleKey, toIndexQuery} from './query';
import {isQuestionWord} from './questionWords';
import {canonicalWords, foldText} from './synonyms';
import type {Vocabulary} from './vocabulary';

export interface QueryPlan {
  /** Full-text queries, best first (their results are merged). Empty when nothing can match. */
  indexQueries: string[];
  /** Title keys (see titleKey) of pages that are the answer when their title is the query. */
  titleKeys: string[];
  /** The task verb of the query as operation titles say it («crear», «listar»…), when it starts with one. */
  task?: string;
  /** Page (with anchor) of an exact API token typed as the query. */
  pinned?: string;
  /** The query with its typos corrected, when some were («¿Quisiste decir …?»). */
  correction?: string;
  /** Words that are in no page and close to none: searched without them, or no match when they are all there is. */
  unknown: string[];
  /** The query without its unknown words, when it has other words («Preguntar» offers its pages as the closest). */
  fallback?: string;
}

/** The page of the one API token (a word with `_`, `.` or `:`) among a query's words, if it has exactly one. */
function tokenIn(words: string[], vocabulary: Vocabulary): string | undefined {
  const tokens = words.filter((w) => /\p{L}[_.:]\p{L}/u.test(w) && vocabulary.token(w));
  return tokens.length === 1 ? vocabulary.token(tokens[0]) : undefined;
}

/** The words with each word of page addresses replaced by the title words it stands for (Vocabulary.alias). */
function withAliases(
  named: ReturnType<typeof canonicalWords>,
  vocabulary: Vocabulary | null,
): ReturnType<typeof canonicalWords> {
  const aliased = named.words.map((word, i) => (named.known.has(i) ? undefined : vocabulary?.alias(word)));
  if (!aliased.some(Boolean)) return named;
  const words: string[] = [];
  const known = new Set<number>();
  named.words.forEach((word, i) => {
    const replacement = aliased[i]?.split(' ') ?? [word];
    for (const w of replacement) {
      if (aliased[i] || named.known.has(i)) known.add(words.length);
      words.push(w);
    }
  });
  return {words, replaced: true, known};
}

export function planQuery(query: string, vocabulary: Vocabulary | null): QueryPlan {
  const trimmed = query.trim();
  const pinned = vocabulary?.token(trimmed);
  if (/["“”«»]/.test(trimmed)) {
    return {indexQueries: [trimmed], titleKeys: [], unknown: [], ...(pinned ? {pinned} : {})};
  }
  // A query typed as a question («cada cuánto reintenta un webhook que falla») is about its other words: Pagefind
  // would ask every page for «cuánto» too.
  const typed = queryWords(trimmed);
  const asked = typed.filter((w) => !isQuestionWord(w, vocabulary));
  const original = asked.some((w) => !SPANISH_FUNCTION_WORDS.has(w)) ? asked : typed;
  const {words, replaced, known} = withAliases(canonicalWords(original), vocabulary);

  const unknown: string[] = [];
  let corrected = false;
  const checked = words.map((word, i) => {
    // The words of an exact API token are the docs' own, whether or not the index keeps them as words.
    if (!vocabulary || pinned || known.has(i) || SPANISH_FUNCTION_WORDS.has(word) || vocabulary.knows(word))
      return word;
    const correction = vocabulary.correct(word);
    if (correction) {
      corrected = true;
      return correction;
    }
    unknown.push(word);
    return word;
  });

  const shaped = toIndexQuery(checked.join(' '));
  // A token typed with a typo goes to its page once corrected, as the exact token would; so does the one API token
  // of a longer query («payload del evento disclosure_request.granted»).
  const page =
    pinned ??
    (corrected && !unknown.length ? vocabulary?.token(checked.join(' ')) : undefined) ??
    (vocabulary ? tokenIn(checked, vocabulary) : undefined);
  const plan: QueryPlan = {indexQueries: [], titleKeys: [], unknown, ...(page ? {pinned: page} : {})};
  if (corrected) plan.correction = correctionText(original, words, checked, replaced);
  if (unknown.length) {
    const kept = checked.filter((w) => !unknown.includes(w));
    const rest = toIndexQuery(kept.join(' '));
    // Only function words left («xyzzy de la»): nothing to search, the query has no match.
    if (!rest || !queryWords(rest).some((w) => !SPANISH_FUNCTION_WORDS.has(w))) return plan;
    // The other words still find their pages («checklist produccion»): a word in no page only narrows the
    // search to nothing, since Pagefind asks for every word.
    plan.fallback = rest;
    plan.indexQueries.push(rest);
    plan.titleKeys = titleKeysFor(kept, vocabulary);
    return plan;
  }
  plan.indexQueries.push(shaped);
  // The reader's own words too, when they were replaced by synonyms and the docs contain them («webhook»).
  if (replaced && vocabulary && original.every((w) => SPANISH_FUNCTION_WORDS.has(w) || vocabulary.knows(w))) {
    plan.indexQueries.push(toIndexQuery(original.join(' ')));
  }
  plan.titleKeys = [...new Set([...titleKeysFor(checked, vocabulary), ...namedKeys(original, checked)])];
  const verb = checked.find((w) => !SPANISH_FUNCTION_WORDS.has(w));
  const task = verb ? vocabulary?.task(verb) : undefined;
  if (task) plan.task = task;
  return plan;
}

/**
 * Words that say what kind of page the reader wants, not which one: «ConsentCommit schema», «esquema Agreement».
 * Reference pages are titled and slugged by the name alone (…/schemas/consentcommit). «objeto», «modelo», «recurso»
 * and their English forms moved no tuning query and were removed.
 */
const KIND_WORDS = new Set(['schema', 'esquema']);

/**
 * Title keys of the name the reader typed, without its kind word: the reader's own spelling (an API name such as
 * «consentcommit», before synonyms turn it into «compromiso de consentimiento») is the slug of its reference page.
 */
function namedKeys(original: string[], checked: string[]): string[] {
  const named = (words: string[]) => {
    const kept = words.filter((w) => !KIND_WORDS.has(foldText(w)));
    return kept.length && kept.length < words.length ? [titleKey(kept.join(' '))] : [];
  };
  return [...named(checked), ...named(original)].filter(Boolean);
}

/** The reader's query with only the corrected words changed, as it is proposed back. */
function correctionText(original: string[], words: string[], checked: string[], replaced: boolean): string {
  if (replaced || original.length !== words.length) return checked.join(' ');
  return original.map((w, i) => (foldText(w) === foldText(checked[i]) ? w : checked[i])).join(' ');
}

/**
 * The query as a page title, then with its task verb as operation titles say it (the title verb with the same stem:
 * «creo» → «crear»).
 */
export function titleKeysFor(words: string[], vocabulary: Vocabulary | null): string[] {
  const keys = [titleKey(words.join(' '))];
  const verbIndex = words.findIndex((w) => !SPANISH_FUNCTION_WORDS.has(w));
  const verb = verbIndex >= 0 ? vocabulary?.task(words[verbIndex]) : undefined;
  if (verb) {
    const task = words.map((w, i) => (i === verbIndex ? verb : w));
    keys.push(titleKey(task.join(' ')));
  }
  return [...new Set(keys.filter(Boolean))];
}
