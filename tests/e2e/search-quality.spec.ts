import {beforeAll, describe, expect, it} from 'vitest';
import {evaluate, type EvalReport} from '../../scripts/search-eval/evaluate';
import {loadBuildSearch} from '../../src/lib/search/node';

/**
 * Floors on the held-out evaluation sets (tests/fixtures/search-eval/heldout-*.json: written from the docs alone, by
 * someone who never saw the engine's answers, and never used for tuning), set just under the figures measured when
 * they were chosen: a ranking change that makes search or «Preguntar» worse for readers fails here. The tuning
 * sets have a floor too, so what tuning reached is kept. Deterministic: the built index, no timing.
 */
const FLOORS = {
  // The held-out sets of 2026-11-26 (the earlier ones, looked at while tuning, joined the tuning sets as s141–s189
  // and a078–a100). Search: 37 of 50 in the top 1 (0.74), 41 of 50 in the top 3 (0.82), MRR 0.780; when they were
  // written, 32, 35 and 0.677.
  search: {top1: 0.72, top3: 0.8, mrr: 0.76},
  // 21 of 26 held-out questions (0.808; 16 when they were written): 19 before a reader's own word with a Spanish
  // ending («desordenados») was dropped instead of refused, which changed no tuning answer.
  ask: {recallAt3: 0.77},
  // 263 of 278 tuning questions (0.946): 192 of the first 200 after two rounds of rewriting the guides in their
  // readers' words (173 before them), 50 of 52 of the development set a221–a280 (43 when it was written), and 21 of
  // 26 of the set a281–a320, written at the end (20 then).
  askTuning: {recallAt3: 0.93},
  // 38 of 46 questions the docs do not answer get no passages: 29 of the first 32, and 9 of the last 14 (a281–a320,
  // written to test exactly that). The issue asks for 0.8.
  unanswerable: 0.8,
};

describe('search quality on the held-out sets', () => {
  let report: EvalReport;

  beforeAll(async () => {
    report = await evaluate(await loadBuildSearch(process.env.SITE_BUILD_DIR ?? 'build'));
  }, 120_000);

  it('has the evaluation sets the issue asks for', () => {
    expect(report.search.tuning.n + report.search.heldOut.n).toBeGreaterThanOrEqual(120);
    expect(report.ask.tuning.n + report.ask.heldOut.n).toBeGreaterThanOrEqual(60);
    expect(report.search.heldOut.n).toBeGreaterThanOrEqual(36);
    expect(report.ask.heldOut.n).toBeGreaterThanOrEqual(18);
  });

  it('search: top-1, top-3 and MRR over the floors', () => {
    expect(report.search.heldOut.top1).toBeGreaterThanOrEqual(FLOORS.search.top1);
    expect(report.search.heldOut.top3).toBeGreaterThanOrEqual(FLOORS.search.top3);
    expect(report.search.heldOut.mrr).toBeGreaterThanOrEqual(FLOORS.search.mrr);
  });

  it('«Preguntar»: the right section among the first 3 passages over the floor', () => {
    expect(report.ask.heldOut.recallAt3).toBeGreaterThanOrEqual(FLOORS.ask.recallAt3);
    expect(report.ask.tuning.recallAt3).toBeGreaterThanOrEqual(FLOORS.askTuning.recallAt3);
  });

  it('«Preguntar»: questions the docs do not answer get no passages', () => {
    expect(report.ask.unanswerable.recallAt3).toBeGreaterThanOrEqual(FLOORS.unanswerable);
  });
});
