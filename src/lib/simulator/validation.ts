/** JSON Schema 2020-12 validation with ajv, the Node side's validator and the reference the interpreter is tested against. */
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {Rec} from './description';
import type {ErrorDetail} from './errors';
import {toDetails, type SchemaValidator} from './schemaCheck';

/**
 * Node only (createSimulator injects it): ajv compiles schemas with `new Function`, which the web page's
 * Content-Security-Policy forbids, and weighs more than the whole engine; the page uses interpretedValidator.
 */
export class Validator implements SchemaValidator {
  private ajvInstance: Ajv2020 | undefined;
  private readonly compiled = new WeakMap<object, ValidateFunction>();
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

  check(schema: Rec, value: unknown, prefix = ''): ErrorDetail[] {
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
