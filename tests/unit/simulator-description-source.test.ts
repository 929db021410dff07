/**
 * One description feeds the whole build: with OPENAPI_URL, the in-page simulator bundle is written from the served
 * description the reference is generated from (src/plugins/openapi/buildDescription.ts), not from the local
 * openapi/ folder, and each served file is fetched once.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildDescription, writeSnapshot} from '../../src/plugins/openapi/buildDescription';
import {buildModel} from '../../src/plugins/openapi/model';
import simulatorBundlePlugin from '../../src/plugins/simulatorBundle';
import {unpackDescription, type PackedDescription} from '../../src/lib/simulator/bundle';
import {createEngine, DEFAULT_SANDBOX_SECRET_KEY} from '../../src/lib/simulator/engine';

const OPENAPI = path.join(__dirname, '../../openapi');
/** The one change of the served copy: `GET /company/info` moves to `/company/profile`. */
const changed = (file: string, text: string) =>
  file === 'openapi.yaml' ? text.replace('\n  /company/info:\n', '\n  /company/profile:\n') : text;

let server: http.Server;
let base: string;
const fetched = new Map<string, number>();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-one-description-'));
const previousUrl = process.env.OPENAPI_URL;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const file = decodeURIComponent((req.url ?? '/').replace(/^\/+/, ''));
    const full = path.join(OPENAPI, file);
    if (!full.startsWith(OPENAPI + path.sep) || !fs.existsSync(full)) {
      res.writeHead(404).end();
      return;
    }
    fetched.set(file, (fetched.get(file) ?? 0) + 1);
    res.writeHead(200, {'content-type': 'application/yaml'}).end(changed(file, fs.readFileSync(full, 'utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.OPENAPI_URL = `${base}/openapi.yaml`;
});

afterAll(async () => {
  if (previousUrl === undefined) delete process.env.OPENAPI_URL;
  else process.env.OPENAPI_URL = previousUrl;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(tmp, {recursive: true, force: true});
});

describe('a build from OPENAPI_URL', () => {
  it('writes the in-page simulator from the served description, which simulates its changed operation', async () => {
    const plugin = simulatorBundlePlugin({
      generatedFilesDir: tmp,
      siteDir: path.join(__dirname, '../..'),
    } as LoadContext);
    await plugin.loadContent?.();
    const file = path.join(tmp, 'custodia-simulator-description', 'description.json');
    const packed = JSON.parse(fs.readFileSync(file, 'utf8')) as PackedDescription;
    const sim = createEngine(unpackDescription(packed));
    const get = (p: string) =>
      sim.request({method: 'GET', path: p, headers: {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`}});
    expect((await get('/company/profile')).status).toBe(200);
    expect((await get('/company/info')).status).toBe(404);
  }, 60_000);

  it('gives the reference and the downloads that same load: one fetch per file, the same change', async () => {
    const loaded = await buildDescription();
    expect(await buildDescription()).toBe(loaded);
    const operation = buildModel(loaded)
      .tags.flatMap((t) => t.operations)
      .find((o) => o.id === 'get-company-info');
    expect(operation?.path).toBe('/company/profile');
    expect([...fetched.values()].every((count) => count === 1)).toBe(true);
    const root = writeSnapshot(loaded, path.join(tmp, 'snapshot'));
    expect(fs.readFileSync(root, 'utf8')).toContain('\n  /company/profile:\n');
    expect([...fetched.values()].every((count) => count === 1)).toBe(true);
  });
});
