/**
 * Measures search and «Preguntar» on the evaluation sets of tests/fixtures/search-eval/ with the site's own
 * ranking code (src/lib/search, src/lib/ask) over the built Pagefind index, in Node (src/lib/search/node.ts).
 * Used by `npm run eval:search` and by tests/e2e/search-quality.spec.ts.
 */
import {retrieveAnswer} from '../../src/lib/ask/answer';
import {NODE_PAGEFIND_BASE, type BuildSearch} from '../../src/lib/search/node';
import {searchIndex} from '../../src/lib/search/engine';
import queriesJson from '../../tests/fixtures/search-eval/queries.json';
import questionsJson from '../../tests/fixtures/search-eval/questions.json';
import heldOutQueriesJson from '../../tests/fixtures/search-eval/heldout-queries.json';
import heldOutQuestionsJson from '../../tests/fixtures/search-eval/heldout-questions.json';

export interface EvalCase {
  id: string;
  area: string;
  expected: string | null;
  also?: string[];
  heldOut?: boolean;
}
export interface QueryCase extends EvalCase {
  query: string;
}
export interface QuestionCase extends EvalCase {
  question: string;
}

// The held-out files were written apart from tuning, by someone who never saw the engine's answers.
export const queryCases = [...queriesJson, ...heldOutQueriesJson] as QueryCase[];
export const questionCases = [...questionsJson, ...heldOutQuestionsJson] as QuestionCase[];

const pathOf = (url: string) => url.split('#')[0];

function accepted(c: EvalCase): string[] {
  return [c.expected, ...(c.also ?? [])].filter((u): u is string => Boolean(u));
}

/** Whether a result URL answers the case: same page, and same section when the case names one. */
function matches(c: EvalCase, url: string): boolean {
  return accepted(c).some((want) => (want.includes('#') ? url === want : pathOf(url) === want));
}

export interface QueryOutcome {
  id: string;
  area: string;
  heldOut: boolean;
  query: string;
  /** 1-based rank of the first right page among the first 10 results; 0 when absent. */
  rank: number;
  top: string[];
}

export interface QuestionOutcome {
  id: string;
  area: string;
  heldOut: boolean;
  question: string;
  answerable: boolean;
  /** Answerable: a right section among the first 3 passages. Unanswerable: no passage offered. */
  ok: boolean;
  passages: string[];
}

export async function evaluateQueries({api, vocabulary}: BuildSearch, cases = queryCases): Promise<QueryOutcome[]> {
  const outcomes: QueryOutcome[] = [];
  for (const c of cases) {
    const outcome = await searchIndex(api, c.query, {limit: 10, vocabulary});
    const top = outcome.hits.map((h) => h.url);
    const rank = top.findIndex((url) => matches(c, url)) + 1;
    outcomes.push({id: c.id, area: c.area, heldOut: Boolean(c.heldOut), query: c.query, rank, top: top.slice(0, 3)});
  }
  return outcomes;
}

export async function evaluateQuestions(
  {api, vocabulary}: BuildSearch,
  cases = questionCases,
): Promise<QuestionOutcome[]> {
  const outcomes: QuestionOutcome[] = [];
  for (const c of cases) {
    const {passages} = await retrieveAnswer(api, c.question, {
      provider: 'offline',
      vocabulary,
      basePath: NODE_PAGEFIND_BASE,
    });
    const urls = passages.slice(0, 3).map((p) => p.url);
    const answerable = c.expected !== null;
    const ok = answerable ? urls.some((url) => matches(c, url)) : urls.length === 0;
    outcomes.push({
      id: c.id,
      area: c.area,
      heldOut: Boolean(c.heldOut),
      question: c.question,
      answerable,
      ok,
      passages: urls,
    });
  }
  return outcomes;
}

export interface SearchFigures {
  n: number;
  top1: number;
  top3: number;
  mrr: number;
}
export interface AskFigures {
  n: number;
  recallAt3: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function searchFigures(outcomes: QueryOutcome[]): SearchFigures {
  const n = outcomes.length || 1;
  return {
    n: outcomes.length,
    top1: round(outcomes.filter((o) => o.rank === 1).length / n),
    top3: round(outcomes.filter((o) => o.rank >= 1 && o.rank <= 3).length / n),
    mrr: round(outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n),
  };
}

export function askFigures(outcomes: QuestionOutcome[]): AskFigures {
  return {n: outcomes.length, recallAt3: round(outcomes.filter((o) => o.ok).length / (outcomes.length || 1))};
}

function groupBy<T>(items: T[], key: (item: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const item of items) (groups[key(item)] ??= []).push(item);
  return groups;
}

export interface EvalReport {
  search: {tuning: SearchFigures; heldOut: SearchFigures; byArea: Record<string, SearchFigures>; cases: QueryOutcome[]};
  ask: {
    tuning: AskFigures;
    heldOut: AskFigures;
    /** Questions the docs do not answer: the share that got «no answer» instead of passages. */
    unanswerable: AskFigures;
    byArea: Record<string, AskFigures>;
    cases: QuestionOutcome[];
  };
}

/** Which set to measure: both, or one of them (tuning without ever printing a held-out figure). */
export type EvalSet = 'tuning' | 'heldOut';

export async function evaluate(search: BuildSearch, only?: EvalSet): Promise<EvalReport> {
  const inSet = (c: EvalCase) => !only || Boolean(c.heldOut) === (only === 'heldOut');
  const queries = await evaluateQueries(search, queryCases.filter(inSet));
  const questions = await evaluateQuestions(search, questionCases.filter(inSet));
  const answerable = questions.filter((q) => q.answerable);
  const mapValues = <T, U>(groups: Record<string, T>, fn: (value: T) => U) =>
    Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, fn(v)]));
  return {
    search: {
      tuning: searchFigures(queries.filter((o) => !o.heldOut)),
      heldOut: searchFigures(queries.filter((o) => o.heldOut)),
      byArea: mapValues(
        groupBy(queries, (o) => o.area),
        searchFigures,
      ),
      cases: queries,
    },
    ask: {
      tuning: askFigures(answerable.filter((o) => !o.heldOut)),
      heldOut: askFigures(answerable.filter((o) => o.heldOut)),
      unanswerable: askFigures(questions.filter((o) => !o.answerable)),
      byArea: mapValues(
        groupBy(answerable, (o) => o.area),
        askFigures,
      ),
      cases: questions,
    },
  };
}
