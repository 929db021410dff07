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
import {readRouteChunks} from '../src/buildOutput/index.mjs';
import {resolveFile} from './static-server.mjs';

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
  // Measured after issues 13–15, 18 and 19 landed (first measure, before them, in parentheses). The JS of docs
  // pages grew about 4.3 KB: the page-actions button (issue 15), «Pruébalo» (issue 14), the title guard and
  // anchor scrolling (issue 19) and the search UI; /search grew 4.9 KB with typo correction and synonyms.
  // Then issue 17 made the API reference its own docs instance at the same URLs: each docs page loads the
  // sidebars of its instance only. Figures as «after (before: main at 86e303e)», builds of 2026-11-23: guides
  // stop loading the API sidebar (−11.8 KB), API pages stop loading the guides' sidebars (−5.8 KB).
  // 149 876 B of JS (150 051), 9 requests, 280 elements, 7 091 B of HTML
  home: {firstLoadJsGz: 151_000, requests: 10, elements: 300, htmlGz: 7_500},
  // 183 000 B (194 790), 18, 627, 11 401 B
  guide: {firstLoadJsGz: 184_500, requests: 20, elements: 680, htmlGz: 12_000},
  // 195 315 B (201 082), 19, 1 421, 12 236 B
  api: {firstLoadJsGz: 197_000, requests: 21, elements: 1_500, htmlGz: 12_800},
  // 190 253 B (196 057), 19, 932, 9 405 B
  schema: {firstLoadJsGz: 192_000, requests: 21, elements: 1_000, htmlGz: 10_000},
  // 153 546 B (153 712), 9, 151, 4 951 B
  search: {firstLoadJsGz: 155_000, requests: 10, elements: 170, htmlGz: 5_300},
};

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

/** The route-chunk lookup of the build whose generated files are in `generatedDir` (as the plugin computes it). */
export function routeChunksOfBuild(generatedDir = '.docusaurus') {
  return readRouteChunks(generatedDir);
}

async function main() {
  const args = process.argv.slice(2);
  const i = args.indexOf('--dir');
  const buildDir = path.resolve(i === -1 ? 'build' : args[i + 1]);
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
  fs.mkdirSync('reports', {recursive: true});
  fs.writeFileSync(
    'reports/pages.json',
    JSON.stringify({budgets: PAGE_BUDGETS, pages: results, missed}, null, 2) + '\n',
  );
  if (missed.length) {
    console.error(`\n${missed.length} presupuesto(s) incumplido(s):`);
    for (const m of missed) console.error(`  ✗ ${m}`);
    process.exit(1);
  }
  console.log('Todos los presupuestos de las páginas se cumplen.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
