/**
 * Builds the embedded search index (Pagefind) of a production build into <outDir>/pagefind/. Only the doc
 * content marked by src/theme/DocItem/Content is indexed, with Spanish stemming (the pages carry
 * <html lang="es">), a `title` meta and a `section` filter. Plain JavaScript (types in buildIndex.d.mts) run
 * by scripts/build-search-index.mjs, which the plugin (index.ts) starts after `docusaurus build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import {htmlFiles, urlOfFile} from '../../buildOutput/index.mjs';
import {SKIP_END_ID, SKIP_START_ID} from '../../lib/search/nonProse.mjs';
import {HOME_FILTER, homeKey, pathKey, slugKey, TITLE_FILTER, titleKey} from '../../lib/search/filterKeys.mjs';
import {readFragments} from './fragments.mjs';
import {writeSectionIndex} from './sectionIndex.mjs';
import {writeSearchVocabulary} from './vocabulary.mjs';

/** A failure with what to print: one line, then Pagefind's own messages, if any. */
export class SearchIndexError extends Error {
  constructor(message, details = []) {
    super(message);
    this.name = 'SearchIndexError';
    this.details = details;
  }
}

/** The lines a failure prints, as `npm run build` shows them. */
export function failureLines(error) {
  return [`✖ Índice de búsqueda: ${error.message}`, ...error.details.map((line) => `  ${line}`)];
}

/**
 * The minified HTML drops optional closing tags and the white space between table
 * cells and list items, so Pagefind would glue their words ("otroLa", "DELETE/api-keys").
 * A space before each block element and each <code> keeps words apart; it changes
 * nothing else in the text.
 */
export function separateBlocks(html) {
  return html.replace(
    /<(?:td|th|tr|li|dt|dd|p|h[1-6]|div|blockquote|pre|table|ul|ol|br|code|details|summary)(?=[\s/>])/g,
    ' $&',
  );
}

/** The end of a list item's text (before the inline tags that close there) and what comes after it. */
const ITEM_END =
  /([\p{L}\p{N})}\]`'"»])((?:<\/(?:a|b|code|em|i|span|strong)>)*)(?=(?:<\/li>)?\s*(<li[\s>]|<\/[ou]l>))/gu;

/**
 * List items read as one run of words once their tags are gone: on a schema page, «Usado en» came out as «GETListar
 * acciones de consentimiento /consent-actions POSTCrear una acción…». An item that ends without punctuation gets
 * a comma before the next item and a full stop at the end of its list, and a method badge a space before its link,
 * so an excerpt reads «GET Listar acciones de consentimiento /consent-actions, POST Crear…». Items that already
 * end a sentence are left as they are.
 */
export function punctuateLists(html) {
  return html
    .replace(/<\/span>(?=<a[\s>])/g, '</span> ')
    .replace(ITEM_END, (_, last, closing, next) => `${last}${closing}${next.startsWith('<li') ? ',' : '.'}`);
}

const SKIP_START = `<b id=${SKIP_START_ID}></b>`;
const SKIP_END = `<b id=${SKIP_END_ID}></b>`;
/** The outermost tables and code blocks (a table can hold code, and code a table of its own). */
const NON_PROSE_TAG = /<(\/?)(?:pre|table)(?=[\s>])[^>]*>/g;
/**
 * The page's keywords (src/theme/DocItem/Content), a list that finds the page, and in the API reference each
 * field's name, type and «Obligatorio» (src/components/api/SchemaView: `head_…`) and its facts (`facts_…`:
 * pattern, limits, allowed values), names and values rather than sentences to quote; likewise labels and URLs
 * (code tabs, server URLs, variant labels).
 */
const KEYWORDS = new RegExp(
  [
    /<span data-pagefind-index-attrs=[^>]*><\/span>/,
    /<div class="?head_[\w-]+"?>[\s\S]*?<\/div>/,
    /<ul class="?facts_[\w-]+"?>[\s\S]*?<\/ul>/,
    // The language tabs of a code group («cURL Python Node.js»).
    /<ul role="?tablist"?[^>]*>[\s\S]*?<\/ul>/,
    // An operation's server URLs («Producción (claves sk_live_) https://api…/v1/webhooks/{webhook_id}»).
    /<dl class="?servers_[\w-]+"?[^>]*>[\s\S]*?<\/dl>/,
    // A schema's disclosure and variant labels («Campos de data_uses (5)», «Una o más de estas opciones», «Opción 1 string»).
    /<p class="?variantsTitle_[\w-]+"?>[^<]*/,
    /(?<=<details class="?details_[\w-]+"?>)<summary>[\s\S]*?<\/summary>/,
  ]
    .map((r) => r.source)
    .join('|'),
  'g',
);

/**
 * Puts an empty marker element (src/lib/search/nonProse.mjs) before and after each table, code block and keyword
 * list. Their words stay in the index, so a field name, a path or an error code still finds its page; the results
 * leave them out of excerpts, which quote prose only (src/lib/search/excerpt.ts).
 */
export function markNonProse(html) {
  let depth = 0;
  const marked = html.replace(NON_PROSE_TAG, (tag, closing) => {
    if (!closing) return depth++ === 0 ? SKIP_START + tag : tag;
    if (depth === 0) return tag;
    return --depth === 0 ? tag + SKIP_END : tag;
  });
  return marked.replace(KEYWORDS, (span) => SKIP_START + span + SKIP_END);
}

/** The opening tag of the indexed element (src/theme/DocItem/Content). */
const BODY_TAG = /<[a-z]+\s[^>]*\bdata-pagefind-body\b[^>]*>/;
/** An attribute's value as the minified HTML writes it: quoted, or bare when it has no space. */
const attributeValue = (name) => new RegExp(`\\b${name}=(?:"([^"]*)"|([^\\s"'>]+))`);
const TITLE = attributeValue('data-search-title');
const NAME_SPAN = new RegExp(`<span ${attributeValue('data-search-name').source}></span>`, 'g');
/** The references the HTML writer uses in attribute values. */
const ENTITIES = {amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>'};

function attributeText(raw, url) {
  return raw.replace(/&(#?\w+);/g, (reference, code) => {
    if (!(code in ENTITIES)) throw new SearchIndexError(`${url}: referencia ${reference} sin traducir en un atributo.`);
    return ENTITIES[code];
  });
}

const filterSpan = (filter, key) =>
  `<span data-pagefind-filter="${filter}[data-search-key]" data-search-key="${key}"></span>`;

/**
 * The filters the search looks a page up by, written here rather than by the page (src/theme/DocItem/Content
 * writes the raw values), so the stemmer and the keys' code stay out of what every page loads: the title key of
 * its title, slug and path (a query that names a page, a typed slug, an exact API token's page) and the home key of
 * each of its `search_names` (a query that is the name of the concept the page is the home of). The search
 * computes a query's keys with the same functions (src/lib/search/filterKeys.mjs).
 */
export function keyFilters(html, url) {
  const body = BODY_TAG.exec(html);
  if (!body) return html;
  const title = TITLE.exec(body[0]);
  if (!title) throw new SearchIndexError(`${url}: el contenido indexado no lleva data-search-title.`);
  const keys = [titleKey(attributeText(title[1] ?? title[2], url)), slugKey(url), pathKey(url)];
  const end = body.index + body[0].length;
  return (html.slice(0, end) + keys.map((key) => filterSpan(TITLE_FILTER, key)).join('') + html.slice(end)).replace(
    NAME_SPAN,
    (_, quoted, bare) => filterSpan(HOME_FILTER, homeKey(attributeText(quoted ?? bare, url))),
  );
}

/**
 * The docs sidebar is outside the indexed content, but Pagefind still parses it, and on an API page it is most of
 * the HTML: one entry per tag group (with the API ten times larger, leaving it out takes indexing from 26.9 to 21.3 s).
 */
export function withoutSidebar(html) {
  return html.replace(/<aside class="theme-doc-sidebar-container[\s\S]*?<\/aside>/, '');
}

/**
 * Builds the index of the site in `outDir`, or only removes a stale one when the site was built in hosted
 * mode (`searchMode: 'algolia'`, Algolia DocSearch). Returns the one-line summary to print; throws a
 * SearchIndexError.
 */
export async function buildSearchIndex({outDir, searchMode = 'embedded'}) {
  const outputPath = path.join(outDir, 'pagefind');
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new SearchIndexError(
      `no hay un sitio compilado en ${path.relative(process.cwd(), outDir) || '.'}/; ejecuta "docusaurus build" primero.`,
    );
  }
  fs.rmSync(outputPath, {recursive: true, force: true});
  if (searchMode === 'algolia')
    return 'ℹ Búsqueda alojada (Algolia DocSearch) configurada: no se genera el índice integrado.';

  const started = Date.now();
  const {index, errors} = await pagefind.createIndex({
    // Heading anchors are a zero-width character; code-block buttons only carry icons and labels.
    excludeSelectors: ['.hash-link', 'button'],
  });
  if (!index) throw new SearchIndexError('Pagefind no pudo crear el índice.', errors);
  try {
    let pageCount = 0;
    for (const file of htmlFiles(outDir, {exclude: ['pagefind']})) {
      const html = fs.readFileSync(file, 'utf8');
      if (!html.includes('data-pagefind-body')) continue;
      // The site's canonical URLs have no `.html` (urlOfFile keeps it for a page like /404.html).
      const url = urlOfFile(outDir, file).replace(/\.html$/, '');
      const {errors: fileErrors} = await index.addHTMLFile({
        url,
        content: separateBlocks(punctuateLists(markNonProse(keyFilters(withoutSidebar(html), url)))),
      });
      if (fileErrors.length)
        throw new SearchIndexError(`no se pudo indexar ${path.relative(outDir, file)}.`, fileErrors);
      pageCount++;
    }
    if (pageCount === 0) throw new SearchIndexError('ninguna página tiene contenido marcado con data-pagefind-body.');
    const written = await index.writeFiles({outputPath});
    if (written.errors.length) throw new SearchIndexError('no se pudo escribir el índice.', written.errors);
  } finally {
    await pagefind.close();
  }

  // The typo corrections, «no match» answers and exact API tokens of the search UI (src/lib/search/vocabulary.ts).
  // Both read what Pagefind indexed, from its fragments: read once.
  const fragments = readFragments(outputPath);
  const vocabulary = writeSearchVocabulary({siteDir: outDir, pagefindDir: outputPath, fragments});
  // The sections «Preguntar» ranks over the whole site (src/lib/ask/sections.ts).
  const sections = writeSectionIndex(outputPath, fragments);
  const entry = JSON.parse(fs.readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8'));
  const indexed = Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0);
  const files = fs
    .readdirSync(outputPath, {recursive: true})
    .filter((f) => fs.statSync(path.join(outputPath, f)).isFile());
  const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(outputPath, f)).size, 0);
  return (
    `✔ Índice de búsqueda: ${indexed} páginas (${Object.keys(entry.languages).join(', ')}), ${files.length} archivos (${(bytes / 1024).toFixed(0)} KB) ` +
    `en ${path.relative(process.cwd(), outputPath)}/ (${((Date.now() - started) / 1000).toFixed(1)} s); ` +
    `vocabulario: ${vocabulary.words} palabras, ${vocabulary.tokens} términos de la API, ${vocabulary.operations} operaciones; ` +
    `«Preguntar»: ${sections.sections} secciones`
  );
}
