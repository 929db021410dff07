/**
 * Every example in the OpenAPI description validates against its schema (JSON Schema 2020-12,
 * formats checked): schema-level `example`/`examples`, media-type `example`/`examples`,
 * parameter and header examples, and the webhook payload examples. A failure names the JSON
 * pointer of the example in the bundled description.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {ValidateFunction} from 'ajv';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadDescription} from '../../src/plugins/openapi/load';
import {isObject} from '../../src/plugins/openapi/resolve';

type Obj = Record<string, unknown>;
interface Check {
  pointer: string;
  schema: Obj;
  value: unknown;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function collectChecks(doc: Obj): Check[] {
  const checks: Check[] = [];
  const seen = new WeakSet<object>();

  const schemaAt = (schema: unknown, pointer: string): void => {
    if (!isObject(schema) || seen.has(schema)) return;
    seen.add(schema);
    if ('example' in schema) checks.push({pointer: `${pointer}/example`, schema, value: schema.example});
    if (Array.isArray(schema.examples)) {
      schema.examples.forEach((value, i) => checks.push({pointer: `${pointer}/examples/${i}`, schema, value}));
    }
    for (const key of ['properties', 'patternProperties', '$defs', 'dependentSchemas']) {
      const group = schema[key];
      if (isObject(group))
        for (const [name, sub] of Object.entries(group)) schemaAt(sub, `${pointer}/${key}/${escape(name)}`);
    }
    for (const key of ['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else', 'propertyNames']) {
      schemaAt(schema[key], `${pointer}/${key}`);
    }
    for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems']) {
      const list = schema[key];
      if (Array.isArray(list)) list.forEach((sub, i) => schemaAt(sub, `${pointer}/${key}/${i}`));
    }
  };

  /** Parameters, headers and media types: `example`, or `examples.<name>.value`, against `schema`. */
  const withExamples = (holder: unknown, pointer: string): void => {
    if (!isObject(holder) || !isObject(holder.schema)) return;
    const schema = holder.schema;
    if ('example' in holder) checks.push({pointer: `${pointer}/example`, schema, value: holder.example});
    if (isObject(holder.examples)) {
      for (const [name, example] of Object.entries(holder.examples)) {
        if (isObject(example) && 'value' in example)
          checks.push({pointer: `${pointer}/examples/${escape(name)}/value`, schema, value: example.value});
      }
    }
    schemaAt(schema, `${pointer}/schema`);
  };

  const content = (holder: unknown, pointer: string): void => {
    if (!isObject(holder)) return;
    if (isObject(holder.content)) {
      for (const [type, media] of Object.entries(holder.content))
        withExamples(media, `${pointer}/content/${escape(type)}`);
    }
    if (isObject(holder.headers)) {
      for (const [name, header] of Object.entries(holder.headers))
        withExamples(header, `${pointer}/headers/${escape(name)}`);
    }
  };

  const operations = (group: unknown, base: string): void => {
    if (!isObject(group)) return;
    for (const [key, item] of Object.entries(group)) {
      if (!isObject(item)) continue;
      const itemPointer = `${base}/${escape(key)}`;
      if (Array.isArray(item.parameters))
        item.parameters.forEach((p, i) => withExamples(p, `${itemPointer}/parameters/${i}`));
      for (const [method, operation] of Object.entries(item)) {
        if (!isObject(operation) || method === 'parameters') continue;
        const pointer = `${itemPointer}/${method}`;
        if (Array.isArray(operation.parameters))
          operation.parameters.forEach((p, i) => withExamples(p, `${pointer}/parameters/${i}`));
        content(operation.requestBody, `${pointer}/requestBody`);
        if (isObject(operation.responses)) {
          for (const [status, response] of Object.entries(operation.responses))
            content(response, `${pointer}/responses/${status}`);
        }
      }
    }
  };

  const components = isObject(doc.components) ? doc.components : {};
  if (isObject(components.schemas)) {
    for (const [name, schema] of Object.entries(components.schemas))
      schemaAt(schema, `#/components/schemas/${escape(name)}`);
  }
  operations(doc.paths, '#/paths');
  operations(doc.webhooks, '#/webhooks');
  for (const [kind, visit] of [
    ['parameters', withExamples],
    ['headers', withExamples],
    ['responses', content],
    ['requestBodies', content],
  ] as const) {
    const group = components[kind];
    if (isObject(group))
      for (const [name, value] of Object.entries(group)) visit(value, `#/components/${kind}/${escape(name)}`);
  }
  return checks;
}

describe('examples of the OpenAPI description', () => {
  let checks: Check[];
  let webhookPayloads: number;

  beforeAll(async () => {
    const {doc} = await loadDescription();
    checks = collectChecks(doc);
    webhookPayloads = checks.filter((c) => /^#\/webhooks\/[^/]+\/post\/requestBody\/content\//.test(c.pointer)).length;
  });

  it('finds examples everywhere: schemas, parameters, request and response bodies, webhook payloads', () => {
    const where = (re: RegExp) => checks.filter((c) => re.test(c.pointer)).length;
    expect(where(/^#\/components\/schemas\//)).toBeGreaterThan(0);
    expect(where(/\/parameters\/\d+\/example/)).toBeGreaterThan(0);
    expect(where(/\/requestBody\/content\//)).toBeGreaterThan(0);
    expect(where(/\/responses\/\d+\/content\//)).toBeGreaterThan(0);
    expect(webhookPayloads).toBeGreaterThan(0);
  });

  it('validates every example against its schema (JSON Schema 2020-12 with formats)', () => {
    const ajv = new Ajv2020({strict: false, allErrors: true});
    addFormats(ajv);
    const validators = new WeakMap<object, ValidateFunction>();
    const failures: string[] = [];
    for (const {pointer, schema, value} of checks) {
      let validate = validators.get(schema);
      if (!validate) {
        try {
          validate = ajv.compile(schema);
        } catch (error) {
          failures.push(`${pointer}: el esquema no compila (${(error as Error).message})`);
          continue;
        }
        validators.set(schema, validate);
      }
      if (!validate(value)) failures.push(`${pointer}: ${ajv.errorsText(validate.errors, {separator: '; '})}`);
    }
    expect(failures, `${failures.length} ejemplos no cumplen su esquema:\n${failures.join('\n')}`).toEqual([]);
  });
});
