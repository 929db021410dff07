/**
 * The description bundle the browser loads: the dereferenced description with every object used more than once
 * written once (a $ref-resolved description repeats shared schemas at each use, ten times its size). Decoding
 * restores the sharing, so the engine sees one object per schema, as in Node.
 */

const REF = '$simuladorCompartido';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

export interface PackedDescription {
  doc: Json;
  shared: Json[];
}

const isContainer = (v: unknown): v is object => typeof v === 'object' && v !== null;

export function packDescription(doc: object): PackedDescription {
  const uses = new Map<object, number>();
  const count = (value: unknown) => {
    if (!isContainer(value)) return;
    const seen = uses.get(value) ?? 0;
    uses.set(value, seen + 1);
    if (seen === 0) for (const child of Object.values(value)) count(child);
  };
  count(doc);
  const index = new Map<object, number>();
  const shared: Json[] = [];
  const encode = (value: unknown): Json => {
    if (!isContainer(value)) return value as Json;
    const many = (uses.get(value) ?? 0) > 1;
    if (many && index.has(value)) return {[REF]: index.get(value)!};
    let slot = -1;
    if (many) {
      slot = shared.length;
      index.set(value, slot);
      shared.push(null);
    }
    const out: Json = Array.isArray(value)
      ? value.map(encode)
      : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
    if (!many) return out;
    shared[slot] = out;
    return {[REF]: slot};
  };
  return {doc: encode(doc), shared};
}

export function unpackDescription(packed: PackedDescription): Record<string, unknown> {
  const done = new Map<number, unknown>();
  const decode = (value: Json): unknown => {
    if (!isContainer(value)) return value;
    if (Array.isArray(value)) return value.map(decode);
    const ref = value[REF];
    if (typeof ref === 'number' && Object.keys(value).length === 1) {
      if (!done.has(ref)) done.set(ref, decode(packed.shared[ref]));
      return done.get(ref);
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
  };
  return decode(packed.doc) as Record<string, unknown>;
}

/** Objects whose keys are names the author chose (a property called `description`, a path, a status), not keywords. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'dependentSchemas',
  'paths',
  'webhooks',
  'responses',
  'content',
  'headers',
  'schemas',
  'parameters',
  'requestBodies',
  'securitySchemes',
  'examples',
  'callbacks',
  'links',
  'encoding',
  'variables',
  'mapping',
]);
/** Data, copied as it is: examples and values the engine seeds from and answers with, and the lifecycles and limits. */
const DATA = new Set([
  'example',
  'examples',
  'value',
  'default',
  'const',
  'enum',
  'x-lifecycle',
  'x-constraints',
  'x-scope-implies',
]);
/** Prose and tooling metadata, which neither the engine nor the console reads. */
const PROSE = new Set(['description', 'summary', 'title', 'externalDocs', 'tags', 'servers', 'contact', 'license']);

/**
 * The description without what the simulator never reads (descriptions, summaries, titles, tags, external docs,
 * code samples and other `x-` extensions but the lifecycles and constraints): a third less to download. Keys are
 * dropped only where they are keywords, never a property or an example field of that name; shared objects stay
 * shared. `info` keeps only the version (the engine answers with it).
 */
export function slimDescription(doc: Record<string, unknown>): Record<string, unknown> {
  const done = new Map<object, unknown>();
  const slim = (value: unknown, names: boolean): unknown => {
    if (!isContainer(value)) return value;
    const key = value;
    if (!names && done.has(key)) return done.get(key);
    let out: unknown;
    if (Array.isArray(value)) out = value.map((item) => slim(item, false));
    else
      out = Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => names || !(PROSE.has(k) || (k.startsWith('x-') && !DATA.has(k))))
          .map(([k, v]) => {
            if (names) return [k, slim(v, false)];
            // `examples` is data in a schema (an array) and a map of named examples in a media type.
            if (DATA.has(k) && !(k === 'examples' && isContainer(v) && !Array.isArray(v))) return [k, v];
            return [k, slim(v, NAME_MAPS.has(k) && isContainer(v) && !Array.isArray(v))];
          }),
      );
    if (!names) done.set(key, out);
    return out;
  };
  const {info, ...rest} = doc;
  const version = isContainer(info) ? (info as {version?: unknown}).version : undefined;
  return {...(slim(rest, false) as Record<string, unknown>), info: {version}};
}
