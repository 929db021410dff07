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
  // 37 of 49 in the top 1 (0.755), 43 of 49 in the top 3 (0.878), MRR 0.822.
  search: {top1: 0.73, top3: 0.85, mrr: 0.8},
  // 12 of 20 held-out questions (0.60) with the section ranking (src/lib/ask/sections.ts); the page-level
  // retrieval before it found 5 of 20 (0.25) on the same questions while it scored 0.903 on tuning.
  ask: {recallAt3: 0.55},
  // 65 of 72 tuning questions (0.903).
  askTuning: {recallAt3: 0.87},
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
