#!/usr/bin/env node
// Usage: node scripts/page-budgets.mjs [--dir build]   (npm run check:pages; a step of npm test)
// Deterministic budgets of each page type, read from the production build, never timed: the first-load
// JavaScript (gzip level 9 of every script the page's HTML loads or preloads, plus the chunks of its route,
// which the runtime loads before hydrating: resolved from .docusaurus/ of the same build by
// src/plugins/routeChunks), the requests the page makes before its load event (HTML, those scripts,
// stylesheets, preloads, icons, eager images), its element count and its size. The same build gives the
// same figures on any machine. Prints a table, writes reports/pages.json and exits 1 naming each miss.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import {JSDOM} from 'jsdom';
import {readAsyncImports, readRouteChunks} from '../src/buildOutput/index.mjs';
import {resolveFile} from './static-server.mjs';
import {cliArgs} from './args.mjs';

/** One page of each type; Lighthouse (scripts/check-budgets.mjs) measures the same ones. */
export const PAGES = [
  {id: 'home', name: 'Inicio', route: '/'},
  {id: 'guide', name: 'Guía con diagrama Mermaid', route: '/docs/integration-guide/consent/how-it-works'},
  {id: 'api', name: 'Operación de la API', route: '/docs/api/resources/create-consent-action'},
  {id: 'schema', name: 'Esquema de la API', route: '/docs/api/resources/schemas/agreement'},
  {id: 'search', name: 'Búsqueda', route: '/search?q=consentimiento'},
];

/**
 * Budgets per page type, a little above the figures of the build of 2026-11-23 (in the comments): a page
 * that grows past one is a change to look at, not noise. First-load JS and HTML in gzip bytes.
 * @type {Record<string, {firstLoadJsGz: number, requests: number, elements: number, htmlGz: number}>}
 */
export const PAGE_BUDGETS = {
  // Measured after issues 13–15, 18 and 19 landed (first measure, before them, in parentheses). The JS of a docs
  // page grew about 4.2 KB, read chunk by chunk against a build of the first measure: main.js +0.9 KB (anchor
  // scrolling 0.65 KB, the route table of the new pages, the chunk-error box, the site config), the docs
  // metadata of the new pages +0.9 KB, the page-actions button +0.5 KB and diagram legibility +0.4 KB in the
  // doc chunk, the 404 content with its search box (rendered by the docs layout for unknown paths) +0.9 KB net,
  // the «Pruébalo» and event buttons +1 KB in the common chunk. Those two buttons now go with the API
  // components (src/plugins/openapi): −0.45 KB on every docs page outside the API reference.
  // Then issue 17 made the API reference its own docs instance at the same URLs: each docs page loads the
  // sidebars of its instance only. Figures as «now (first measure)»; the instance split alone took 11.8 KB off
  // a guide (the API sidebar) and 5.8 KB off an API page (the guides' sidebars). Then the API instance's generated
  // pages left the docs global data in main.js (src/plugins/apiDocs): 1.85 KB less on every page (home 148 057 B,
  // guide 180 714 B, API 193 563 B, schema 188 503 B, search 148 929 B).
  // 149 909 B of JS (147 555), 9 requests, 280 elements, 7 097 B of HTML
  home: {firstLoadJsGz: 151_000, requests: 10, elements: 300, htmlGz: 7_500},
  // 182 566 B (190 146), 18, 627, 11 398 B
  // Then 12 127 B of HTML: the typeface's preload and its inline @font-face (same URL as the preload, so it cannot
  // live in the bundled CSS) and the code blocks' header bars (label and «Copiar» in the server HTML).
  guide: {firstLoadJsGz: 184_500, requests: 20, elements: 680, htmlGz: 12_400},
  // 195 415 B (196 242), 19, 1 421, 12 233 B; 1 507 elements and 12 864 B of HTML once every operation documents
  // the 400, 413 and 415 the API returns (three more response rows, closed until opened); 196 991 B of JS with the
  // changelog badges and the «Obligatorio si …» marks of the API components.
  // Then 199 380 B (issue 31): main.js +0.4 KB on every page for the phone menu that works before hydration (a
  // <details> list of the sections, src/theme/Navbar/MobileSidebar/Toggle) and +0.15 KB in the doc chunk for the
  // «En esta página» button on the breadcrumb row; main was at 198 831 B.
  api: {firstLoadJsGz: 199_500, requests: 21, elements: 1_600, htmlGz: 13_400},
  // 190 355 B (191 321), 19, 932, 9 404 B
  // Then 192 455 B of JS: the code block's header and copy button, the code group and the inline code that breaks
  // only at slashes, which every page with code now loads.
  schema: {firstLoadJsGz: 193_000, requests: 21, elements: 1_000, htmlGz: 10_000},
  // 150 418 B (148 424), 9, 151, 4 958 B: the query planner (synonyms, typo correction, API tokens) and its
  // vocabulary load with the first query (src/lib/search/engine.ts); 153 410 B while they were in the first load.
  // Then 152 072 B (issue 31): the phone menu in main.js (+0.4 KB) and the rule that marks an API token in an
  // excerpt only when the query names it (src/lib/search/queryMarks.ts, +0.2 KB); main was at 151 466 B.
  search: {firstLoadJsGz: 152_200, requests: 10, elements: 170, htmlGz: 5_300},
};

/**
 * What a component downloads when the reader opens it, in gzip bytes: every chunk its dynamic import() loads and,
 * recursively, every chunk an import() inside those can load (src/buildOutput: asyncImportResolver), minus the
 * scripts the page already loaded. `parts` name the imports whose share the table shows apart.
 */
export const ON_DEMAND = [
  {
    id: 'tryIt',
    name: 'Consola «Pruébalo» abierta',
    route: '/docs/api/resources/create-consent-action',
    imports: [{from: 'src/components/TryIt/index.tsx', request: './Console'}],
    parts: [
      {
        name: 'descripción de la API',
        from: 'src/components/TryIt/session.ts',
        request: '@simulator-description/description.json',
      },
    ],
    // 82 490 B: 30 114 of code, 52 376 of description (184 578 before: ajv was in the page's bundle though the page
    // validates with the interpreter, and the description carried its prose). The issue's cap is 120 KB with the
    // editor, a <textarea> checked as you type; a richer editor may use the room up to that cap, no more.
    // 86 228 B since the simulator stopped repairing records and reads more rules from the description: 32 839 of
    // code (if/then and dependentRequired in the interpreter, statistics from its records, the deadline calendars,
    // the version header) and 53 389 of description (the rules moved from code into x-constraints and schemas).
    // 90 037 B with three more rules the description states (a token's channels, a sensitive use's legal bases, an
    // auth request's e-mail and identity); the same code reaches the event sample and the quickstart runner below.
    budgetGz: 92_000,
  },
  {
    id: 'eventSample',
    name: 'Evento de prueba generado',
    route: '/docs/api/resources/agreement-updated',
    imports: [{from: 'src/components/TryIt/Event.tsx', request: './EventSample'}],
    parts: [
      {
        name: 'descripción de la API',
        from: 'src/components/TryIt/session.ts',
        request: '@simulator-description/description.json',
      },
    ],
    // 78 244 B: 25 868 of code, 52 376 of description; 81 935 B (28 546 and 53 389) with the same simulator change as
    // the console's.
    budgetGz: 88_000,
  },
  {
    id: 'quickstartRunner',
    name: 'Inicio rápido en el simulador',
    route: '/docs/integration-guide/consent/quickstart',
    imports: [{from: 'src/components/QuickstartRunner/index.tsx', request: './Runner'}],
    parts: [
      {
        name: 'descripción de la API',
        from: 'src/components/TryIt/session.ts',
        request: '@simulator-description/description.json',
      },
    ],
    // 99 414 B: an upper bound, since the steps of every quickstart page count (the runner imports its page's by
    // name, so the build can load any of them; one page's are 1–4 KB of the 17 KB the eight add, and a page that
    // starts from the consent quickstart also loads that one's). 98 857 B before the runner ran those first.
    // 103 638 B with the simulator change of the console's and the runner's guarded variables (${VAR:?…},
    // ${VAR:-…}, openssl rand) and admin key.
    budgetGz: 110_000,
  },
];

const METRICS = [
  {key: 'firstLoadJsGz', label: 'JS inicial gz', unit: 'bytes'},
  {key: 'requests', label: 'peticiones', unit: ''},
  {key: 'elements', label: 'elementos del DOM', unit: ''},
  {key: 'htmlGz', label: 'HTML gz', unit: 'bytes'},
];

const gzip = (data) => zlib.gzipSync(data, {level: 9}).length;

/**
 * What one page of the build costs before its load event.
 * @param {string} buildDir
 * @param {string} route a page URL of the site (its query is ignored: the HTML is the same)
 * @param {(pathname: string) => string[]} [routeChunks] the chunk files (relative to buildDir) of a route
 * @returns {{route: string, scripts: string[], firstLoadJsGz: number, requests: number, elements: number, htmlGz: number}}
 */
export function measurePage(buildDir, route, routeChunks = () => []) {
  const root = path.resolve(buildDir);
  const pathname = new URL(route, 'http://site.invalid').pathname;
  const htmlFile = resolveFile(root, pathname);
  if (!htmlFile || !htmlFile.endsWith('.html')) throw new Error(`No existe la página ${pathname} en ${buildDir}`);
  const html = fs.readFileSync(htmlFile);
  const {document} = new JSDOM(html).window;

  /** A same-site URL the HTML references, as a file of the build; undefined for other origins and data: URLs. */
  const local = (url) => {
    if (!url || url.startsWith('data:')) return undefined;
    const parsed = new URL(url, `http://site.invalid${pathname}`);
    if (parsed.origin !== 'http://site.invalid') return undefined;
    const file = resolveFile(root, parsed.pathname);
    if (!file) throw new Error(`${pathname}: ${url} no está en ${buildDir}`);
    return file;
  };
  const scripts = new Set();
  const others = new Set();
  for (const el of document.querySelectorAll('script[src]')) {
    const file = local(el.getAttribute('src'));
    if (file) scripts.add(file);
  }
  for (const el of document.querySelectorAll('link[href]')) {
    const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const as = (el.getAttribute('as') ?? '').toLowerCase();
    const file = local(el.getAttribute('href'));
    if (!file) continue;
    if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) scripts.add(file);
    else if (rel.includes('stylesheet') || rel.includes('preload') || rel.includes('icon')) others.add(file);
  }
  for (const chunk of routeChunks(pathname)) {
    const file = path.join(root, chunk);
    if (!fs.existsSync(file))
      throw new Error(`${chunk} no está en ${buildDir}: .docusaurus/ es de otra compilación; vuelve a compilar.`);
    scripts.add(file);
  }
  for (const el of document.querySelectorAll('img[src]')) {
    if ((el.getAttribute('loading') ?? '').toLowerCase() === 'lazy') continue;
    const file = local(el.getAttribute('src'));
    if (file) others.add(file);
  }
  return {
    route,
    scripts: [...scripts].map((f) => path.relative(root, f)).sort(),
    firstLoadJsGz: [...scripts].reduce((n, f) => n + gzip(fs.readFileSync(f)), 0),
    requests: 1 + scripts.size + others.size,
    elements: document.getElementsByTagName('*').length,
    htmlGz: gzip(html),
  };
}

/**
 * Every budget the measured pages miss, in words.
 * @param {({id: string, name: string} & ReturnType<typeof measurePage>)[]} results
 * @param {Record<string, {firstLoadJsGz: number, requests: number, elements: number, htmlGz: number}>} [budgets]
 * @returns {string[]}
 */
export function missedBudgets(results, budgets = PAGE_BUDGETS) {
  const missed = [];
  for (const r of results) {
    const budget = budgets[r.id];
    if (!budget) throw new Error(`La página ${r.id} no tiene presupuesto en PAGE_BUDGETS`);
    for (const {key, label, unit} of METRICS) {
      if (r[key] > budget[key])
        missed.push(`${r.name} (${r.route}): ${label} ${r[key]} > ${budget[key]}${unit ? ` ${unit}` : ''}`);
    }
  }
  return missed;
}

/**
 * What opening one ON_DEMAND component downloads on its page: the chunk files with their gzip bytes, their sum,
 * and each part's sum.
 * @param {string} buildDir
 * @param {(typeof ON_DEMAND)[number]} item
 * @param {(pathname: string) => string[]} routeChunks
 * @param {(from: string, request: string) => string[]} asyncImports
 * @returns {{files: {file: string, gz: number}[], totalGz: number, parts: {name: string, gz: number}[]}}
 */
export function measureOnDemand(buildDir, item, routeChunks, asyncImports) {
  const loaded = new Set(measurePage(buildDir, item.route, routeChunks).scripts);
  const sizeOf = (file) => gzip(fs.readFileSync(path.join(buildDir, file)));
  const reached = (imports) =>
    [...new Set(imports.flatMap(({from, request}) => asyncImports(from, request)))].filter((f) => !loaded.has(f));
  const files = reached(item.imports).map((file) => ({file, gz: sizeOf(file)}));
  const gzOf = (list) => files.filter((f) => list.includes(f.file)).reduce((n, f) => n + f.gz, 0);
  const parts = (item.parts ?? []).map((part) => ({name: part.name, gz: gzOf(reached([part]))}));
  return {files, totalGz: files.reduce((n, f) => n + f.gz, 0), parts};
}

/** The route-chunk lookup of the build whose generated files are in `generatedDir` (as the plugin computes it). */
export function routeChunksOfBuild(generatedDir = '.docusaurus') {
  return readRouteChunks(generatedDir);
}

async function main() {
  const buildDir = path.resolve(cliArgs().option('dir', 'build'));
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No hay ${path.relative(process.cwd(), buildDir) || '.'}/index.html: ejecuta "npm run build" antes.`);
    process.exit(1);
  }
  const routeChunks = await routeChunksOfBuild();
  const results = PAGES.map((page) => ({...page, ...measurePage(buildDir, page.route, routeChunks)}));
  const header = ['Página', 'Ruta', ...METRICS.map((m) => m.label)];
  const rows = results.map((r) => [
    r.name,
    r.route,
    ...METRICS.map(({key}) => `${r[key]} / ${PAGE_BUDGETS[r.id][key]}`),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (cells) =>
    cells.map((cell, c) => (c >= 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ');
  console.log('Medida / presupuesto (bytes en gzip nivel 9)');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((row) => console.log(line(row)));

  const missed = missedBudgets(results);
  const asyncImports = await readAsyncImports('.docusaurus');
  const onDemand = [];
  for (const item of ON_DEMAND) {
    const measured = measureOnDemand(buildDir, item, routeChunks, asyncImports);
    const rest = measured.totalGz - measured.parts.reduce((n, p) => n + p.gz, 0);
    console.log(`\n${item.name} (${item.route}): ${measured.totalGz} / ${item.budgetGz} bytes gz al abrirla`);
    for (const part of measured.parts) console.log(`  ${part.name}: ${part.gz}`);
    console.log(`  código: ${rest}`);
    for (const f of measured.files) console.log(`    ${f.file}  ${f.gz}`);
    onDemand.push({id: item.id, name: item.name, route: item.route, budgetGz: item.budgetGz, ...measured});
    if (measured.totalGz > item.budgetGz)
      missed.push(`${item.name} (${item.route}): descarga al abrirla ${measured.totalGz} > ${item.budgetGz} bytes`);
  }
  fs.mkdirSync('reports', {recursive: true});
  fs.writeFileSync(
    'reports/pages.json',
    JSON.stringify({budgets: PAGE_BUDGETS, pages: results, onDemand, missed}, null, 2) + '\n',
  );
  if (missed.length) {
    console.error(`\n${missed.length} presupuesto(s) incumplido(s):`);
    for (const m of missed) console.error(`  ✗ ${m}`);
    process.exit(1);
  }
  console.log('Todos los presupuestos de las páginas se cumplen.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
