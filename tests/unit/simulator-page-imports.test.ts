// The simulator the web page runs never imports ajv: the page validates with the interpreter (the CSP forbids the
// eval ajv compiles with), and ajv would weigh on the console's download for nothing.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
/** The modules the page loads on demand that run the simulator. */
const ENTRIES = [
  'src/components/TryIt/Console.tsx',
  'src/components/TryIt/EventSample.tsx',
  'src/components/QuickstartRunner/Runner.tsx',
];
// Static and dynamic imports that bring code (an `import type` brings none).
const IMPORT = /\bimport\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@site/')
    ? path.join(ROOT, specifier.slice('@site/'.length))
    : path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every package specifier the modules reachable from `entries` import, with the file that imports it. */
function packagesReached(entries: string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(ROOT, entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(tsx?|m?js)$/.test(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith('.') || specifier.startsWith('@site/')) {
        const local = resolveLocal(file, specifier);
        if (local) queue.push(local);
      } else packages.set(specifier, path.relative(ROOT, file));
    }
  }
  return packages;
}

describe('the simulator in the web page', () => {
  it('reaches the engine and the interpreter but never ajv (only ajv-formats’ plain format checks)', () => {
    const packages = packagesReached(ENTRIES);
    expect(packages.has('ajv-formats/dist/formats')).toBe(true);
    const ajv = [...packages].filter(([specifier]) => /^ajv(-formats)?(\/|$)/.test(specifier));
    expect(ajv.filter(([specifier]) => specifier !== 'ajv-formats/dist/formats')).toEqual([]);
  });

  it('would see ajv if a page module imported the Node validator', () => {
    expect(packagesReached(['src/lib/simulator/validation.ts']).get('ajv/dist/2020')).toBe(
      'src/lib/simulator/validation.ts',
    );
  });
});
