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
