/**
 * The description documents every API route the site must have: each /docs/api/resources/ line of
 * required-routes.txt (the specification's fixed list of routes, copied into tests/fixtures/ so a clone of
 * this repository can run the test) is an operationId, webhook key or schema page of openapi/. The list is
 * what must exist, not all that may: an operation added to openapi/ needs no change here (its page is tested
 * through the build, like every generated page).
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadDescription, type LoadedDescription} from '../../src/plugins/openapi/load';
import {isObject} from '../../src/plugins/openapi/resolve';
import {HTTP_METHODS} from '../../src/plugins/openapi/validate';

const PREFIX = '/docs/api/resources/';
const routes = fs
  .readFileSync(path.join(__dirname, '../fixtures/required-routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith(PREFIX))
  .map((line) => line.slice(PREFIX.length));

/** Required pages the description lacks, with what to check. */
function missingFrom(pages: string[], required: string[]): {missing: string[]; message: string} {
  const missing = required.filter((r) => !pages.includes(r));
  const message =
    `openapi/ no tiene ${missing.map((m) => PREFIX + m).join(', ')}, rutas obligatorias de tests/fixtures/required-routes.txt: ` +
    '¿cambió un operationId, una clave de webhook o el nombre de un esquema con x-tags? Esas rutas no cambian.';
  return {missing, message};
}

describe('coverage of the required API routes', () => {
  let loaded: LoadedDescription;
  beforeAll(async () => {
    loaded = await loadDescription();
  });

  function operationIds(group: unknown): string[] {
    if (!isObject(group)) return [];
    return Object.values(group).flatMap((item) =>
      isObject(item)
        ? HTTP_METHODS.map((m) => item[m])
            .filter(isObject)
            .map((op) => String(op.operationId))
        : [],
    );
  }

  it('has one operation or webhook event for every required page', () => {
    const webhookKeys = Object.keys(isObject(loaded.doc.webhooks) ? loaded.doc.webhooks : {});
    const pages = [...operationIds(loaded.doc.paths), ...webhookKeys];
    expect(new Set(pages).size, 'un nombre de página se repite').toBe(pages.length);
    const {missing, message} = missingFrom(
      pages,
      routes.filter((r) => !r.startsWith('schemas/')),
    );
    expect(missing, message).toEqual([]);
  });

  it('names each webhook event page after its operationId', () => {
    const webhooks = isObject(loaded.doc.webhooks) ? loaded.doc.webhooks : {};
    for (const [key, item] of Object.entries(webhooks)) {
      expect(operationIds({[key]: item}), key).toEqual([key]);
    }
  });

  it('gives a page (x-tags) to every required schema', () => {
    const schemas =
      isObject(loaded.doc.components) && isObject(loaded.doc.components.schemas) ? loaded.doc.components.schemas : {};
    const tagged = Object.entries(schemas)
      .filter(([, schema]) => isObject(schema) && Array.isArray(schema['x-tags']))
      .map(([name]) => `schemas/${name.toLowerCase()}`);
    const {missing, message} = missingFrom(
      tagged,
      routes.filter((r) => r.startsWith('schemas/')),
    );
    expect(missing, message).toEqual([]);
  });
});
