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
  // 19 of 26 held-out questions (0.731; 16 when they were written) where tuning reaches 0.96: questions worded
  // apart from the docs still miss.
  ask: {recallAt3: 0.7},
  // 242 of 252 tuning questions (0.96), after two rounds of rewriting the guides to answer in their readers' words
  // (173 of the first 200 before them), the second from a development set written after the first (a221–a280).
  askTuning: {recallAt3: 0.94},
  // 29 of 32 questions the docs do not answer get no passages.
  unanswerable: 0.85,
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
