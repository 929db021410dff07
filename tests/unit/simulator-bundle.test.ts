/**
 * The description bundle the browser downloads: packing writes each shared object once, unpacking gives back the
 * same description with the same sharing, and the packed JSON stays within its download budget.
 */
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {packDescription, unpackDescription} from '../../src/lib/simulator/bundle';
import {loadSimulatorDescription} from '../../src/lib/simulator';

/** Gzip budget of the packed description (the console's largest download). */
const BUDGET_GZIP_BYTES = 125 * 1024;

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
    const packed = JSON.stringify(packDescription(doc));
    expect(packed.length).toBeLessThan(JSON.stringify(doc).length / 4);
    expect(gzipSync(packed).length).toBeLessThan(BUDGET_GZIP_BYTES);
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
