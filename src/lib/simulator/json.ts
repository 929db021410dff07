/** Narrowing helpers for the open JSON the simulator reads: request bodies, examples, stored records' fields. */

/** A JSON object of open shape: its fields are `unknown` until a helper below, or a schema check, narrows them. */
export type Rec = Record<string, unknown>;

export const isObj = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A deep copy through JSON, the form every stored value and answer has anyway. */
export const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** The array `v` is, or an empty one (a field the schema declares as an array may still be absent or null). */
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? (v as unknown[]) : []);

/** The objects of the array `v`. */
export const objects = (v: unknown): Rec[] => list(v).filter(isObj);

/** The strings of the array `v`. */
export const strings = (v: unknown): string[] => list(v).filter((s): s is string => typeof s === 'string');

/**
 * `v` as text: a JSON scalar as String() writes it; an object or array, which no schema lets through where the
 * simulator writes a value into a message or an id, as its JSON rather than `[object Object]`.
 */
export function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v);
  return JSON.stringify(v) ?? '';
}

/** The value at `path` inside `v` (`at(v, 'a', 0)` reads `v.a[0]`), or undefined where the path leaves the JSON. */
export function at(v: unknown, ...path: (string | number)[]): unknown {
  let node = v;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') node = (node as unknown[])[key];
    else if (isObj(node) && typeof key === 'string') node = node[key];
    else return undefined;
  }
  return node;
}

/**
 * `v` serialized with the JSON Canonicalization Scheme (RFC 8785), as Evidence.canonical_record is hashed: object
 * keys sorted by UTF-16 code units at every level, no whitespace; JSON.stringify already writes strings and numbers
 * the way RFC 8785 asks.
 */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (isObj(v)) {
    const keys = Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(v[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}
