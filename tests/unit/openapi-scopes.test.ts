/**
 * Each operation's required scopes live in its `security` requirement arrays; the «Requiere el alcance …» sentence
 * of its description must name exactly those, and the reference page's security block shows them.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadDescription, type LoadedDescription} from '../../src/plugins/openapi/load';
import {buildModel} from '../../src/plugins/openapi/model';
import {isObject} from '../../src/plugins/openapi/resolve';
import {HTTP_METHODS} from '../../src/plugins/openapi/validate';

interface Op {
  id: string;
  description: string;
  security: Record<string, string[]>[];
  statuses: string[];
}

let loaded: LoadedDescription;
let ops: Op[];
let keyScopes: string[];
let tokenScopes: string[];

beforeAll(async () => {
  loaded = await loadDescription();
  const {doc} = loaded;
  const rootSecurity = doc.security as Record<string, string[]>[];
  ops = [];
  for (const item of Object.values(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      ops.push({
        id: String(op.operationId),
        description: (typeof op.description === 'string' ? op.description : '').replace(/\s+/g, ' '),
        security: (op.security as Record<string, string[]>[] | undefined) ?? rootSecurity,
        statuses: Object.keys(op.responses as object),
      });
    }
  }
  const scopesOf = (file: string) =>
    (
      yaml.load(fs.readFileSync(path.join(__dirname, '../../openapi/schemas', file), 'utf8')) as {
        properties: {scopes: {items: {enum: string[]}}};
      }
    ).properties.scopes.items.enum;
  keyScopes = scopesOf('ApiKey.yaml');
  tokenScopes = scopesOf('EntitySessionToken.yaml');
});

/** Scopes a description names as required: each backticked value right after «alcance». */
const namedScopes = (text: string) => [...text.matchAll(/alcance\s+`([^`]+)`/gi)].map((m) => m[1]);

describe('scopes in the security requirements', () => {
  it('every operation requires exactly one secret-key scope, from the ApiKey scope enum', () => {
    for (const op of ops) {
      const key = op.security.find((r) => 'secretKey' in r);
      expect(key, op.id).toBeDefined();
      expect(key!.secretKey, op.id).toHaveLength(1);
      expect(keyScopes, op.id).toContain(key!.secretKey[0]);
      expect(key!.secretKey[0], op.id).not.toBe('*');
    }
  });

  it('the description names the same scopes as the security arrays, for the key and for the session token', () => {
    for (const op of ops) {
      const named = new Set(namedScopes(op.description));
      const declared = new Set(op.security.flatMap((r) => Object.values(r).flat()));
      expect([...named].sort(), op.id).toEqual([...declared].sort());
      const token = op.security.find((r) => 'entitySessionToken' in r)?.entitySessionToken ?? [];
      for (const scope of token) expect(tokenScopes, op.id).toContain(scope);
    }
  });

  it('every operation that requires a scope documents the 403 a key without it gets', () => {
    for (const op of ops) expect(op.statuses, op.id).toContain('403');
  });

  it('every session-token scope is accepted by at least one operation', () => {
    const used = new Set(ops.flatMap((op) => op.security.flatMap((r) => r.entitySessionToken ?? [])));
    expect([...used].sort()).toEqual([...tokenScopes].sort());
  });

  it('the reference page lists the scopes of each credential', () => {
    const model = buildModel(loaded);
    const entity = model.tags.flatMap((t) => t.operations).find((op) => op.id === 'get-entity')!;
    expect(entity.security.map((s) => [s.name, s.scopes])).toEqual([
      ['secretKey', ['identity:read']],
      ['entitySessionToken', ['entity:read']],
    ]);
  });
});
