/**
 * Turns resolved JSON Schemas into the compact SchemaNode trees (plain data) that the component
 * src/components/api/SchemaView renders: allOf merged, types normalised, descriptions pre-rendered,
 * cycles cut. Also the sample values of code samples and the schema names a body reaches.
 */
import {
  CONSTRAINT_KINDS,
  type ChangeBadge,
  type ConstraintKind,
  type JsonValue,
  type RequiredCondition,
  type SchemaNode,
  type SchemaRef,
} from '../../components/api/types';
import {markdownToHtml} from './markdown';
import {isObject} from './resolve';

export type Schema = Record<string, unknown>;

export interface SchemaContext {
  refNames: WeakMap<object, string>;
  /** Named schemas that have a page: name → URL. */
  schemaPages: Map<string, string>;
  /** Changelog badges of fields, by the schema object whose `properties` hold them (changelog.ts). */
  fieldChanges?: WeakMap<object, Map<string, ChangeBadge[]>>;
}

function union<T>(a: T[] = [], b: T[] = []): T[] {
  return [...new Set([...a, ...b])];
}

/** Merges two schemas as allOf does; `b` wins on conflicting keywords, properties merge deeply. */
function mergeSchemas(a: Schema, b: Schema, ctx: SchemaContext): Schema {
  const merged: Schema = {...a, ...b};
  const pa = isObject(a.properties) ? a.properties : undefined;
  const pb = isObject(b.properties) ? b.properties : undefined;
  if (pa || pb) {
    const properties: Schema = {...pa};
    for (const [name, schema] of Object.entries(pb ?? {})) {
      const previous = properties[name];
      properties[name] =
        isObject(previous) && isObject(schema) ? mergeSchemas(flatten(previous, ctx), flatten(schema, ctx), ctx) : schema;
    }
    merged.properties = properties;
  }
  if (Array.isArray(a.required) || Array.isArray(b.required)) {
    merged.required = union(a.required as string[] | undefined, b.required as string[] | undefined);
  }
  // A `const` narrows an enum: keep only the const.
  if ('const' in b) delete merged.enum;
  const name = ctx.refNames.get(b) ?? ctx.refNames.get(a);
  if (name) ctx.refNames.set(merged, name);
  return merged;
}

/** Resolves allOf into one schema (the schema's own keywords applied last). */
export function flatten(schema: Schema, ctx: SchemaContext): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const {allOf, ...own} = schema;
  const parts = (allOf as unknown[]).filter(isObject).map((part) => flatten(part, ctx));
  let merged = parts.reduce<Schema>((acc, part) => mergeSchemas(acc, part, ctx), {});
  if (Object.keys(own).length > 0) merged = mergeSchemas(merged, own, ctx);
  const ownName = ctx.refNames.get(schema);
  if (ownName) ctx.refNames.set(merged, ownName);
  return merged;
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if ('const' in schema) return [jsonTypeOf(schema.const)];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return union(schema.enum.map(jsonTypeOf));
  if (isObject(schema.properties) || isObject(schema.additionalProperties)) return ['object'];
  if (isObject(schema.items)) return ['array'];
  return [];
}

function refOf(schema: Schema, ctx: SchemaContext): SchemaRef | undefined {
  const name = ctx.refNames.get(schema);
  if (!name) return undefined;
  const href = ctx.schemaPages.get(name);
  // Unnamed helpers (ListEnvelope, Metadata…) are shown inline without a label.
  return href ? {name, href} : undefined;
}

/**
 * The conditional requirements of an object schema (its own `if`/`then` and those of its `allOf` parts), by the
 * field they make required: `if: {properties: {channel: {const: branch}}}, then: {required: [branch_id]}` →
 * `branch_id` → `[{field: 'channel', values: ['branch']}]`. Only that shape (one field equal to a const or one of
 * an enum) is shown; the simulator validates any `if`/`then`.
 */
export function requiredConditions(schema: Schema): Map<string, RequiredCondition[]> {
  const out = new Map<string, RequiredCondition[]>();
  const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [])];
  for (const part of parts) {
    const test = isObject(part.if) ? part.if : undefined;
    const then = isObject(part.then) ? part.then : undefined;
    const tested = test && isObject(test.properties) ? Object.entries(test.properties) : [];
    if (!then || !Array.isArray(then.required) || tested.length !== 1) continue;
    const [field, rule] = tested[0];
    if (!isObject(rule)) continue;
    const values = 'const' in rule ? [rule.const as JsonValue] : Array.isArray(rule.enum) ? (rule.enum as JsonValue[]) : [];
    if (!values.length) continue;
    for (const name of then.required as string[]) out.set(name, [...(out.get(name) ?? []), {field, values}]);
  }
  return out;
}

export function toSchemaNode(raw: Schema, ctx: SchemaContext, options: {omitRef?: boolean} = {}, stack = new Set<object>()): SchemaNode {
  const ref = options.omitRef ? undefined : refOf(raw, ctx);
  if (stack.has(raw)) return {types: typesOf(raw), ref, circular: true};
  stack.add(raw);
  try {
    const schema = flatten(raw, ctx);
    const node: SchemaNode = {types: typesOf(schema)};
    const flatRef = options.omitRef ? undefined : (ref ?? refOf(schema, ctx));
    if (flatRef) node.ref = flatRef;
    if (typeof schema.title === 'string' && !flatRef) node.title = schema.title;
    if (typeof schema.format === 'string') node.format = schema.format;
    const description = markdownToHtml(typeof schema.description === 'string' ? schema.description : undefined);
    if (description) node.description = description;
    if (Array.isArray(schema.enum) && !('const' in schema)) node.enum = schema.enum as JsonValue[];
    const constraints = CONSTRAINT_KINDS.filter((kind) => kind in schema && !(kind === 'uniqueItems' && schema[kind] !== true)).map(
      (kind) => [kind, schema[kind] as JsonValue] as [ConstraintKind, JsonValue],
    );
    if (constraints.length > 0) node.constraints = constraints;
    if (schema.deprecated === true) node.deprecated = true;
    if (schema.readOnly === true) node.readOnly = true;
    if (schema.writeOnly === true) node.writeOnly = true;

    if (isObject(schema.properties)) {
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      const conditions = requiredConditions(raw);
      node.properties = Object.entries(schema.properties)
        .filter(([, value]) => isObject(value))
        .map(([name, value]) => {
          const changes = ctx.fieldChanges?.get(raw)?.get(name) ?? ctx.fieldChanges?.get(schema)?.get(name);
          return {
            name,
            ...(required.has(name) ? {required: true} : {}),
            ...(!required.has(name) && conditions.has(name) ? {requiredIf: conditions.get(name)} : {}),
            schema: toSchemaNode(value as Schema, ctx, {}, stack),
            ...(changes ? {changes} : {}),
          };
        });
    }
    if (isObject(schema.items)) node.items = toSchemaNode(schema.items, ctx, {}, stack);
    if (isObject(schema.additionalProperties)) node.values = toSchemaNode(schema.additionalProperties, ctx, {}, stack);
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const variants = schema[keyword];
      if (Array.isArray(variants)) node[keyword] = variants.filter(isObject).map((v) => toSchemaNode(v, ctx, {}, stack));
    }
    return node;
  } finally {
    stack.delete(raw);
  }
}

/** Named page schemas a schema reaches (through properties, items, variants), for "used by" lists. */
export function collectSchemaNames(raw: unknown, ctx: SchemaContext, found = new Set<string>(), seen = new Set<object>()): Set<string> {
  if (!isObject(raw) || seen.has(raw)) return found;
  seen.add(raw);
  const name = ctx.refNames.get(raw);
  if (name && ctx.schemaPages.has(name)) found.add(name);
  for (const key of ['properties', 'patternProperties', '$defs']) {
    const group = raw[key];
    if (isObject(group)) for (const value of Object.values(group)) collectSchemaNames(value, ctx, found, seen);
  }
  for (const key of ['items', 'additionalProperties', 'not', 'contains']) collectSchemaNames(raw[key], ctx, found, seen);
  for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems']) {
    const list = raw[key];
    if (Array.isArray(list)) for (const value of list) collectSchemaNames(value, ctx, found, seen);
  }
  return found;
}

/** A plausible value for a schema without an example (code samples need a body). */
export function sampleFromSchema(raw: unknown, ctx: SchemaContext, depth = 0): JsonValue {
  if (!isObject(raw) || depth > 6) return null;
  const schema = flatten(raw, ctx);
  if ('example' in schema) return schema.example as JsonValue;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0] as JsonValue;
  if ('const' in schema) return schema.const as JsonValue;
  if ('default' in schema) return schema.default as JsonValue;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0] as JsonValue;
  const variants = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(variants) && variants.length > 0) return sampleFromSchema(variants[0], ctx, depth + 1);
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'object';
  switch (type) {
    case 'object': {
      const out: Record<string, JsonValue> = {};
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      if (isObject(schema.properties)) {
        for (const [name, value] of Object.entries(schema.properties)) {
          if (required.size === 0 || required.has(name)) out[name] = sampleFromSchema(value, ctx, depth + 1);
        }
      }
      return out;
    }
    case 'array':
      return [sampleFromSchema(schema.items, ctx, depth + 1)];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return '2025-03-14T15:09:26Z';
      if (schema.format === 'date') return '2025-03-14';
      if (schema.format === 'email') return 'persona@ejemplo.cl';
      if (schema.format === 'uri') return 'https://ejemplo.cl';
      return 'string';
    default:
      return null;
  }
}
