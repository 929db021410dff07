import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {searchIndex} from '../../src/lib/search/engine';
import type {PagefindApi, PagefindResult} from '../../src/lib/search/pagefind';
import {planQuery} from '../../src/lib/search/plan';
import {pathKey, titleKey} from '../../src/lib/search/query';
import {Vocabulary} from '../../src/lib/search/vocabulary';
import {loadDescription} from '../../src/plugins/openapi/load';
import {buildModel, type OperationPage} from '../../src/plugins/openapi/model';
import {renderFiles} from '../../src/plugins/openapi/pages';
import {definedTokens, operationTokens, scopeTokens} from '../../src/plugins/searchIndex/vocabulary.mjs';

/**
 * Every `METHOD /path` of openapi/openapi.yaml, typed as the query, puts its operation page first: the token map is
 * built from the generator's own output, and the search runs against an index that ranks every other operation
 * before it in full text, so only the token can put it first.
 */
describe('a method and path find their operation first', () => {
  let operations: OperationPage[];
  let tokens: Record<string, string>;

  beforeAll(async () => {
    const model = buildModel(await loadDescription());
    operations = model.tags.flatMap((tag) => tag.operations);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-tokens-'));
    try {
      for (const [file, content] of renderFiles(model)) {
        if (!file.startsWith('_data/')) continue;
        fs.mkdirSync(path.join(dir, '_data'), {recursive: true});
        fs.writeFileSync(path.join(dir, file), content);
      }
      tokens = operationTokens(path.join(dir, '_data'));
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 60_000);

  const pageOf = (op: OperationPage) => `/docs/api/resources/${op.id}`;
  const result = (op: OperationPage, score: number): PagefindResult => ({
    id: op.id,
    score,
    data: () =>
      Promise.resolve({
        url: `${pageOf(op)}/`,
        content: '',
        excerpt: '',
        meta: {title: op.summary},
        filters: {},
        sub_results: [],
      }),
  });

  /**
   * Title lookups find the page whose slug or whole path is the key (pages carry both); full text finds every
   * operation but the one asked for first.
   */
  const fakeIndex = (asked: OperationPage): PagefindApi => ({
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    preload: () => Promise.resolve(),
    search: (query, options) => {
      const key = options?.filters?.title_key;
      const results =
        query === null
          ? operations.filter((op) => titleKey(op.id) === key || pathKey(pageOf(op)) === key).map((op) => result(op, 1))
          : [...operations.filter((op) => op !== asked), asked].map((op, i) => result(op, 100 - i));
      return Promise.resolve({results, unfilteredResultCount: results.length, filters: {}});
    },
  });

  it('has a token for every operation, to its page', () => {
    expect(operations.length).toBeGreaterThan(50);
    const vocabulary = new Vocabulary({words: [], tokens});
    const misses = operations
      .map((op) => `${op.method.toUpperCase()} ${op.path}`)
      .filter((query, i) => vocabulary.token(query) !== pageOf(operations[i]));
    expect(misses).toEqual([]);
  });

  it('ranks the operation page first for every `METHOD /path`, list operations whose path starts others included', async () => {
    // The index's words as the docs hold them: a path's words («agreements»), never its slashes or braces.
    const words = [...new Set(operations.flatMap((op) => op.path.toLowerCase().match(/\p{L}+/gu) ?? []))].sort();
    const vocabulary = new Vocabulary({words: words.map((w): [string, number] => [w, 1]), tokens});
    const wrong: string[] = [];
    for (const op of operations) {
      const query = `${op.method.toUpperCase()} ${op.path}`;
      expect(planQuery(query, vocabulary).unknown, query).toEqual([]);
      const outcome = await searchIndex(fakeIndex(op), query, {limit: 3, vocabulary});
      if (outcome.hits[0]?.url !== pageOf(op)) wrong.push(`${query} → ${outcome.hits[0]?.url ?? 'nada'}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a scope finds the section that defines it', () => {
  it('maps every scope of the scopes table, and only those, to that section', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scope-tokens-'));
    try {
      fs.mkdirSync(path.join(dir, 'docs/api/authentication'), {recursive: true});
      fs.writeFileSync(
        path.join(dir, 'docs/api/authentication/index.html'),
        '<h3 id=enviar>Enviar</h3><p><code>other:read</code></p>' +
          '<h3 class="anchor" id=alcances>Alcances</h3><table><tr><td><code>consent:read</code></td></tr>' +
          '<tr><td><code>keys:manage</code></td></tr></table><h3 id=minimo>Mínimo</h3><code>dsr:read</code>',
      );
      expect(scopeTokens(dir)).toEqual({
        'consent:read': '/docs/api/authentication#alcances',
        'keys:manage': '/docs/api/authentication#alcances',
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('an enum value finds the guide section that defines it', () => {
  it('maps a value in the first cell of one guide’s table to its section; not one two guides define, nor a field', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defined-tokens-'));
    const page = (url: string, html: string) => {
      fs.mkdirSync(path.join(dir, 'site', url), {recursive: true});
      fs.writeFileSync(path.join(dir, 'site', url, 'index.html'), html);
    };
    try {
      // A schema's fields as the API reference generator writes them (docs/api/resources/_data/schema-*.json).
      fs.mkdirSync(path.join(dir, '_data'));
      const field = (name: string, schema: object) => ({name, schema});
      fs.writeFileSync(
        path.join(dir, '_data', 'schema-attempt.json'),
        JSON.stringify({
          properties: [
            field('failure_reason', {enum: ['otp_expired', 'user_cancelled']}),
            field('sort', {enum: ['created_at', 'entity_id']}),
            field('entity_id', {types: ['string']}),
          ],
        }),
      );
      const row = (value: string) => `<tr><td><code>${value}</code></td><td>…</td></tr>`;
      page(
        'docs/guide/auth',
        `<h2 id=estados>Estados</h2><h3 id="motivos">Motivos</h3><table>${row('otp_expired')}${row('user_cancelled')}` +
          `${row('entity_id')}</table>`,
      );
      page('docs/guide/sign', `<h2 id=fallos>Fallos</h2><table>${row('user_cancelled')}</table>`);
      page('docs/api/resources/schemas/attempt', `<h2 id=campos>Campos</h2><table>${row('otp_expired')}</table>`);
      const fragments = ['/docs/guide/auth/', '/docs/guide/sign/', '/docs/api/resources/schemas/attempt/'].map(
        (url) => ({url}),
      );
      expect(definedTokens(path.join(dir, 'site'), fragments, path.join(dir, '_data'))).toEqual({
        otp_expired: '/docs/guide/auth#motivos',
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
