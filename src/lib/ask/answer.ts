/**
 * The whole retrieval of «Preguntar», free of React and of the DOM: the modal runs it and
 * scripts/eval-search.ts measures it, so the figures are those of the code readers use.
 * The question is shaped like a search (synonyms, typos, task verbs: src/lib/search/plan.ts): an operation whose
 * title is the task («crear una clave de API») leads, and a question with a word no page contains gets no
 * passages, only the closest pages.
 */
import type {PagefindApi, PagefindResultData} from '../search/pagefind';
import {planQuery} from '../search/plan';
import {slugKey, TITLE_FILTER} from '../search/query';
import {canonicalWords} from '../search/synonyms';
import type {Vocabulary} from '../search/vocabulary';
import {canonicalResultUrl} from '../search/resultUrl';
import {assembleOfflineAnswer} from './offline';
import {loadOperation, type OperationSummary} from './operation';
import {selectPassages, toSourcePage, type Passage, type SourcePage} from './passages';
import {questionForms, questionTerms, questionToQuery, subjectQuery} from './question';
import {retrieveSourcePages, type SearchPages} from './retrieve';

export type AskProvider = 'offline' | 'endpoint';

/** Pages whose sections compete for the passages. */
const MAX_PAGES = 8;
/** Pages taken from each search with a heading word of the question's form (see questionIntents). */
const INTENT_PAGES = 2;

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

/** The page search «Preguntar» runs over the embedded index. */
export function pagefindSearchPages(api: PagefindApi): SearchPages {
  return async (query, limit) => {
    const response = await api.search(query);
    return Promise.all((response?.results ?? []).slice(0, limit).map((r) => r.data()));
  };
}

/** Shorter than this, a word of a question that no page contains is dropped rather than corrected or refused. */
const MIN_QUESTION_TYPO_LENGTH = 7;

/**
 * The search terms of a question. A short word no page contains is usually a verb form («pongo», «abro»), not
 * the subject: it is dropped, while a long one is left for the plan to correct («consentimeinto») or to refuse.
 */
function questionQuery(question: string, vocabulary: Vocabulary | null): string {
  const query = questionToQuery(question);
  if (!vocabulary) return query;
  const {words, known} = canonicalWords(query.split(' '));
  const kept = words.filter((w, i) => known.has(i) || w.length >= MIN_QUESTION_TYPO_LENGTH || vocabulary.knows(w));
  return kept.length ? kept.join(' ') : query;
}

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
  const plan = planQuery(questionQuery(question, vocabulary), vocabulary);
  if (plan.unknown.length) {
    const closest = plan.fallback ? (await search(plan.fallback, 3)).map(related) : [];
    return {question, passages: [], closest};
  }
  const shaped = plan.indexQueries[0] ?? question;
  const titled: PagefindResultData[] = [];
  for (const key of plan.titleKeys) {
    const response = await api.search(null, {filters: {[TITLE_FILTER]: key}});
    const first = response?.results[0];
    if (first) {
      titled.push(await first.data());
      break;
    }
  }
  const taskPage = titled[0];
  const terms = questionTerms(shaped);
  const tokens = terms.flatMap((term) => {
    const url = vocabulary?.token(term);
    return url ? [{term, url}] : [];
  });
  // The page of an exact API token the question names («¿qué significa 403 permission_denied?») is its reference:
  // it competes even when the full-text search, which needs every other word too, does not return it.
  // Searched for the token within its page, so the page comes with the token's locations as hits: a page fetched by
  // filter alone has none, and no passage of it would score.
  for (const {term, url} of tokens) {
    const filters = {[TITLE_FILTER]: slugKey(url)};
    const withHits = await api.search(term, {filters});
    const response = withHits?.results.length ? withHits : await api.search(null, {filters});
    const first = await response?.results[0]?.data();
    if (first && !titled.some((t) => t.url === first.url)) titled.push(first);
  }
  // A question's form names the heading that answers it («¿por qué falla…?»: «Motivos de fallo»); the pages with the
  // subject and that heading word come first, since the AND of the subject alone ranks by how often a page repeats
  // it, and reference pages that repeat «intento» or «firma» bury the guide that lists the reasons.
  const formed: SourcePage[] = [];
  const forms = questionForms(question);
  const subject = subjectQuery(shaped, forms);
  // A question that is only its form («¿por qué?») has no subject to search with.
  for (const word of subject ? forms.flatMap((form) => form.asks) : []) {
    for (const data of await search(`${subject} ${word}`, INTENT_PAGES)) {
      const page = toSourcePage(data);
      if (!formed.some((p) => p.url === page.url)) formed.push(page);
    }
  }
  const direct = [
    ...formed,
    ...(await retrieveSourcePages(shaped, search, MAX_PAGES)).filter((p) => !formed.some((f) => f.url === p.url)),
  ];
  // Pages that have most, not all, of the words compete too: the AND of every word misses a section that says
  // «revocación» where the reader wrote «revoco … app».
  const extra: SourcePage[] = [];
  if (direct.length < MAX_PAGES && terms.length > 1) {
    for (let skip = 0; skip < terms.length && direct.length + extra.length < MAX_PAGES; skip++) {
      const partial = terms.filter((_, i) => i !== skip).join(' ');
      for (const page of await retrieveSourcePages(partial, search, 3)) {
        if (![...direct, ...extra].some((p) => p.url === page.url)) extra.push(page);
      }
    }
  }
  const found = [...direct, ...extra].slice(0, MAX_PAGES);
  const pages = [
    ...titled.map(toSourcePage),
    ...found.filter((page) => !titled.some((t) => canonicalResultUrl(t.url) === page.url)),
  ].slice(0, MAX_PAGES);
  const named = [...new Set(tokens.map((t) => t.url).filter((url) => url.includes('#')))];
  const passages =
    provider === 'offline'
      ? assembleOfflineAnswer(shaped, pages, {named, asked: question}).passages
      : selectPassages(pages, {maxPassages: 6, maxPerPage: 2, maxWords: 120, terms, named, asked: question});
  // Only a task (a verb the operation titles use) leads with an operation: «¿qué es una clave de API?» does not.
  const operation = plan.task && taskPage ? await loadOperation(basePath, canonicalResultUrl(taskPage.url)) : undefined;
  return {
    question,
    passages,
    closest: passages.length ? [] : found.slice(0, 3).map((p) => ({title: p.title, url: p.url})),
    ...(operation ? {operation} : {}),
  };
}
