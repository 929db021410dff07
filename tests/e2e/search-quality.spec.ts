import {beforeAll, describe, expect, it} from 'vitest';
import {evaluate, type EvalReport} from '../../scripts/search-eval/evaluate';
import {loadBuildSearch} from '../../src/lib/search/node';

/**
 * Floors on the held-out evaluation sets (tests/fixtures/search-eval/, cases with "heldOut": true, never used
 * for tuning), set just under the figures measured when they were chosen: a ranking change that makes search
 * or «Preguntar» worse for readers fails here. Deterministic: the built index, no timing.
 */
const FLOORS = {
  // 20 of 28 in the top 1, 27 of 28 in the top 3, MRR 0.842, once a word in no page stopped emptying the results.
  search: {top1: 0.7, top3: 0.95, mrr: 0.82},
  // 10 of 14 held-out questions (0.714) on the current docs. It was 11 of 14 before the code samples of
  // «Consultar consentimientos» grew their status checks: that section, the answer to a005 («¿Cómo sé si puedo
  // tratar los datos…?»), fell out of the first three behind shorter sections of the templates guide. The floor
  // follows the docs as they are; raising recall is issue 18's open work.
  ask: {recallAt3: 0.7},
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
    expect(report.search.heldOut.n).toBeGreaterThanOrEqual(24);
    expect(report.ask.heldOut.n).toBeGreaterThanOrEqual(12);
  });

  it('search: top-1, top-3 and MRR over the floors', () => {
    expect(report.search.heldOut.top1).toBeGreaterThanOrEqual(FLOORS.search.top1);
    expect(report.search.heldOut.top3).toBeGreaterThanOrEqual(FLOORS.search.top3);
    expect(report.search.heldOut.mrr).toBeGreaterThanOrEqual(FLOORS.search.mrr);
  });

  it('«Preguntar»: the right section among the first 3 passages over the floor', () => {
    expect(report.ask.heldOut.recallAt3).toBeGreaterThanOrEqual(FLOORS.ask.recallAt3);
  });

  it('«Preguntar»: questions the docs do not answer get no passages', () => {
    expect(report.ask.unanswerable.recallAt3).toBeGreaterThanOrEqual(FLOORS.unanswerable);
  });
});
