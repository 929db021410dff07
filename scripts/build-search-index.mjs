#!/usr/bin/env node
// Usage: node scripts/build-search-index.mjs [--dir build]   (run after `docusaurus build`; `npm run build` does both)
// Builds the embedded search index (Pagefind) of the production site into <dir>/pagefind/ (Node API).
// Only the doc content marked by src/theme/DocItem/Content is indexed, with Spanish stemming
// (the pages carry <html lang="es">), a `title` meta and a `section` filter.
// When the site was built in hosted mode (Algolia DocSearch), no index is built.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import * as pagefind from 'pagefind';
import {writeSearchVocabulary} from './search-vocabulary.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const siteDir = path.resolve(arg('dir', 'build'));
const outputPath = path.join(siteDir, 'pagefind');

/** The search mode of the build that just ran, read from the config Docusaurus generated for it. */
async function builtSearchMode() {
  const generated = path.resolve('.docusaurus/docusaurus.config.mjs');
  if (!fs.existsSync(generated)) return 'embedded';
  const {default: siteConfig} = await import(pathToFileURL(generated).href);
  return siteConfig.customFields?.searchMode ?? 'embedded';
}

function fail(message, details = []) {
  console.error(`✖ Índice de búsqueda: ${message}`);
  for (const line of details) console.error(`  ${line}`);
  process.exit(1);
}

/** Every HTML file of the build, except the index's own folder. */
function htmlFiles(dir) {
  return fs
    .readdirSync(dir, {recursive: true})
    .map((f) => path.join(dir, f))
    .filter((f) => f.endsWith('.html') && !f.startsWith(outputPath + path.sep));
}

/** `docs/api/intro/index.html` → `/docs/api/intro`: the site's canonical URLs have no trailing slash. */
function pageUrl(relativeFile) {
  const clean = relativeFile.split(path.sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${clean}`.replace(/\/$/, '') || '/';
}

/**
 * The minified HTML drops optional closing tags and the white space between table
 * cells and list items, so Pagefind would glue their words ("otroLa", "DELETE/api-keys").
 * A space before each block element and each <code> keeps words apart; it changes
 * nothing else in the text.
 */
function separateBlocks(html) {
  return html.replace(/<(?:td|th|tr|li|dt|dd|p|h[1-6]|div|blockquote|pre|table|ul|ol|br|code)(?=[\s/>])/g, ' $&');
}

if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
  fail(`no hay un sitio compilado en ${path.relative(process.cwd(), siteDir) || '.'}/; ejecuta "docusaurus build" primero.`);
}

fs.rmSync(outputPath, {recursive: true, force: true});

if ((await builtSearchMode()) === 'algolia') {
  console.log('ℹ Búsqueda alojada (Algolia DocSearch) configurada: no se genera el índice integrado.');
  process.exit(0);
}

const started = Date.now();
const {index, errors} = await pagefind.createIndex({
  // Heading anchors are a zero-width character; code-block buttons only carry icons and labels.
  excludeSelectors: ['.hash-link', 'button'],
});
if (!index) fail('Pagefind no pudo crear el índice.', errors);

let pageCount = 0;
for (const file of htmlFiles(siteDir)) {
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes('data-pagefind-body')) continue;
  const {errors: fileErrors} = await index.addHTMLFile({url: pageUrl(path.relative(siteDir, file)), content: separateBlocks(html)});
  if (fileErrors.length) fail(`no se pudo indexar ${path.relative(siteDir, file)}.`, fileErrors);
  pageCount++;
}
if (pageCount === 0) fail('ninguna página tiene contenido marcado con data-pagefind-body.');

const written = await index.writeFiles({outputPath});
if (written.errors.length) fail('no se pudo escribir el índice.', written.errors);
await pagefind.close();
const vocabulary = writeSearchVocabulary({siteDir, pagefindDir: outputPath});

const entry = JSON.parse(fs.readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8'));
const indexed = Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0);
const files = fs.readdirSync(outputPath, {recursive: true}).filter((f) => fs.statSync(path.join(outputPath, f)).isFile());
const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(outputPath, f)).size, 0);
console.log(
  `✔ Índice de búsqueda: ${indexed} páginas (${Object.keys(entry.languages).join(', ')}), ${files.length} archivos (${(bytes / 1024).toFixed(0)} KB) ` +
    `en ${path.relative(process.cwd(), outputPath)}/ (${((Date.now() - started) / 1000).toFixed(1)} s); ` +
    `vocabulario: ${vocabulary.words} palabras, ${vocabulary.tokens} términos de la API, ${vocabulary.operations} operaciones`,
);
