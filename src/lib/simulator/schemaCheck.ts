/**
 * How the engine checks a value against a schema, injected: the browser interprets the schemas (interpreted, here),
 * Node compiles them with ajv (validation.ts). The engine imports only this file, so ajv never reaches the page.
 */
import type {Rec} from './description';
import {issueMessage, type ErrorDetail} from './errors';
import {interpret, type SchemaError} from './interpret';

export interface SchemaValidator {
  /** Problems of `value` against `schema`, one per field and rule (empty when valid). */
  check(schema: Rec, value: unknown, prefix?: string): ErrorDetail[];
}

const ISSUES: Record<string, string> = {
  maxLength: 'max_length',
  minLength: 'min_length',
  maxItems: 'max_items',
  minItems: 'min_items',
  additionalProperties: 'unknown_field',
  unevaluatedProperties: 'unknown_field',
  minProperties: 'min_properties',
  exclusiveMinimum: 'minimum',
  exclusiveMaximum: 'maximum',
  dependentRequired: 'required',
};

/** Schema errors (ajv's, or the interpreter's, which has the same shape) as the API's `details`, one per field. */
export function toDetails(errors: SchemaError[], prefix: string): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const e of errors) {
    // Combinators (and propertyNames) repeat their subschemas' errors; those say more.
    if (['anyOf', 'oneOf', 'allOf', 'if', 'propertyNames'].includes(e.keyword)) continue;
    const parts = e.instancePath
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (e.keyword === 'required' || e.keyword === 'dependentRequired')
      parts.push(String((e.params as {missingProperty: string}).missingProperty));
    if (e.keyword === 'additionalProperties')
      parts.push(String((e.params as {additionalProperty: string}).additionalProperty));
    if (e.keyword === 'unevaluatedProperties')
      parts.push(String((e.params as {unevaluatedProperty: string}).unevaluatedProperty));
    const field = [prefix, ...parts].filter(Boolean).join('.') || '(cuerpo)';
    const issue = ISSUES[e.keyword] ?? e.keyword;
    const key = `${field} ${issue}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push({field, issue, message: issueMessage(issue, e.params)});
  }
  return details;
}

/**
 * The validator of the web page, and the engine's default: an interpreter, because the site's
 * Content-Security-Policy forbids the `new Function` that ajv's compiled validators need.
 */
export const interpretedValidator: SchemaValidator = {
  check: (schema, value, prefix = '') => toDetails(interpret(schema, value), prefix),
};
