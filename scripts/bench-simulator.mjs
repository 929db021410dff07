// Latency per request (median, p99) and memory of the API simulator after 10,000 requests, in one process.
// Usage: node --expose-gc scripts/bench-simulator.mjs [--requests 10000] [--out reports/bench-simulator.json]
// (npm run bench:simulator). A fixed mix of reads, lists, creates, updates and errors, as a quickstart sends them.
import fs from 'node:fs';
import path from 'node:path';
import {tsImport} from 'tsx/esm/api';
import {cliArgs} from './args.mjs';

const {option: arg} = cliArgs();
const total = Number(arg('requests', 10000));
const out = arg('out', 'reports/bench-simulator.json');

const {createSimulator, DEFAULT_SANDBOX_SECRET_KEY} = await tsImport('../src/lib/simulator/index.ts', import.meta.url);
const gc = globalThis.gc ?? (() => undefined);
const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

const headers = {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`, 'content-type': 'application/json'};
gc();
const before = process.memoryUsage();
const startup = performance.now();
const sim = createSimulator();
await sim.request({method: 'GET', path: '/company/config', headers});
const startupMs = performance.now() - startup;

const dsr = (i) =>
  JSON.stringify({type: 'access', channel: 'api', requester: {name: `Persona ${i}`, email: `p${i}@qa.example`}});
const mix = [
  () => ({method: 'GET', path: '/consent-templates?limit=10'}),
  () => ({method: 'GET', path: '/company/config'}),
  (i) => ({method: 'POST', path: '/data-subject-requests', body: dsr(i)}),
  () => ({method: 'GET', path: '/events?limit=5'}),
  () => ({method: 'GET', path: '/data-subject-requests?status=validating,processing&limit=20'}),
  (i) => ({
    method: 'POST',
    path: '/branches',
    body: JSON.stringify({
      name: `Sucursal ${i}`,
      code: `BENCH-${i}`,
      address: {line1: 'Calle 1', city: 'Santiago', country: 'CL'},
    }),
  }),
  () => ({method: 'GET', path: '/entities?limit=3'}),
  () => ({method: 'POST', path: '/branches', body: '{"roto": '}),
];
const times = [];
const byKind = mix.map(() => []);
const statuses = {};
for (let i = 0; i < total; i++) {
  const req = mix[i % mix.length](i);
  const t = performance.now();
  const res = await sim.request({...req, headers});
  const ms = performance.now() - t;
  times.push(ms);
  byKind[i % mix.length].push(ms);
  statuses[res.status] = (statuses[res.status] ?? 0) + 1;
}
gc();
const after = process.memoryUsage();
times.sort((a, b) => a - b);
const pick = (list, p) => Math.round(list[Math.min(list.length - 1, Math.floor(p * list.length))] * 1000) / 1000;
const q = (p) => pick(times, p);
const kinds = mix.map((make, k) => {
  const list = byKind[k].sort((a, b) => a - b);
  const req = make(0);
  return {request: `${req.method} ${req.path}`, median_ms: pick(list, 0.5), p99_ms: pick(list, 0.99)};
});
const report = {
  requests: total,
  startup_ms: Math.round(startupMs),
  latency_ms: {median: q(0.5), p90: q(0.9), p99: q(0.99), max: q(1)},
  memory_mb: {heap_used_before: mb(before.heapUsed), heap_used_after: mb(after.heapUsed), rss_after: mb(after.rss)},
  by_request: kinds,
  statuses,
  events: sim.events().length,
  gc: Boolean(globalThis.gc),
};
fs.mkdirSync(path.dirname(out), {recursive: true});
fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `simulador: ${total} solicitudes · mediana ${report.latency_ms.median} ms · p99 ${report.latency_ms.p99} ms · ` +
    `memoria ${report.memory_mb.heap_used_after} MB de heap (${report.memory_mb.rss_after} MB RSS) · arranque ${report.startup_ms} ms → ${out}`,
);
