/**
 * Resolves every $ref of a multi-file OpenAPI description (local files or URLs) into one
 * dereferenced tree. Objects reached through the same $ref are the same object, so a schema
 * keeps its identity wherever it is used, and cycles stay cycles instead of looping forever.
 */
import path from 'node:path';
import {describeLocation, isUrl, parseDocument, readText} from './source';
import {ApiReferenceError, fail} from './errors';

export interface Resolved {
  doc: Record<string, unknown>;
  /** Every file the description reached, as read (location → text), the root first. */
  texts: Map<string, string>;
  /** The component name an object came from: `X` for `schemas/X.yaml` or `#/components/schemas/X`. */
  refNames: WeakMap<object, string>;
}

type JsonObject = {[key: string]: unknown};

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys whose values are literal data, never resolved (an example may legitimately contain "$ref"). */
function isLiteral(key: string, value: unknown, parentIsExampleObject: boolean): boolean {
  if (key === 'example' || key === 'const' || key === 'default' || key === 'enum') return true;
  if (key === 'examples' && Array.isArray(value)) return true;
  return parentIsExampleObject && key === 'value';
}

function splitRef(ref: string, base: string): {location: string; pointer: string} {
  const hash = ref.indexOf('#');
  const file = hash === -1 ? ref : ref.slice(0, hash);
  const pointer = hash === -1 ? '' : ref.slice(hash + 1);
  if (file === '') return {location: base, pointer};
  if (isUrl(file)) return {location: file, pointer};
  if (isUrl(base)) return {location: new URL(file, base).href, pointer};
  return {location: path.resolve(path.dirname(base), file), pointer};
}

function getPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return doc;
  let node = doc;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined;
    else return undefined;
  }
  return node;
}

function nameFor(location: string, pointer: string): string {
  const component = pointer.match(/^\/components\/[^/]+\/([^/]+)$/);
  if (component) return decodeURIComponent(component[1]);
  if (pointer === '' || pointer === '/') return path.basename(location).replace(/\.(ya?ml|json)$/i, '');
  return decodeURIComponent(pointer.split('/').pop() ?? '');
}

/** Calls `visit` for each $ref string in a node, skipping literal example data. */
function eachRef(node: unknown, visit: (ref: string) => void, exampleObject = false): void {
  if (Array.isArray(node)) {
    for (const item of node) eachRef(item, visit);
    return;
  }
  if (!isObject(node)) return;
  if (typeof node.$ref === 'string') visit(node.$ref);
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' || isLiteral(key, value, exampleObject)) continue;
    if (key === 'examples' && isObject(value)) {
      for (const example of Object.values(value)) eachRef(example, visit, true);
    } else {
      eachRef(value, visit);
    }
  }
}

/** A description that reaches more files than this is broken (or a server answers every path with the same document). */
export const MAX_FILES = 500;

export async function resolveDescription(
  rootLocation: string,
  options: {timeoutMs: number; rootLabel?: string},
): Promise<Resolved> {
  const docs = new Map<string, unknown>();
  const texts = new Map<string, string>();
  const label = (location: string) =>
    location === rootLocation ? describeLocation(location, options.rootLabel) : describeLocation(location);

  // Phase 1: load every file the description reaches, in parallel where possible.
  async function load(location: string, from?: {location: string; ref: string}): Promise<void> {
    if (docs.has(location)) return;
    if (docs.size >= MAX_FILES) fail(`la descripción referencia más de ${MAX_FILES} archivos (¿un $ref relativo que se repite?)`);
    docs.set(location, undefined);
    let doc: unknown;
    try {
      const text = await readText(location, options.timeoutMs, label(location));
      texts.set(location, text);
      doc = parseDocument(text, location, label(location));
    } catch (error) {
      if (from && error instanceof ApiReferenceError) {
        const cause = error.message.replace(/^[^:]+: /, '');
        fail(`referencia sin resolver "${from.ref}" en ${label(from.location)} (${cause})`);
      }
      throw error;
    }
    docs.set(location, doc);
    const pending: Promise<void>[] = [];
    eachRef(doc, (ref) => {
      const target = splitRef(ref, location).location;
      if (!docs.has(target)) pending.push(load(target, {location, ref}));
    });
    await Promise.all(pending);
  }
  await load(rootLocation);

  // Phase 2: dereference synchronously, caching by target so identity and cycles are kept.
  const refNames = new WeakMap<object, string>();
  const cache = new Map<string, unknown>();

  function derefRef(node: JsonObject, location: string): unknown {
    const ref = node.$ref as string;
    const target = splitRef(ref, location);
    const key = `${target.location}#${target.pointer}`;
    let resolved = cache.get(key);
    if (resolved === undefined) {
      const raw = getPointer(docs.get(target.location), target.pointer);
      if (raw === undefined) fail(`referencia sin resolver "${ref}" en ${label(location)}`);
      if (typeof raw !== 'object' || raw === null) {
        resolved = raw;
      } else {
        const placeholder: JsonObject | unknown[] = Array.isArray(raw) ? [] : {};
        cache.set(key, placeholder);
        const value = deref(raw, target.location);
        if (Array.isArray(placeholder)) placeholder.push(...(value as unknown[]));
        else Object.assign(placeholder, value);
        refNames.set(placeholder, nameFor(target.location, target.pointer));
        resolved = placeholder;
      }
      cache.set(key, resolved);
    }
    const siblings = Object.keys(node).filter((k) => k !== '$ref');
    if (siblings.length === 0 || !isObject(resolved)) return resolved;
    // OpenAPI 3.1 allows keywords next to $ref (a local description, say): they win.
    const merged: JsonObject = {...resolved};
    for (const k of siblings) merged[k] = isLiteral(k, node[k], false) ? node[k] : deref(node[k], location);
    refNames.set(merged, refNames.get(resolved) ?? nameFor(target.location, target.pointer));
    return merged;
  }

  function deref(node: unknown, location: string, exampleObject = false): unknown {
    if (Array.isArray(node)) return node.map((item) => deref(item, location));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') return derefRef(node, location);
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (isLiteral(key, value, exampleObject)) out[key] = value;
      else if (key === 'examples' && isObject(value)) {
        const examples: JsonObject = {};
        for (const [name, example] of Object.entries(value)) {
          examples[name] = isObject(example) && typeof example.$ref === 'string' ? derefRef(example, location) : deref(example, location, true);
        }
        out[key] = examples;
      } else out[key] = deref(value, location);
    }
    return out;
  }

  const doc = deref(docs.get(rootLocation), rootLocation);
  if (!isObject(doc)) fail(`${label(rootLocation)} no es un documento OpenAPI (se esperaba un objeto en la raíz)`);
  return {doc, refNames, texts};
}
