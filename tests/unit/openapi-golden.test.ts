/**
 * Golden output: every file the generator writes for the minimal description (tests/fixtures/openapi-minimal)
 * equals the committed copy in tests/fixtures/openapi-minimal-expected/, byte for byte. A change to the
 * generator that changes a page shows here as a diff to review. When the change is wanted, refresh the copy:
 *   UPDATE_GOLDEN=1 npx vitest run --project unit tests/unit/openapi-golden.test.ts
 * and commit it with the change (see src/plugins/openapi/README.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {generateApiReference} from '../../src/plugins/openapi/generate';

const FIXTURE = path.join(__dirname, '../fixtures/openapi-minimal/openapi.yaml');
const EXPECTED = path.join(__dirname, '../fixtures/openapi-minimal-expected');

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

let root: string;
let outDir: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-golden-'));
  outDir = path.join(root, 'resources');
  await generateApiReference({file: FIXTURE, outDir});
  if (process.env.UPDATE_GOLDEN === '1') {
    fs.rmSync(EXPECTED, {recursive: true, force: true});
    fs.cpSync(outDir, EXPECTED, {recursive: true});
  }
});

afterAll(() => {
  fs.rmSync(root, {recursive: true, force: true});
});

describe('the generated API reference of the minimal description', () => {
  it('writes exactly the expected files', () => {
    expect(listFiles(outDir)).toEqual(listFiles(EXPECTED));
  });

  it('writes each file exactly as expected', () => {
    for (const file of listFiles(EXPECTED)) {
      expect(
        fs.readFileSync(path.join(outDir, file), 'utf8'),
        `${file} (UPDATE_GOLDEN=1 lo actualiza si el cambio es buscado)`,
      ).toBe(fs.readFileSync(path.join(EXPECTED, file), 'utf8'));
    }
  });
});
