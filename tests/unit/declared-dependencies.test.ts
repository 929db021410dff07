// Every package the code imports is declared in package.json, and the installed tree matches it.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SOURCES = [
  'src',
  'scripts',
  'tests',
  'config',
  'docusaurus.config.ts',
  'sidebars.ts',
  'sidebarsApi.ts',
  'vitest.config.ts',
  'eslint.config.mjs',
];
// Webpack aliases, not packages: the site, the themes' components and generated files (Docusaurus's, and the
// per-page quickstart steps and the simulator's description that our plugins generate).
const ALIASES = [
  '@site/',
  '@theme/',
  '@theme-original/',
  '@theme-init/',
  '@generated/',
  '@quickstart-steps/',
  '@simulator-description/',
];
// `@docusaurus/Link`, `@docusaurus/useBaseUrl`…: client modules that @docusaurus/core provides under an alias.
const CORE_CLIENT_EXPORTS = path.join(ROOT, 'node_modules/@docusaurus/core/lib/client/exports');

const IMPORT =
  /(?:^|[^.\w$])(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)|\bvi\.(?:do)?[mM]ock\(\s*['"]([^'"]+)['"]/g;

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or undefined for anything else. */
function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || specifier.includes('${') || specifier.startsWith('node:')) return undefined;
  if (ALIASES.some((alias) => specifier.startsWith(alias))) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (builtinModules.includes(name)) return undefined;
  if (name === '@docusaurus' + '/' + parts[1] && fs.existsSync(path.join(CORE_CLIENT_EXPORTS, `${parts[1]}.js`))) {
    return '@docusaurus/core';
  }
  return name;
}

/** Imports of packages the manifest does not declare, as `package (file)`; a type-only import may use @types/. */
export function undeclaredImports(files: Record<string, string>, manifest: Manifest): string[] {
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
  const missing = new Set<string>();
  for (const [file, source] of Object.entries(files)) {
    for (const m of source.matchAll(IMPORT)) {
      const typeOnly = Boolean(m[1]);
      const name = packageOf(m[2] ?? m[3] ?? m[4] ?? m[5]);
      if (!name || declared.has(name)) continue;
      const typesPackage = `@types/${name.replace(/^@/, '').replace('/', '__')}`;
      if (typeOnly && declared.has(typesPackage)) continue;
      missing.add(`${name} (${file})`);
    }
  }
  return [...missing].sort();
}

function sourceFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (relative: string) => {
    const full = path.join(ROOT, relative);
    if (fs.statSync(full).isDirectory()) {
      for (const entry of fs.readdirSync(full)) walk(path.join(relative, entry));
    } else if (/\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(relative)) {
      files[relative] = fs.readFileSync(full, 'utf8');
    }
  };
  SOURCES.forEach(walk);
  // This file's samples of undeclared imports are strings, not imports.
  delete files[path.relative(ROOT, __filename)];
  return files;
}

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest;

describe('declared dependencies', () => {
  it('finds an undeclared package in any import form, and accepts @types/ for a type-only import', () => {
    const files = {
      'a.ts': "import x from 'left-pad';\nimport type {Root} from 'hast';\nimport {y} from 'react/jsx-runtime';",
      'b.mjs': "const z = await import('@scope/pkg/deep');\nconst w = require('chalk');\nexport {v} from 'lodash';",
      'c.ts':
        "import fs from 'node:fs';\nimport path from 'path';\nimport Link from '@docusaurus/Link';\nimport l from '@site/config/links';",
    };
    expect(
      undeclaredImports(files, {
        dependencies: {react: '19', '@docusaurus/core': '3'},
        devDependencies: {'@types/hast': '3'},
      }),
    ).toEqual(['@scope/pkg (b.mjs)', 'chalk (b.mjs)', 'left-pad (a.ts)', 'lodash (b.mjs)']);
    expect(
      undeclaredImports(
        {'d.ts': "import {matchRoutes} from 'react-router-config';"},
        {devDependencies: {'@types/react-router-config': '5'}},
      ),
    ).toEqual(['react-router-config (d.ts)']);
  });

  it('every package imported by src, scripts, tests, config and the root configs is in package.json', () => {
    const files = sourceFiles();
    expect(Object.keys(files).length).toBeGreaterThan(100);
    expect(undeclaredImports(files, manifest)).toEqual([]);
  });

  // npm ls reads the whole installed tree: seconds on a quiet machine, more on a busy one.
  it('npm ls reports no missing, extraneous or invalid package', {timeout: 180_000}, () => {
    let output: string;
    try {
      output = execFileSync('npm', ['ls', '--json'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (error) {
      // npm ls exits 1 when the tree has problems; its JSON still says which.
      output = String((error as {stdout?: string}).stdout ?? '');
    }
    const tree = JSON.parse(output) as {problems?: string[]};
    expect(tree.problems ?? []).toEqual([]);
  });
});
