/**
 * Bounded fuzz (fixed seed, 3,000 requests): malformed and random requests to every operation never get a 5xx;
 * every error is exactly the catalogue's Error body and every success validates against the operation's schema.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import type {Description, Operation, Rec} from '../../src/lib/simulator/description';
import {ERROR_STATUS} from '../../src/lib/simulator/errors';
import {Validator} from '../../src/lib/simulator/validation';
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY} from '../../src/lib/simulator';
import {loadIndexedDescription} from '../../src/lib/simulator/node';
import {parseJson, scalarText, type ApiBody} from './helpers/json';

const REQUESTS = 3000;
let desc: Description;
const validator = new Validator();

beforeAll(async () => {
  desc = await loadIndexedDescription();
});

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('fuzzing every operation', () => {
  it('answers thousands of malformed and random requests without a 5xx and with valid bodies', async () => {
    const random = prng(20250314);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const sim = createSimulator({seed: 7});
    const errorSchema = ((desc.doc.components as Rec).schemas as Rec).Error as Rec;
    const junk = (): unknown =>
      pick([
        null,
        true,
        0,
        -1,
        1e308,
        '',
        'x'.repeat(3000),
        '💥',
        [],
        [1, 'a'],
        {},
        {a: {b: [null]}},
        '2025-13-45T99:99:99Z',
        'ent_x',
      ]);
    const mutate = (value: unknown, depth = 0): unknown => {
      if (depth > 3 || random() < 0.15) return junk();
      if (Array.isArray(value)) return random() < 0.3 ? [] : value.map((v) => mutate(v, depth + 1));
      if (value && typeof value === 'object') {
        const out: Rec = {};
        for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
          const roll = random();
          if (roll < 0.1) continue;
          out[key] = roll < 0.3 ? mutate(v, depth + 1) : v;
        }
        if (random() < 0.1) out[`campo_${Math.floor(random() * 100)}`] = junk();
        return out;
      }
      return random() < 0.5 ? value : junk();
    };
    const bodyFor = (op: Operation): string | undefined => {
      const roll = random();
      const example: unknown = op.examples.requests.length ? pick(op.examples.requests).value : {};
      if (roll < 0.08) return '{"sin cerrar": ';
      if (roll < 0.12) return '[1, 2, 3]';
      if (roll < 0.15) return '"texto"';
      if (roll < 0.18) return '';
      if (roll < 0.6) return JSON.stringify(mutate(example));
      return JSON.stringify(example);
    };
    const pathFor = (op: Operation): string => {
      let path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
        const roll = random();
        if (roll < 0.15) return encodeURIComponent(String(junk()));
        if (roll < 0.25) return `${scalarText(param?.example ?? 'x').split('_')[0]}_${'A'.repeat(24)}`;
        return encodeURIComponent(scalarText(param?.example ?? 'x'));
      });
      const query: string[] = [];
      for (const param of op.parameters.filter((p) => p.in === 'query')) {
        const roll = random();
        if (roll < 0.2) query.push(`${param.name}=${encodeURIComponent(scalarText(param.example ?? ''))}`);
        else if (roll < 0.3) query.push(`${param.name}=${encodeURIComponent(String(junk()))}`);
      }
      if (random() < 0.05) query.push('filtro_inventado=1');
      if (random() < 0.05) query.push('starting_after=abc&ending_before=def');
      if (query.length) path += `?${query.join('&')}`;
      if (random() < 0.03) path = `/ruta/que/no/existe${path}`;
      return path;
    };
    const authFor = (): Record<string, string> => {
      const roll = random();
      if (roll < 0.04) return {};
      if (roll < 0.07) return {authorization: 'Bearer sk_live_abc'};
      if (roll < 0.1) return {authorization: 'Bearer sk_test_no_existe'};
      if (roll < 0.12) return {authorization: 'Basic dXNlcjpwYXNz'};
      if (roll < 0.14) return {authorization: 'Bearer est_inventado'};
      return {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`};
    };
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < REQUESTS; i++) {
      const op = pick(desc.operations);
      const method = random() < 0.05 ? pick(['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS']) : op.method;
      const headers: Record<string, string> = {
        ...authFor(),
        'content-type': pick([
          'application/json',
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/xml',
        ]),
      };
      if (random() < 0.3) headers['idempotency-key'] = pick(['clave-1', 'clave-2', 'x'.repeat(300), '']);
      const path = pathFor(op);
      const res = await sim.request({method, path, headers, body: bodyFor(op)});
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const label = `#${i} ${method} ${op.template} → ${res.status}`;
      if (res.status >= 500) {
        failures.push(`${label}: ${res.body.slice(0, 300)}`);
        continue;
      }
      let body: ApiBody;
      try {
        body = parseJson<ApiBody>(res.body);
      } catch {
        failures.push(`${label}: el cuerpo no es JSON`);
        continue;
      }
      if (res.status >= 400) {
        const problems = validator.check(errorSchema, body);
        if (problems.length) failures.push(`${label}: ${JSON.stringify(problems)}`);
        else if (body.error.status !== res.status || ERROR_STATUS[body.error.code] !== res.status)
          failures.push(`${label}: ${res.body}`);
        else if (body.error.request_id !== res.headers['x-request-id']) failures.push(`${label}: request_id`);
        continue;
      }
      // A mangled path can reach another operation (an empty id lands on the list); check only the one aimed at.
      const schema = op.responses[String(res.status)];
      if (method === op.method && op.regex.test(path.split('?')[0]) && schema) {
        const problems = validator.check(schema, body);
        if (problems.length) failures.push(`${label}: ${JSON.stringify(problems.slice(0, 2))}`);
      }
    }
    expect(failures.slice(0, 15)).toEqual([]);
    // The fuzz reaches successes and every kind of client error, not only one rejection.
    expect([...statuses.keys()].filter((s) => s < 300).length).toBeGreaterThan(0);
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(8);
  }, 60_000);
});
