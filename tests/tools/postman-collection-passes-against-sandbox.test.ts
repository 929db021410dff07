/**
 * The published Postman collection (/custodia.postman_collection.json, as markdownExport writes it) run with newman
 * against a fresh `npm run sandbox` server, top to bottom as a reader would: every request gets the status its
 * operation documents and a body valid against that response's schema (the collection's own pm.test scripts).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DEFAULT_SANDBOX_SECRET_KEY} from '../../src/lib/simulator';
import {loadDescription} from '../../src/plugins/openapi/load';
import {buildModel} from '../../src/plugins/openapi/model';
import {postmanCollection} from '../../src/plugins/markdownExport/downloads';
import {startSandbox, type SandboxServer} from '../../scripts/sandbox';

const NEWMAN = path.join(__dirname, '../../node_modules/.bin/newman');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newman-'));
let sandbox: SandboxServer;
let collection: ReturnType<typeof postmanCollection>;

/** The part of newman's JSON report the test reads. */
interface NewmanReport {
  run: {
    stats: {requests: {total: number}; assertions: {total: number; failed: number}};
    executions: {item: {name: string}; response?: {code: number}}[];
    failures: {source?: {name?: string}; error: {message: string}}[];
  };
}

beforeAll(async () => {
  sandbox = await startSandbox({port: 0});
  const loaded = await loadDescription();
  collection = postmanCollection(buildModel(loaded), {
    site: 'https://docs.custodia.example',
    sandboxUrl: 'https://sandbox.api.custodia.example/v1',
    doc: loaded.doc,
  });
});

afterAll(async () => {
  await sandbox?.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

/** `newman run` as a reader types it; newman exits 1 when a test fails, and the report is written either way. */
async function run(delayRequest: number): Promise<NewmanReport> {
  const file = path.join(dir, 'custodia.postman_collection.json');
  const report = path.join(dir, 'report.json');
  fs.writeFileSync(file, JSON.stringify(collection));
  await promisify(execFile)(NEWMAN, [
    'run',
    file,
    // Environment values override the collection's variables.
    ...['--env-var', `baseUrl=${sandbox.url}`, '--env-var', `secretKey=${DEFAULT_SANDBOX_SECRET_KEY}`],
    ...['--delay-request', String(delayRequest), '--reporters', 'json', '--reporter-json-export', report],
  ]).catch(() => undefined);
  return JSON.parse(fs.readFileSync(report, 'utf8')) as NewmanReport;
}

describe('the published Postman collection', () => {
  it('passes its own contract tests against a fresh sandbox, every request answering as documented', async () => {
    const delay = Number(/--delay-request (\d+)/.exec(collection.info.description)?.[1]);
    expect(delay).toBeGreaterThan(0);
    const {run: summary} = await run(delay);
    const requests = collection.item.flatMap((folder) => folder.item);
    const failures = summary.failures.map((f) => `${f.source?.name ?? ''}: ${f.error.message.slice(0, 300)}`);
    expect(failures).toEqual([]);
    expect(summary.executions).toHaveLength(requests.length);
    // A status test on every request, plus a schema test on each with a JSON body.
    expect(summary.stats.assertions.total).toBeGreaterThan(requests.length);
    expect(summary.stats.assertions.failed).toBe(0);
  }, 120_000);
});
