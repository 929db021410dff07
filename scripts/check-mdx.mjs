#!/usr/bin/env node
// Usage: node scripts/check-mdx.mjs <file-or-folder>...
// Compiles MDX pages the way Docusaurus parses them (front matter, GFM, admonition
// directives) and reports syntax errors with file and line, in about a second,
// without a full site build. Also checks that front matter is valid YAML.
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import yaml from 'js-yaml';

// The API reference pages are generated from openapi/ by the build (gitignored, compiled by the build itself): a
// folder walk leaves them out, so the check reads the same authored pages whether or not a build ran (naming the
// folder checks them).
const GENERATED = path.join('docs', 'api', 'resources');

function collect(target, named = true) {
  if (!named && path.normalize(target) === GENERATED) return [];
  const stat = fs.statSync(target);
  if (stat.isFile()) return /\.mdx?$/.test(target) ? [target] : [];
  return fs.readdirSync(target).flatMap((name) => collect(path.join(target, name), false));
}

const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.error('Usage: node scripts/check-mdx.mjs <file-or-folder>...');
  process.exit(2);
}
let failed = 0;
const files = targets.flatMap((target) => collect(target));
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const fm = source.match(/^---\n([\s\S]*?)\n---\n/);
  try {
    if (fm) yaml.load(fm[1]);
  } catch (err) {
    failed++;
    console.error(`${file}: front matter YAML inválido: ${err.reason ?? err.message}`);
    continue;
  }
  const body = fm ? '\n'.repeat(fm[0].split('\n').length - 1) + source.slice(fm[0].length) : source;
  try {
    await compile(body, {
      format: file.endsWith('.md') ? 'md' : 'mdx',
      remarkPlugins: [remarkGfm, remarkDirective],
    });
  } catch (err) {
    failed++;
    console.error(`${file}:${err.line ?? '?'}:${err.column ?? '?'} ${err.reason ?? err.message}`);
  }
}
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
