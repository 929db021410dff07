/** JSON Schema 2020-12 validation of requests and responses with ajv, turning its errors into `details` per field. */
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {Rec} from './description';
import {issueMessage, type ErrorDetail} from './errors';
import {interpret, type SchemaError} from './interpret';

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
};

export class Validator {
  private ajvInstance: Ajv2020 | undefined;
  private readonly compiled = new WeakMap<object, ValidateFunction>();
  /**
   * In a web page the validator interprets the schemas (interpret.ts): ajv compiles them with `new Function`,
   * which the site's Content-Security-Policy forbids. Node keeps ajv, the reference the interpreter is tested against.
   */
  readonly interpreted: boolean;

  constructor(options: {interpret?: boolean} = {}) {
    this.interpreted = options.interpret ?? typeof document !== 'undefined';
  }

  private get ajv(): Ajv2020 {
    if (!this.ajvInstance) {
      this.ajvInstance = new Ajv2020({strict: false, allErrors: true, validateFormats: true});
      addFormats(this.ajvInstance);
    }
    return this.ajvInstance;
  }

  private compile(schema: Rec): ValidateFunction {
    let fn = this.compiled.get(schema);
    if (!fn) {
      fn = this.ajv.compile(schema);
      this.compiled.set(schema, fn);
    }
    return fn;
  }

  /** Problems of `value` against `schema`, one per field and rule (empty when valid). */
  check(schema: Rec, value: unknown, prefix = ''): ErrorDetail[] {
    if (this.interpreted) return toDetails(interpret(schema, value), prefix);
    const fn = this.compile(schema);
    if (fn(value)) return [];
    return toDetails(fn.errors ?? [], prefix);
  }

  /** Raw ajv errors, for tests and diagnostics. */
  errors(schema: Rec, value: unknown): ErrorObject[] {
    const fn = this.compile(schema);
    return fn(value) ? [] : (fn.errors ?? []);
  }
}

function toDetails(errors: (ErrorObject | SchemaError)[], prefix: string): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const e of errors) {
    // Combinators repeat their branches' errors; the branch errors say more.
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'allOf' || e.keyword === 'if') continue;
    const parts = e.instancePath
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (e.keyword === 'required') parts.push(String((e.params as {missingProperty: string}).missingProperty));
    if (e.keyword === 'additionalProperties')
      parts.push(String((e.params as {additionalProperty: string}).additionalProperty));
    if (e.keyword === 'unevaluatedProperties')
      parts.push(String((e.params as {unevaluatedProperty: string}).unevaluatedProperty));
    const field = [prefix, ...parts].filter(Boolean).join('.') || '(cuerpo)';
    const issue = ISSUES[e.keyword] ?? e.keyword;
    const key = `${field} ${issue}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push({field, issue, message: issueMessage(issue, e.params as Record<string, unknown>)});
  }
  return details;
}
