/**
 * The schema interpreter the browser uses (CSP forbids ajv's eval) reports the same field details as ajv for every
 * request body, parameter and resource schema of the description: their examples and systematic breakages of them
 * (a field missing, unknown, of the wrong type, empty, null, too long).
 */
import {beforeAll, describe, expect, it} from 'vitest';
import type {Description, Rec} from '../../src/lib/simulator/description';
import type {ErrorDetail} from '../../src/lib/simulator/errors';
import {interpretedValidator} from '../../src/lib/simulator/schemaCheck';
import {Validator} from '../../src/lib/simulator/validation';
import {loadIndexedDescription} from '../../src/lib/simulator/node';

let desc: Description;
const ajv = new Validator();
const interpreter = interpretedValidator;

beforeAll(async () => {
  desc = await loadIndexedDescription();
});

const isObj = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value and breakages of it, down to `depth` levels of nesting. */
function variants(value: unknown, depth = 2): unknown[] {
  const out: unknown[] = [value, null, 12345, '', 'x'.repeat(300), [], {}];
  if (isObj(value) && depth > 0) {
    out.push({...value, campo_desconocido: true});
    for (const key of Object.keys(value)) {
      const {[key]: _dropped, ...rest} = value;
      out.push(rest);
      for (const inner of variants(value[key], depth - 1)) out.push({...value, [key]: inner});
    }
  }
  if (Array.isArray(value) && depth > 0) {
    const items: unknown[] = value;
    out.push([...items, ...items]);
    if (items.length) for (const inner of variants(items[0], depth - 1)) out.push([inner, ...items.slice(1)]);
  }
  return out;
}

const sorted = (details: ErrorDetail[]) => details.map((d) => `${d.field} ${d.issue} ${d.message}`).sort();

describe('schema interpreter against ajv', () => {
  it('gives the same details for every request body, parameter and resource schema, valid or broken', () => {
    const cases: [string, Rec, unknown][] = [];
    for (const op of desc.operations) {
      if (op.body)
        for (const ex of op.examples.requests)
          for (const v of variants(ex.value)) cases.push([op.id, op.body.schema, v]);
      for (const p of op.parameters)
        for (const v of [p.example, 'x', '0', -1, 1000, '2025-13-45', ''].filter((x) => x !== undefined))
          cases.push([`${op.id} ${p.name}`, p.schema, v]);
    }
    for (const r of desc.resources.values())
      if (r.example) for (const v of variants(r.example, 1)) cases.push([r.name, r.schema, v]);
    expect(cases.length).toBeGreaterThan(5000);
    const differences: string[] = [];
    let invalid = 0;
    for (const [name, schema, value] of cases) {
      const expected = sorted(ajv.check(schema, value));
      const actual = sorted(interpreter.check(schema, value));
      if (expected.length) invalid++;
      if (JSON.stringify(expected) !== JSON.stringify(actual))
        differences.push(
          `${name} ${JSON.stringify(value).slice(0, 120)}\n  ajv: ${expected.join(' | ')}\n  interpreter: ${actual.join(' | ')}`,
        );
    }
    // The breakages must actually break most cases, or the comparison proves little.
    expect(invalid).toBeGreaterThan(cases.length / 2);
    expect(differences.slice(0, 10)).toEqual([]);
  });
});
