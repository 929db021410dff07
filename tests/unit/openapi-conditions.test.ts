/**
 * Conditional requirements (`if`/`then` in a request schema) reach the reference page and its Markdown copy as
 * «Obligatorio si …», from the same schema the simulator validates; and the scope implication the security
 * schemes carry as `x-scope-implies` is the one their descriptions state.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import type {PropertyNode} from '../../src/components/api/types';
import {loadDescription, type LoadedDescription} from '../../src/plugins/openapi/load';
import {buildModel, type ApiModel} from '../../src/plugins/openapi/model';
import {ApiMarkdown} from '../../src/plugins/markdownExport/api';

let loaded: LoadedDescription;
let model: ApiModel;

beforeAll(async () => {
  loaded = await loadDescription();
  model = buildModel(loaded);
});

const operation = (id: string) => {
  const page = model.tags.flatMap((t) => t.operations).find((o) => o.id === id);
  if (!page) throw new Error(`Sin la operación ${id}`);
  return page;
};
const field = (id: string, name: string): PropertyNode | undefined =>
  operation(id).requestBody?.schema?.properties?.find((p) => p.name === name);

describe('conditional requirements on the reference pages', () => {
  it.each([
    ['create-consent-action', 'branch_id', 'channel', ['branch']],
    ['create-consent-commit', 'branch_id', 'channel', ['branch']],
    ['create-data-subject-request', 'branch_id', 'channel', ['branch']],
    ['update-data-subject-request', 'resolution', 'status', ['resolved']],
    ['update-data-subject-request', 'resolution_notes', 'resolution', ['denied', 'partially_approved']],
  ])('%s: %s is required when %s is %j', (id, name, on, values) => {
    const property = field(id, name);
    expect(property?.required).toBeUndefined();
    expect(property?.requiredIf).toEqual([{field: on, values}]);
  });

  it('the Markdown copy says «obligatorio si» with the field and its values', () => {
    const markdown = new ApiMarkdown('https://docs.custodia.example').operation(
      operation('update-data-subject-request'),
    );
    expect(markdown).toContain(
      '`resolution_notes` (string, obligatorio si `resolution` es `denied` o `partially_approved`)',
    );
  });
});

describe('scope implication (x-scope-implies)', () => {
  const schemes = () =>
    (loaded.doc.components as {securitySchemes: Record<string, {description: string; 'x-scope-implies'?: object}>})
      .securitySchemes;

  it('secret keys: write and manage include read, and the scheme description says so', () => {
    const secretKey = schemes().secretKey;
    expect(secretKey['x-scope-implies']).toEqual({write: ['read'], manage: ['read']});
    expect(secretKey.description.replace(/\s+/g, ' ')).toContain(
      'Un alcance `:write` o `:manage` incluye el `:read` de su misma área',
    );
  });

  it('entity session tokens: write includes read, and the scheme description says so', () => {
    const token = schemes().entitySessionToken;
    expect(token['x-scope-implies']).toEqual({write: ['read']});
    expect(token.description.replace(/\s+/g, ' ')).toContain('Un alcance `:write` incluye el `:read` de su misma área');
  });
});
