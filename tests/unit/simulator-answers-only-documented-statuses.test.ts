/**
 * The simulator answers no status its operation does not document: every operation is called with an unknown
 * query parameter, without a credential, and (when it takes a body) with malformed JSON, another content type and a
 * body over its size limit; each answer's status must be one the operation lists in openapi/, and the one the
 * error catalogue gives that mistake.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import type {Description, Operation} from '../../src/lib/simulator/description';
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY, type Simulator} from '../../src/lib/simulator';
import {loadIndexedDescription} from '../../src/lib/simulator/node';

let desc: Description;
let sim: Simulator;

beforeAll(async () => {
  desc = await loadIndexedDescription();
  sim = createSimulator();
});

/** The operation's path with each parameter's example (or a well-formed id), so routing reaches the operation. */
function pathOf(op: Operation): string {
  return op.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    const example = param?.example ?? param?.schema.example;
    return encodeURIComponent(typeof example === 'string' || typeof example === 'number' ? String(example) : '1');
  });
}

function bodyLimit(op: Operation): number {
  const limits = desc.constraints.size_limits ?? {};
  return Number(limits.operations?.[op.id]?.body_bytes ?? limits.body_bytes);
}

const auth = {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`};

/** What each mistake must answer (the catalogue's status), sent to every operation it applies to. */
const mistakes: {
  name: string;
  status: number;
  applies: (op: Operation) => boolean;
  send: (op: Operation) => {path: string; headers: Record<string, string>; body?: string};
}[] = [
  {
    name: 'an unknown query parameter',
    status: 400,
    applies: () => true,
    send: (op) => ({path: `${pathOf(op)}?parametro_inexistente=1`, headers: auth}),
  },
  {
    name: 'no credential',
    status: 401,
    applies: () => true,
    send: (op) => ({path: pathOf(op), headers: {}}),
  },
  {
    name: 'malformed JSON',
    status: 400,
    applies: (op) => op.body !== undefined,
    send: (op) => ({path: pathOf(op), headers: {...auth, 'content-type': 'application/json'}, body: '{"a": '}),
  },
  {
    name: 'a body that is not JSON',
    status: 415,
    applies: (op) => op.body !== undefined,
    send: (op) => ({path: pathOf(op), headers: {...auth, 'content-type': 'text/plain'}, body: 'hola'}),
  },
  {
    name: 'a body over the size limit',
    status: 413,
    applies: (op) => op.body !== undefined,
    send: (op) => ({
      path: pathOf(op),
      headers: {...auth, 'content-type': 'application/json'},
      body: `{"a":"${'x'.repeat(bodyLimit(op))}"}`,
    }),
  },
];

describe('every status the simulator answers is documented by its operation', () => {
  for (const mistake of mistakes) {
    it(`answers ${mistake.name} with ${mistake.status}, which every operation it applies to lists`, async () => {
      const offDescription: string[] = [];
      const unexpected: string[] = [];
      const operations = desc.operations.filter(mistake.applies);
      expect(operations.length).toBeGreaterThan(0);
      for (const op of operations) {
        const request = mistake.send(op);
        // A new second of the rate limit for each call: a run of statistics calls must not end in a 429.
        await sim.clock.advance(1000);
        const answer = await sim.request({method: op.method, ...request});
        if (!(String(answer.status) in op.responses))
          offDescription.push(`${op.id}: ${answer.status} (documenta ${Object.keys(op.responses).join(', ')})`);
        if (answer.status !== mistake.status)
          unexpected.push(`${op.id}: ${answer.status} ${answer.body.slice(0, 120)}`);
      }
      expect(offDescription).toEqual([]);
      expect(unexpected).toEqual([]);
    });
  }
});
