/**
 * Spectral (`spectral:oas`, waivers in .spectral.yaml) finds no errors in the description as it is published: the
 * file `redocly bundle` writes (the /openapi.yaml download). Spectral misreads the multi-file source's path items
 * (openapi/README.md says why), so the test lints the bundle, as the README tells readers to.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';

const ROOT = path.join(__dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');
const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spectral-'));

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

interface SpectralResult {
  code: string;
  message: string;
  severity: number;
  path: (string | number)[];
}

describe('Spectral', () => {
  it('finds no errors and no warnings in the bundled description with the repository ruleset', async () => {
    const bundle = path.join(dir, 'openapi.yaml');
    const env = {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'};
    await run(path.join(BIN, 'redocly'), ['bundle', 'openapi/openapi.yaml', '-o', bundle], {cwd: ROOT, env});
    // Spectral exits 1 when it finds errors; the JSON report is on stdout either way.
    const {stdout} = await run(
      path.join(BIN, 'spectral'),
      ['lint', bundle, '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet'],
      {cwd: ROOT, maxBuffer: 64 * 1024 * 1024},
    ).catch((error: {stdout?: string}) => ({stdout: error.stdout ?? ''}));
    const results = JSON.parse(stdout.slice(stdout.indexOf('['))) as SpectralResult[];
    const found = results.map(
      (r) => `${['error', 'warning', 'info', 'hint'][r.severity]} ${r.code}: ${r.message} (${r.path.join('.')})`,
    );
    expect(found).toEqual([]);
  }, 120_000);
});
