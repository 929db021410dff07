/**
 * Lifecycles live in the description (`x-lifecycle` on each schema with a status, `x-constraints.timeouts` for the
 * time-outs): they agree with the status enums, cite operations, time-outs and events that exist, and every state
 * diagram in the guides draws exactly those transitions.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadDescription} from '../../src/plugins/openapi/load';
import {isObject} from '../../src/plugins/openapi/resolve';
import {HTTP_METHODS} from '../../src/plugins/openapi/validate';

interface Transition {
  from: string | null;
  to: string;
  on: string[];
  event: string | null;
}
interface Lifecycle {
  field: string;
  initial: string[];
  final: string[];
  transitions: Transition[];
}

const WITH_LIFECYCLE = [
  'Agreement',
  'ApiKey',
  'AuthRequest',
  'AuthAttempt',
  'ConsentTemplate',
  'DataSubjectRequest',
  'DisclosureRequest',
  'SignatureAttempt',
  'ValidationAttempt',
  'WebhookTransaction',
];

let schemas: Record<string, Record<string, unknown>>;
let operationIds: Set<string>;
let eventTypes: Set<string>;
let timeouts: Record<string, {schema: string; to: string}>;

beforeAll(async () => {
  const {doc} = await loadDescription();
  schemas = (doc.components as {schemas: Record<string, Record<string, unknown>>}).schemas;
  operationIds = new Set();
  for (const item of Object.values(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of HTTP_METHODS) if (isObject(item[method])) operationIds.add(String(item[method].operationId));
  }
  eventTypes = new Set((schemas.Event.properties as {type: {enum: string[]}}).type.enum);
  timeouts = (doc['x-constraints'] as {timeouts: typeof timeouts}).timeouts;
});

const lifecycleOf = (name: string) => schemas[name]['x-lifecycle'] as Lifecycle;
const statesOf = (name: string) => {
  const status = (schemas[name].properties as Record<string, {enum: string[]}>).status;
  return status.enum;
};
const objectOf = (name: string) => (schemas[name].properties as {object: {const: string}}).object.const;

describe('x-lifecycle', () => {
  it('every schema with a lifecycle status declares one, with exactly the states of its enum', () => {
    for (const name of WITH_LIFECYCLE) {
      const lc = lifecycleOf(name);
      expect(lc, name).toBeDefined();
      const used = new Set([...lc.initial, ...lc.final, ...lc.transitions.flatMap((t) => [t.from, t.to])]);
      used.delete(null);
      expect([...used].sort(), name).toEqual([...statesOf(name)].sort());
      for (const state of lc.initial)
        expect(
          lc.transitions.some((t) => t.from === null && t.to === state),
          `${name} ${state}`,
        ).toBe(true);
      for (const state of lc.final)
        expect(
          lc.transitions.some((t) => t.from === state),
          `${name} ${state}`,
        ).toBe(false);
    }
  });

  it('every trigger and event it cites exists, and every status event of the resource (all but `.updated` and `.destroyed`) is emitted by a transition', () => {
    for (const name of WITH_LIFECYCLE) {
      const lc = lifecycleOf(name);
      for (const t of lc.transitions) {
        expect(t.on.length, `${name} ${t.from}→${t.to}`).toBeGreaterThan(0);
        for (const trigger of t.on) {
          const [kind, value] = trigger.split(':');
          expect(['operation', 'timeout', 'person', 'system'], trigger).toContain(kind);
          if (kind === 'operation') expect(operationIds.has(value), trigger).toBe(true);
          if (kind === 'timeout') {
            expect(timeouts[value]?.schema, trigger).toBe(name);
          }
        }
        if (t.event) expect(eventTypes.has(t.event), t.event).toBe(true);
      }
      const emitted = new Set(lc.transitions.map((t) => t.event));
      const own = [...eventTypes].filter(
        (type) => type.startsWith(`${objectOf(name)}.`) && !/\.(updated|destroyed)$/.test(type),
      );
      for (const type of own) expect(emitted.has(type), `${name} never emits ${type}`).toBe(true);
    }
  });

  it('each time-out changes its schema to a state the lifecycle reaches through that time-out', () => {
    for (const [key, timeout] of Object.entries(timeouts)) {
      const lc = lifecycleOf(timeout.schema);
      expect(
        lc.transitions.some((t) => t.to === timeout.to && t.on.includes(`timeout:${key}`)),
        key,
      ).toBe(true);
    }
  });
});

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

interface Diagram {
  file: string;
  edges: [string, string][];
}

function stateDiagrams(): Diagram[] {
  const docs = path.join(__dirname, '../../docs');
  return mdxFiles(docs).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/```mermaid\n(stateDiagram-v2\n[\s\S]*?)```/g)].map((m) => ({
      file: path.relative(docs, file),
      edges: [...m[1].matchAll(/^\s*(\S+)\s*-->\s*([^\s:]+)/gm)].map((e) => [e[1], e[2]] as [string, string]),
    }));
  });
}

describe('state diagrams in the guides', () => {
  it('finds the diagrams', () => {
    expect(stateDiagrams().length).toBeGreaterThanOrEqual(8);
  });

  it('each draws exactly the transitions of one x-lifecycle', () => {
    for (const {file, edges} of stateDiagrams()) {
      const states = new Set(edges.flat().filter((s) => s !== '[*]'));
      const owners = WITH_LIFECYCLE.filter((name) => [...states].every((s) => statesOf(name).includes(s)));
      expect(owners, `${file}: ${[...states].join(', ')}`).toHaveLength(1);
      const lc = lifecycleOf(owners[0]);
      const allowed = new Set(lc.transitions.filter((t) => t.from).map((t) => `${t.from}→${t.to}`));
      for (const [from, to] of edges) {
        if (from === '[*]') expect(lc.initial, `${file}: [*] → ${to}`).toContain(to);
        else if (to === '[*]') expect(lc.final, `${file}: ${from} → [*]`).toContain(from);
        else
          expect(allowed.has(`${from}→${to}`), `${file}: ${from} → ${to} is not in ${owners[0]}.x-lifecycle`).toBe(
            true,
          );
      }
      const drawn = new Set(edges.map(([a, b]) => `${a}→${b}`));
      for (const t of lc.transitions) {
        if (t.from && t.from !== t.to)
          expect(drawn.has(`${t.from}→${t.to}`), `${file} misses ${t.from} → ${t.to}`).toBe(true);
      }
    }
  });
});
