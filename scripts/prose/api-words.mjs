// The API's own names, read from openapi/ (the single source of truth), for the spelling check: a page may
// name an operation, a schema, a field, an enum value, an event, a scope or an error code in prose, and that
// is not a misspelling. Read at check time, so a new field never needs a hand-kept word list.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

// A name, not a sentence: the values of `enum`, `const` and `x-*` rules also hold descriptions and numbers.
const NAME = /^[A-Za-z][\w.:-]*$/;

/** @param {string} dir */
function yamlFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Adds the names found in one parsed YAML value.
 * @param {unknown} value
 * @param {string | undefined} key  The key this value sits under.
 * @param {boolean} inRules  Inside an `x-*` extension (lifecycles, constraints): every key and name counts.
 * @param {Set<string>} out
 */
function walk(value, key, inRules, out) {
  const add = (/** @type {unknown} */ name) => {
    if (typeof name === 'string' && NAME.test(name)) out.add(name);
  };
  if (Array.isArray(value)) {
    // `enum: […]`, `tags: […]`, `required: […]`; `security: [{secretKey: [scope, …]}]` lists scopes.
    const names = key === 'enum' || key === 'tags' || key === 'required' || inRules;
    for (const item of value) {
      if (names) add(item);
      if (key === 'security' && item && typeof item === 'object') {
        for (const scopes of Object.values(item)) if (Array.isArray(scopes)) scopes.forEach(add);
      }
      walk(item, undefined, inRules, out);
    }
    return;
  }
  if (value === null || typeof value !== 'object') {
    if (inRules || key === 'operationId' || key === 'const' || key === 'name' || key === '$ref') {
      add(key === '$ref' ? path.basename(String(value)).replace(/\.ya?ml.*$/, '') : value);
    }
    return;
  }
  for (const [childKey, child] of Object.entries(value)) {
    const rules = inRules || childKey.startsWith('x-');
    // Property names, schema names, webhook (event) names, path parameters and security schemes are keys.
    if (
      rules ||
      key === 'properties' ||
      key === 'schemas' ||
      key === 'webhooks' ||
      key === 'securitySchemes' ||
      key === 'parameters' ||
      key === 'responses'
    ) {
      add(childKey);
    }
    walk(child, childKey, rules, out);
  }
}

/**
 * Every name the API defines, sorted: operation ids, schema names (keys and file names), property names,
 * enum and const values, parameter names, event names, tags, security schemes, scopes, and the keys and
 * names of the `x-*` rules (lifecycles, constraints, error codes).
 * @param {string} openapiDir
 * @returns {string[]}
 */
export function apiWords(openapiDir) {
  /** @type {Set<string>} */
  const out = new Set();
  for (const file of yamlFiles(openapiDir)) {
    out.add(path.basename(file).replace(/\.ya?ml$/, ''));
    walk(yaml.load(fs.readFileSync(file, 'utf8')), undefined, false, out);
  }
  return [...out].sort();
}
