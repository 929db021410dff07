/**
 * The whole retrieval of «Preguntar», free of React and of the DOM: the modal runs it and
 * scripts/eval-search.ts measures it, so the figures are those of the code readers use.
 * The question is shaped like a search (synonyms, typos, task verbs: src/lib/search/plan.ts): an operation whose
 * title is the task («crear una clave de API») leads, and a question with a word no page contains gets no
 * passages, only the closest pages. The passages come from the sections that rank best over the whole site
 * (./sections.ts), read from their pages.
 */
import type {PagefindApi, PagefindResultData} from '../search/pagefind';
import {planQuery} from '../search/plan';
import {TITLE_FILTER} from '../search/query';
import {canonicalWords} from '../search/synonyms';
import type {Vocabulary} from '../search/vocabulary';
import {canonicalResultUrl} from '../search/resultUrl';
import {assembleOfflineAnswer} from './offline';
import {loadOperation, type OperationSummary} from './operation';
import {selectPassages, type Passage} from './passages';
import {namesIn, questionTerms, questionToQuery} from './question';
import {relatedWords} from './related';
import {loadSectionIndex, loadSectionPages} from './sections';

export type AskProvider = 'offline' | 'endpoint';

/** Pages whose sections compete for the passages. */
const MAX_PAGES = 8;
/**
 * Best sections whose pages are read for passages. Below the first dozen a section rarely answers, but its heading
 * can still echo the question and lift it over the one that does: on the 200 tuning questions 10 or 12 find 172,
 * 14 find 171, 16 find 169 and 8 find 170.
 */
const MAX_SECTIONS = 12;

export interface RelatedPage {
  title: string;
  url: string;
}

export interface Retrieved {
  question: string;
  /** Passages to show (offline) or to send to the answering service (endpoint), best first. */
  passages: Passage[];
  /** When there are no passages: the pages closest to the question, to offer instead. */
  closest: RelatedPage[];
  /** The operation a task question is about («¿cómo creo una clave de API?»), shown before the passages. */
  operation?: OperationSummary;
}

export interface RetrieveOptions {
  provider: AskProvider;
  vocabulary?: Vocabulary | null;
  /** Where the index and its companion files are served (pagefindOptions().basePath). */
  basePath: string;
}

/** Searches the index and returns the data of the best pages, best first. */
export type SearchPages = (query: string, limit: number) => Promise<PagefindResultData[]>;

/** The page search «Preguntar» runs over the embedded index. */
export function pagefindSearchPages(api: PagefindApi): SearchPages {
  return async (query, limit) => {
    const response = await api.search(query);
    return Promise.all((response?.results ?? []).slice(0, limit).map((r) => r.data()));
  };
}

/**
 * The endings of a derived or inflected Spanish word («desordenados», «adulterada», «loguearse», «reseteando»):
 * a word of the reader's own for what the docs say otherwise, not the subject of a question they cannot answer (a
 * name: «Salesforce», «SAML», «flutter»). Unknown to every page and with no correction, it is dropped like a short
 * verb form. Without it 2 tuning questions (1 area) lose their section.
 */
const SPANISH_FORM = /(?:[ai]d[ao]s?|[aei]rse|[aei]rl[ao]s?|aci[oó]n(?:es)?|mientos?|mente|ando|iendo)$/;

/** Shorter than this, a word of a question that no page contains is dropped rather than corrected or refused. */
const MIN_QUESTION_TYPO_LENGTH = 7;

/**
 * The search terms of a question. A short word no page contains is usually a verb form («pongo», «abro»), not
 * the subject: it is dropped, and so is a long one with a Spanish ending that no page's word corrects
 * (SPANISH_FORM), while any other long word or a name («SAML», «Okta») is left for the plan to correct
 * («consentimeinto») or to refuse. A related word the pages use stands in for it first («papá» → «representante»:
 * ./related.ts); `standIns` lists those words. Exported for its tests.
 */
export function questionQuery(question: string, vocabulary: Vocabulary | null): {query: string; standIns: string[]} {
  const query = questionToQuery(question, vocabulary);
  if (!vocabulary) return {query, standIns: []};
  const names = namesIn(question);
  const {words, known} = canonicalWords(query.split(' '));
  const standIns: string[] = [];
  const kept = words
    .map((w, i) => {
      if (known.has(i) || vocabulary.knows(w)) return w;
      const related = relatedWords(w).find((r) => vocabulary.knows(r));
      if (related) standIns.push(related);
      return related ?? w;
    })
    .filter(
      (w, i) =>
        known.has(i) ||
        names.has(w) ||
        vocabulary.knows(w) ||
        (w.length >= MIN_QUESTION_TYPO_LENGTH && (!SPANISH_FORM.test(w) || vocabulary.correct(w) !== undefined)),
    );
  return {query: kept.length ? kept.join(' ') : query, standIns};
}

/**
 * A question with a word no page contains is usually about something the docs lack («¿se integra con Salesforce?»):
 * the rest of it is short. So is one whose word only a related word stands in for, when the best section does not
 * say that word either («¿cuánto cobran por firma?»: «costo» is on one page, about the free sandbox). It is
 * answered without that word when the rest says much (at least this idf, some six telling words) and the best
 * section says most of it: the reader used a word of their own for what the docs say otherwise.
 */
const SUPPORTED_WEIGHT = 20;
const SUPPORTED_SHARE = 0.5;

const supported = ({weight, covered}: {weight: number; covered: number}) =>
  weight >= SUPPORTED_WEIGHT && covered >= SUPPORTED_SHARE;

const related = (data: PagefindResultData): RelatedPage => ({
  title: data.meta.title?.trim() || canonicalResultUrl(data.url),
  url: canonicalResultUrl(data.url),
});

export async function retrieveAnswer(
  api: PagefindApi,
  question: string,
  {provider, vocabulary = null, basePath}: RetrieveOptions,
): Promise<Retrieved> {
  const search = pagefindSearchPages(api);
  const {query, standIns} = questionQuery(question, vocabulary);
  const plan = planQuery(query, vocabulary);
  // The closest pages to what the docs do say: the question without its unknown words, or all of it.
  const nearby = plan.fallback ?? (plan.unknown.length ? undefined : plan.indexQueries[0]);
  const refused = async (): Promise<Retrieved> => {
    const closest = nearby ? (await search(nearby, 3)).map(related) : [];
    return {question, passages: [], closest};
  };
  // Only words no page has: nothing to rank, and no section index to fetch.
  if (plan.unknown.length && !plan.fallback) return refused();
  // With unknown words, the query is the rest of the question (plan.fallback).
  const shaped = plan.indexQueries[0] ?? question;
  // Sections are ranked over the whole site: a page needs only some of the question's words, in the section that
  // answers (Pagefind would need them all on one page, and the reader writes «revoco … app» where it says «revocación»).
  const terms = questionTerms(shaped, vocabulary);
  const sections = await loadSectionIndex(basePath);
  const stems = sections.weigh(terms);
  const ranking = sections.rank(terms, stems);
  const best = ranking[0]?.section;
  const unsaid = standIns.some((word) => best === undefined || !sections.says(best, word));
  if ((plan.unknown.length || unsaid) && !supported(sections.support(stems, best))) return refused();
  const titled: PagefindResultData[] = [];
  for (const key of plan.titleKeys) {
    const response = await api.search(null, {filters: {[TITLE_FILTER]: key}});
    const first = response?.results[0];
    if (first) {
      titled.push(await first.data());
      break;
    }
  }
  const ranked = ranking.slice(0, MAX_SECTIONS);
  const pages = await loadSectionPages(sections, basePath, ranked, stems.weights, MAX_PAGES);
  const sectionScores = new Map(ranked.map((r) => [r.url, r.score]));
  const named = [
    ...new Set(terms.map((t) => vocabulary?.token(t)).filter((u): u is string => Boolean(u?.includes('#')))),
  ];
  const passages =
    provider === 'offline'
      ? assembleOfflineAnswer(shaped, pages, sectionScores, {named, asked: question}).passages
      : selectPassages(pages, sectionScores, {
          maxPassages: 6,
          maxPerPage: 2,
          maxWords: 120,
          terms,
          named,
          asked: question,
        });
  // Only a task (a verb the operation titles use) leads with an operation: «¿qué es una clave de API?» does not.
  const operation =
    plan.task && titled[0] ? await loadOperation(basePath, canonicalResultUrl(titled[0].url)) : undefined;
  return {
    question,
    passages,
    closest: passages.length ? [] : pages.slice(0, 3).map((p) => ({title: p.title, url: p.url})),
    ...(operation ? {operation} : {}),
  };
}
