/** The OpenAPI description passes `redocly lint` (rules in redocly.yaml) with zero errors. */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';

const ROOT = path.join(__dirname, '../..');
const REDOCLY = path.join(ROOT, 'node_modules/.bin/redocly');

interface LintReport {
  totals: {errors: number; warnings: number};
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location?: {pointer?: string; source?: {ref?: string}}[];
  }[];
}

describe('redocly lint', () => {
  it('finds no errors in openapi/openapi.yaml', async () => {
    // redocly exits 1 when there are errors; the JSON report is on stdout either way.
    const {stdout} = await promisify(execFile)(REDOCLY, ['lint', 'openapi/openapi.yaml', '--format=json'], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
      env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
    }).catch((error: {stdout?: string}) => ({stdout: error.stdout ?? ''}));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as LintReport;
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location?.[0]?.source?.ref ?? ''}${p.location?.[0]?.pointer ?? ''})`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);
});
