#!/usr/bin/env node
// Usage: node scripts/check-prose.mjs [file-or-folder...]   (npm run lint:prose; default: docs)
// Two checks of the prose of the documentation, never of its code (see scripts/prose/extract.mjs):
//   - spelling, with cspell and its Spanish dictionary (cspell.config.yaml), knowing the API's names
//     (read from openapi/) and the project's words (config/prose/project-words.txt);
//   - terminology: the discouraged terms of config/prose/terminology.yaml, each with its replacement.
// Prints every finding as file:line:column and exits with 1 if there is any.
// The API reference pages (docs/api/resources) are generated from openapi/ and not checked here.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {prose} from './prose/extract.mjs';
import {apiWords} from './prose/api-words.mjs';
import {misspellings} from './prose/spelling.mjs';
import {discouragedTerms, loadTerminology} from './prose/terminology.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED = path.join(ROOT, 'docs/api/resources');

/** @param {string} target */
function collect(target) {
  if (path.resolve(target).startsWith(GENERATED)) return [];
  const stat = fs.statSync(target);
  if (stat.isFile()) return /\.mdx?$/.test(target) ? [target] : [];
  return fs
    .readdirSync(target)
    .sort()
    .flatMap((name) => collect(path.join(target, name)));
}

/**
 * Checks the pages and returns the findings as printable lines (Spanish, file:line:column first).
 * @param {string[]} files  Paths relative to the repository root.
 */
export async function checkProse(files) {
  const entries = loadTerminology(path.join(ROOT, 'config/prose/terminology.yaml'));
  const pages = files.map((file) => {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    return {file, source, ...prose(source, file)};
  });
  const terms = pages.flatMap((page) => discouragedTerms(page.file, page.source, page.ranges, entries));
  // A discouraged term is reported once, by the check that names its replacement.
  const termAt = new Set(terms.map((t) => `${t.file}:${t.line}:${t.column}`));
  const spelling = (
    await misspellings(pages, {
      config: path.join(ROOT, 'cspell.config.yaml'),
      words: apiWords(path.join(ROOT, 'openapi')),
    })
  ).filter((m) => !termAt.has(`${m.file}:${m.line}:${m.column}`));
  return {
    spelling: spelling.map((m) => {
      const hint = m.suggestions.length ? ` (¿quisiste decir ${m.suggestions.slice(0, 3).join(', ')}?)` : '';
      return `${m.file}:${m.line}:${m.column} ortografía: «${m.word}» no está en el diccionario${hint}`;
    }),
    terms: terms.map((t) => `${t.file}:${t.line}:${t.column} terminología: «${t.found}» → usa «${t.use}». ${t.reason}`),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const targets = process.argv.slice(2);
  const files = (targets.length ? targets : [path.join(ROOT, 'docs')])
    .flatMap(collect)
    .map((file) => path.relative(ROOT, path.resolve(file)));
  const {spelling, terms} = await checkProse(files);
  for (const line of [...spelling, ...terms]) console.error(line);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${files.length} páginas: ${spelling.length} palabras fuera del diccionario, ${terms.length} términos desaconsejados (${seconds} s)`,
  );
  if (spelling.length || terms.length) {
    console.log(
      'Corrige el texto; si la palabra es correcta, agrégala a config/prose/project-words.txt (ver CONTRIBUTING.md).',
    );
    process.exit(1);
  }
}
