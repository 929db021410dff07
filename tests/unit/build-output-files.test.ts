/** src/buildOutput: which HTML file of a build answers which URL, both ways, as every plugin, script and test reads it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fileOfUrl, htmlFiles, urlOfFile} from '../../src/buildOutput/index.mjs';

let outDir: string;

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-build-output-'));
  for (const file of [
    'index.html',
    '404.html',
    'docs/index.html',
    'docs/api/intro/index.html',
    'pagefind/x.html',
    'assets/js/main.js',
  ]) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), '');
  }
});

afterAll(() => {
  fs.rmSync(outDir, {recursive: true, force: true});
});

describe('build output files', () => {
  it('lists every HTML page, except the folders left out', () => {
    const relative = (files: string[]) => files.map((f) => path.relative(outDir, f).split(path.sep).join('/')).sort();
    expect(relative(htmlFiles(outDir))).toEqual([
      '404.html',
      'docs/api/intro/index.html',
      'docs/index.html',
      'index.html',
      'pagefind/x.html',
    ]);
    expect(relative(htmlFiles(outDir, {exclude: ['pagefind']}))).toEqual([
      '404.html',
      'docs/api/intro/index.html',
      'docs/index.html',
      'index.html',
    ]);
  });

  it('finds the file of a URL path, with or without its trailing slash, and nothing for a missing page', () => {
    expect(fileOfUrl(outDir, '/')).toBe(path.join(outDir, 'index.html'));
    expect(fileOfUrl(outDir, '/docs')).toBe(path.join(outDir, 'docs/index.html'));
    expect(fileOfUrl(outDir, '/docs/api/intro/')).toBe(path.join(outDir, 'docs/api/intro/index.html'));
    expect(fileOfUrl(outDir, '/404.html')).toBe(path.join(outDir, '404.html'));
    expect(fileOfUrl(outDir, '/404')).toBe(path.join(outDir, '404.html'));
    expect(fileOfUrl(outDir, '/docs/api/missing')).toBeUndefined();
    expect(fileOfUrl(outDir, '/assets/js')).toBeUndefined();
  });

  it('maps every page back to the URL that finds it', () => {
    for (const file of htmlFiles(outDir)) expect(fileOfUrl(outDir, urlOfFile(outDir, file))).toBe(file);
  });
});
