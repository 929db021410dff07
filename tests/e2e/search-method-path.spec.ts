import {beforeAll, describe, expect, it} from 'vitest';
import {searchIndex} from '../../src/lib/search/engine';
import {loadBuildSearch, type BuildSearch} from '../../src/lib/search/node';
import {loadDescription} from '../../src/plugins/openapi/load';
import {buildModel, type OperationPage} from '../../src/plugins/openapi/model';

/**
 * Every `METHOD /path` of openapi/openapi.yaml finds its operation page first in the built index, through the same
 * search the site runs (its vocabulary and token map included): list operations whose path starts others, paths
 * with several segments and with parameters. Deterministic: the built index, no browser, no timing.
 */
describe('a method and path typed as the query, over the built index', () => {
  let search: BuildSearch;
  let operations: OperationPage[];

  beforeAll(async () => {
    search = await loadBuildSearch(process.env.SITE_BUILD_DIR ?? 'build');
    operations = buildModel(await loadDescription()).tags.flatMap((tag) => tag.operations);
  }, 120_000);

  it('puts the operation page first for every operation of the API', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const op of operations) {
      const query = `${op.method.toUpperCase()} ${op.path}`;
      const outcome = await searchIndex(search.api, query, {limit: 1, vocabulary: search.vocabulary});
      const first = outcome.hits[0]?.url.split('#')[0];
      if (first !== `/docs/api/resources/${op.id}`) wrong.push(`${query} → ${first ?? 'sin resultados'}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
