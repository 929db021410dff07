/**
 * The description documents exactly the API routes the site must have: the operationIds,
 * webhook keys and schema pages equal the /docs/api/resources/ lines of required-routes.txt
 * (copied into tests/fixtures/ so a clone of this repository can run the test). That file is the
 * list of routes every build must serve (the end-to-end tests visit each): a page added to or removed
 * from openapi/ goes there too, and a failure here names the lines to add or remove.
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

const sorted = (values: Iterable<string>) => [...values].sort();

/** What to change when the description and required-routes.txt disagree, line by line. */
function howToFix(pages: string[], required: string[]): string {
  const add = pages.filter((p) => !required.includes(p)).map((p) => `+ ${PREFIX}${p}`);
  const remove = required.filter((r) => !pages.includes(r)).map((r) => `- ${PREFIX}${r}`);
  return (
    'openapi/ y tests/fixtures/required-routes.txt no coinciden. Cada página de la referencia de la API es una ruta ' +
    'obligatoria del sitio: si agregaste o quitaste una operación, un webhook o un esquema con x-tags en openapi/, ' +
    'agrega o quita su línea en tests/fixtures/required-routes.txt (las pruebas de extremo a extremo visitan cada ruta); ' +
    `si no, falta en openapi/ una página obligatoria.\n${[...add, ...remove].join('\n')}`
  );
}

describe('coverage of the required API routes', () => {
  let loaded: LoadedDescription;
  beforeAll(async () => {
    loaded = await loadDescription();
  });

  function operationIds(group: unknown): string[] {
    if (!isObject(group)) return [];
    return Object.values(group).flatMap((item) =>
      isObject(item) ? HTTP_METHODS.map((m) => item[m]).filter(isObject).map((op) => String(op.operationId)) : [],
    );
  }

  it('has one operation or webhook event for every required page, and nothing else', () => {
    const webhookKeys = Object.keys(isObject(loaded.doc.webhooks) ? loaded.doc.webhooks : {});
    const pages = [...operationIds(loaded.doc.paths), ...webhookKeys];
    expect(new Set(pages).size, 'un nombre de página se repite').toBe(pages.length);
    const required = routes.filter((r) => !r.startsWith('schemas/'));
    expect(sorted(pages), howToFix(pages, required)).toEqual(sorted(required));
  });

  it('names each webhook event page after its operationId', () => {
    const webhooks = isObject(loaded.doc.webhooks) ? loaded.doc.webhooks : {};
    for (const [key, item] of Object.entries(webhooks)) {
      expect(operationIds({[key]: item}), key).toEqual([key]);
    }
  });

  it('gives a page to exactly the required schemas (those with x-tags)', () => {
    const schemas = isObject(loaded.doc.components) && isObject(loaded.doc.components.schemas) ? loaded.doc.components.schemas : {};
    const tagged = Object.entries(schemas)
      .filter(([, schema]) => isObject(schema) && Array.isArray(schema['x-tags']))
      .map(([name]) => `schemas/${name.toLowerCase()}`);
    const required = routes.filter((r) => r.startsWith('schemas/'));
    expect(sorted(tagged), howToFix(tagged, required)).toEqual(sorted(required));
  });
});
