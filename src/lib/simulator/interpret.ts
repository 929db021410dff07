/**
 * A JSON Schema 2020-12 interpreter for the keywords the description uses, reporting errors as ajv does (same
 * keyword, instancePath and params), so validation.ts turns them into the same `details`. The browser uses it
 * because the site's Content-Security-Policy forbids eval, which ajv's compiled validators need.
 */
import {fullFormats} from 'ajv-formats/dist/formats';
import type {Rec} from './description';

export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type FormatCheck = RegExp | ((value: string) => boolean) | {validate: RegExp | ((value: string) => boolean)};
const FORMATS = fullFormats as unknown as Record<string, FormatCheck | undefined>;

const isObj = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const patterns = new Map<string, RegExp>();

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  if (type === 'integer') return actual === 'number' && Number.isInteger(value);
  return actual === type;
}

/** Deep equality of JSON values (enum, const, uniqueItems). */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  if (isObj(a) && isObj(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && equal(a[k], b[k]));
  }
  return false;
}

function formatOk(format: string, value: string): boolean {
  const check = FORMATS[format];
  if (!check) return true;
  const test = check instanceof RegExp || typeof check === 'function' ? check : check.validate;
  return test instanceof RegExp ? test.test(value) : test(value);
}

const pointer = (key: string | number) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Every error of `value` against `schema` (all errors, as ajv's allErrors). */
export function interpret(schema: unknown, value: unknown, path = ''): SchemaError[] {
  if (schema === true || schema === undefined) return [];
  if (schema === false) return [{keyword: 'false schema', instancePath: path, params: {}}];
  if (!isObj(schema)) return [];
  const errors: SchemaError[] = [];
  const fail = (keyword: string, params: Record<string, unknown> = {}) =>
    errors.push({keyword, instancePath: path, params});

  if (schema.type !== undefined) {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
    // Keywords for other types do not apply to a value of the wrong type (they check typeof below); enum, const
    // and the combinators still do, as in ajv.
    if (!types.some((t) => hasType(value, t))) fail('type', {type: types.join(',')});
  }
  if ('const' in schema && !equal(value, schema.const)) fail('const', {allowedValue: schema.const});
  if (Array.isArray(schema.enum) && !schema.enum.some((v: unknown) => equal(v, value)))
    fail('enum', {allowedValues: schema.enum});

  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) fail('maxLength', {limit: schema.maxLength});
    if (typeof schema.minLength === 'number' && length < schema.minLength) fail('minLength', {limit: schema.minLength});
    if (typeof schema.pattern === 'string') {
      let re = patterns.get(schema.pattern);
      if (!re) {
        re = new RegExp(schema.pattern, 'u');
        patterns.set(schema.pattern, re);
      }
      if (!re.test(value)) fail('pattern', {pattern: schema.pattern});
    }
    if (typeof schema.format === 'string' && !formatOk(schema.format, value)) fail('format', {format: schema.format});
  }

  if (typeof value === 'number') {
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      fail('maximum', {comparison: '<=', limit: schema.maximum});
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      fail('minimum', {comparison: '>=', limit: schema.minimum});
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum)
      fail('exclusiveMaximum', {comparison: '<', limit: schema.exclusiveMaximum});
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
      fail('exclusiveMinimum', {comparison: '>', limit: schema.exclusiveMinimum});
    if (typeof schema.multipleOf === 'number' && !Number.isInteger(value / schema.multipleOf))
      fail('multipleOf', {multipleOf: schema.multipleOf});
  }

  if (Array.isArray(value)) {
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      fail('maxItems', {limit: schema.maxItems});
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      fail('minItems', {limit: schema.minItems});
    if (schema.uniqueItems === true) {
      outer: for (let i = value.length - 1; i > 0; i--) {
        for (let j = i - 1; j >= 0; j--) {
          if (equal(value[i], value[j])) {
            fail('uniqueItems', {i, j});
            break outer;
          }
        }
      }
    }
    if (schema.items !== undefined)
      value.forEach((item, i) => errors.push(...interpret(schema.items, item, path + pointer(i))));
  }

  if (isObj(value)) {
    const keys = Object.keys(value);
    if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties)
      fail('maxProperties', {limit: schema.maxProperties});
    if (typeof schema.minProperties === 'number' && keys.length < schema.minProperties)
      fail('minProperties', {limit: schema.minProperties});
    for (const name of Array.isArray(schema.required) ? schema.required : [])
      if (!(name in value)) fail('required', {missingProperty: name});
    // As ajv: each invalid name gives its subschema's errors at the object's path, then a `propertyNames` error.
    if (isObj(schema.propertyNames))
      for (const key of keys) {
        const invalid = interpret(schema.propertyNames, key, path);
        errors.push(...invalid);
        if (invalid.length) fail('propertyNames', {propertyName: key});
      }
    const properties: Rec = isObj(schema.properties) ? schema.properties : {};
    for (const key of keys) {
      if (key in properties) errors.push(...interpret(properties[key], value[key], path + pointer(key)));
      else if (schema.additionalProperties === false) fail('additionalProperties', {additionalProperty: key});
      else if (isObj(schema.additionalProperties))
        errors.push(...interpret(schema.additionalProperties, value[key], path + pointer(key)));
    }
  }

  if (isObj(value) && isObj(schema.dependentRequired)) {
    for (const [name, needed] of Object.entries(schema.dependentRequired)) {
      if (!(name in value) || !Array.isArray(needed)) continue;
      const missing = needed.filter((n): n is string => typeof n === 'string' && !(n in value));
      for (const property of missing)
        fail('dependentRequired', {property: name, missingProperty: property, depsCount: needed.length});
    }
  }
  // Conditional requirements (`if`/`then`/`else`): ajv reports the branch's errors, then an `if` error.
  if (schema.if !== undefined && (schema.then !== undefined || schema.else !== undefined)) {
    const matches = interpret(schema.if, value, path).length === 0;
    const branch = matches ? schema.then : schema.else;
    const failed = branch === undefined ? [] : interpret(branch, value, path);
    if (failed.length) {
      errors.push(...failed);
      fail('if', {failingKeyword: matches ? 'then' : 'else'});
    }
  }
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf) errors.push(...interpret(part, value, path));
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf.map((part: unknown) => interpret(part, value, path));
    if (!branches.some((b: SchemaError[]) => b.length === 0)) {
      errors.push(...branches.flat());
      fail('anyOf');
    }
  }
  if (Array.isArray(schema.oneOf)) {
    const branches: SchemaError[][] = schema.oneOf.map((part: unknown) => interpret(part, value, path));
    const passing = branches.filter((b) => b.length === 0).length;
    if (passing === 0) {
      errors.push(...branches.flat());
      fail('oneOf', {passingSchemas: null});
    } else if (passing > 1) fail('oneOf', {passingSchemas: passing});
  }
  if (schema.not !== undefined && interpret(schema.not, value, path).length === 0) fail('not');
  return errors;
}
