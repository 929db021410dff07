/**
 * Every request example of the description, run against a fresh simulator with the full-access sandbox key, gets
 * the operation's documented success status, and every answer validates against its documented response schema.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import type {Description, Operation} from '../../src/lib/simulator/description';
import {Validator} from '../../src/lib/simulator/validation';
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY, type Simulator} from '../../src/lib/simulator';
import {loadIndexedDescription} from '../../src/lib/simulator/node';
import {scalarText} from './helpers/json';

let desc: Description;
let sim: Simulator;
const validator = new Validator();

beforeAll(async () => {
  desc = await loadIndexedDescription();
  sim = createSimulator();
});

/** The operation's path with each parameter's documented example. */
function pathOf(op: Operation): string {
  return op.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(scalarText(param?.example ?? ''));
  });
}

function requestsOf(op: Operation): {name: string; body?: string}[] {
  if (!op.body) return [{name: 'sin cuerpo'}];
  return op.examples.requests.map((ex) => ({name: ex.name, body: JSON.stringify(ex.value)}));
}

/**
 * Credentials an example is written for: the description shows `navegador` with an action token, and states that
 * `update-company-info` only works with a live key, so with the sandbox key its documented answer is 403.
 */
const SPECIAL: Record<string, {status?: number; actionToken?: boolean}> = {
  'create-consent-action navegador': {actionToken: true},
  'update-company-info example': {status: 403},
};

async function actionToken(): Promise<string> {
  const op = desc.operations.find((o) => o.id === 'create-action-token')!;
  const res = await sim.request({
    method: 'POST',
    path: op.template,
    headers: {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`, 'content-type': 'application/json'},
    body: JSON.stringify(op.examples.requests[0].value),
  });
  return (JSON.parse(res.body) as {token: string}).token;
}

describe('every documented request example, against the simulator', () => {
  it('covers every operation', () => {
    expect(desc.operations.length).toBeGreaterThan(90);
    for (const op of desc.operations) expect(requestsOf(op).length, op.id).toBeGreaterThan(0);
  });

  it('gets the documented status and a response that validates against its schema', async () => {
    const failures: string[] = [];
    for (const op of desc.operations) {
      for (const request of requestsOf(op)) {
        await sim.reset();
        const special = SPECIAL[`${op.id} ${request.name}`] ?? {};
        const credential = special.actionToken ? await actionToken() : DEFAULT_SANDBOX_SECRET_KEY;
        const expected = special.status ?? op.successStatus;
        const res = await sim.request({
          method: op.method,
          path: pathOf(op),
          headers: {
            authorization: `Bearer ${credential}`,
            'content-type': 'application/json',
            'idempotency-key': `ejemplo-${op.id}-${request.name}`,
          },
          body: request.body,
        });
        const label = `${op.id} (${request.name}) → ${res.status} ${res.body.slice(0, 400)}`;
        if (res.status !== expected) {
          failures.push(label);
          continue;
        }
        const schema = op.responses[String(res.status)];
        if (schema) {
          const problems = validator.check(schema, JSON.parse(res.body));
          if (problems.length) failures.push(`${op.id} (${request.name}): ${JSON.stringify(problems.slice(0, 3))}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
