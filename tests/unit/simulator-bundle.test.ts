/**
 * The description bundle the browser downloads: packing writes each shared object once, unpacking gives back the
 * same description with the same sharing; without its prose it makes a simulator that answers exactly as the full
 * description does; and it stays within its download budget.
 */
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {packDescription, slimDescription, unpackDescription} from '../../src/lib/simulator/bundle';
import {indexDescription, type Description} from '../../src/lib/simulator/description';
import {createEngine} from '../../src/lib/simulator/engine';
import {DEFAULT_SANDBOX_SECRET_KEY, loadSimulatorDescription, type SimulatorRequest} from '../../src/lib/simulator';

/** Gzip budget of the description the browser downloads (scripts/page-budgets.mjs: the console's whole download). */
const BUDGET_GZIP_BYTES = 60_000;

/** What the browser gets: the slim description, packed, through JSON, unpacked. */
async function browserDescription(): Promise<Record<string, unknown>> {
  const packed = JSON.stringify(packDescription(slimDescription(await loadSimulatorDescription())));
  return unpackDescription(JSON.parse(packed) as ReturnType<typeof packDescription>);
}

/** A parameter's example as a URL carries it (they are scalars), or `fallback`. */
const scalar = (value: unknown, fallback: string): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : fallback;

/** Every operation called with its examples (and once with a broken body), in the description's order. */
function requestsOf(desc: Description): SimulatorRequest[] {
  const requests: SimulatorRequest[] = [];
  for (const op of desc.operations) {
    const path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(scalar(op.parameters.find((p) => p.name === name)?.example, 'x')),
    );
    const query = op.parameters
      .filter((p) => p.in === 'query' && p.example !== undefined)
      .map((p) => `${p.name}=${encodeURIComponent(scalar(p.example, ''))}`)
      .join('&');
    const bodies: unknown[] = op.body
      ? [...op.examples.requests.map((e) => e.value), {campo_desconocido: 1}]
      : [undefined];
    for (const body of bodies)
      requests.push({
        method: op.method,
        path: query ? `${path}?${query}` : path,
        headers: {
          authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`,
          'idempotency-key': `clave-${requests.length}`,
          ...(body === undefined ? {} : {'content-type': 'application/json'}),
        },
        ...(body === undefined ? {} : {body: JSON.stringify(body)}),
      });
  }
  return requests;
}

describe('description bundle', () => {
  it('round-trips the description and keeps shared objects shared', async () => {
    const doc = await loadSimulatorDescription();
    const text = JSON.stringify(packDescription(doc));
    const back = unpackDescription(JSON.parse(text) as ReturnType<typeof packDescription>);
    expect(JSON.stringify(back)).toBe(JSON.stringify(doc));
    const schemas = (back.components as {schemas: Record<string, unknown>}).schemas;
    const paths = back.paths as Record<
      string,
      Record<string, {responses: Record<string, {content?: Record<string, {schema: unknown}>}>}>
    >;
    const error = paths['/consent-templates'].post.responses['422'].content?.['application/json'].schema;
    const other = paths['/products'].post.responses['422'].content?.['application/json'].schema;
    expect(error).toBeDefined();
    expect(error).toBe(other);
    expect(Object.keys(schemas).length).toBeGreaterThan(10);
  });

  it('is at most a fifth of the plain dereferenced JSON and within its gzip budget', async () => {
    const doc = await loadSimulatorDescription();
    const packed = JSON.stringify(packDescription(slimDescription(doc)));
    expect(packed.length).toBeLessThan(JSON.stringify(doc).length / 4);
    expect(gzipSync(packed, {level: 9}).length).toBeLessThan(BUDGET_GZIP_BYTES);
  });

  it('without its prose, indexes the same operations, examples, resources, lifecycles and limits', async () => {
    const full = indexDescription(await loadSimulatorDescription());
    const slim = indexDescription(await browserDescription());
    const outline = (desc: Description) => ({
      apiVersion: desc.apiVersion,
      constraints: desc.constraints,
      eventTypes: desc.eventTypes,
      errorCodes: desc.errorCodes,
      prefixes: [...desc.prefixes],
      operations: desc.operations.map(({regex: _regex, body, responses, ...op}) => ({
        ...op,
        parameters: op.parameters.map(({schema: _schema, ...p}) => p),
        body: body?.required,
        responses: Object.keys(responses),
      })),
      resources: [...desc.resources.values()].map(({schema: _schema, ...r}) => r),
    });
    expect(outline(slim)).toEqual(outline(full));
    expect(slim.operations.length).toBeGreaterThan(80);
  });

  it('keeps a property or an example field named like the prose it drops', () => {
    const schema = {
      type: 'object',
      description: 'Prosa',
      title: 'Plantilla',
      'x-codeSamples': [{lang: 'curl'}],
      'x-lifecycle': {description: 'se queda'},
      properties: {description: {type: 'string', description: 'Prosa'}, title: {type: 'string'}},
      example: {description: 'dato', title: 'dato'},
    };
    const doc = {
      info: {title: 'API', version: '1.2'},
      tags: [{name: 'a'}],
      components: {schemas: {A: schema, B: schema}},
    };
    const slim = slimDescription(doc) as {info: unknown; components: {schemas: Record<string, unknown>}};
    expect(slim).toEqual({
      info: {version: '1.2'},
      components: {
        schemas: {
          A: {
            type: 'object',
            'x-lifecycle': {description: 'se queda'},
            properties: {description: {type: 'string'}, title: {type: 'string'}},
            example: {description: 'dato', title: 'dato'},
          },
          B: slim.components.schemas.A,
        },
      },
    });
    expect(slim.components.schemas.B).toBe(slim.components.schemas.A);
  });

  it('makes a simulator that answers every operation, valid or not, exactly as the full description', async () => {
    const full = await loadSimulatorDescription();
    const requests = requestsOf(indexDescription(full));
    const [node, browser] = [createEngine(full), createEngine(await browserDescription())];
    const differences: string[] = [];
    let created = 0;
    for (const request of requests) {
      const [a, b] = [await node.request(request), await browser.request(request)];
      if (a.status === 201) created++;
      if (a.status !== b.status || a.body !== b.body)
        differences.push(
          `${request.method} ${request.path}: ${a.status} ${a.body.slice(0, 200)} ≠ ${b.status} ${b.body.slice(0, 200)}`,
        );
    }
    expect(requests.length).toBeGreaterThan(100);
    expect(created).toBeGreaterThan(10);
    expect(differences).toEqual([]);
    expect(browser.events()).toEqual(node.events());
  });

  it('leaves data that is not shared as it is, arrays and nulls included', () => {
    const shared = {type: 'string'};
    const doc = {a: [shared, null, 1, 'x'], b: {c: shared}, d: [[1], [1]]};
    const packed = packDescription(doc);
    expect(packed.shared).toEqual([{type: 'string'}]);
    const back = unpackDescription(packed) as typeof doc;
    expect(back).toEqual(doc);
    expect(back.a[0]).toBe(back.b.c);
  });
});
