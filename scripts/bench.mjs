#!/usr/bin/env node
// Usage: node scripts/bench.mjs [--build N] [--browser] [--dir build]   (npm run bench)
// Against an existing production build: for representative pages (home, a guide page, an API
// operation, a schema and an event), the first-load JavaScript (gzipped) and the total page
// weight; with --build N, runs `docusaurus build` N times first and reports the median time.
// First-load JS = the scripts the page's HTML loads (runtime and main) plus the route chunks the
// runtime loads for that URL before hydrating (src/buildOutput reads them from .docusaurus/routes.js, routesChunkNames.json
// and client-manifest.json, written by the same build). --browser cross-checks the list in Chromium.
// Prints a table and writes reports/bench.json.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileOfUrl, readRouteChunks} from '../src/buildOutput/index.mjs';
import {cliArgs} from './args.mjs';

const {option, flag} = cliArgs();
const buildRuns = Number(option('build', 0));
const buildDir = path.resolve(option('dir', 'build'));
const generatedDir = path.resolve('.docusaurus');
const useBrowser = flag('browser');
if (flag('help') || Number.isNaN(buildRuns)) {
  console.log('Usage: node scripts/bench.mjs [--build N] [--browser] [--dir build]');
  process.exit(0);
}

export const PAGES = [
  {name: 'Inicio', route: '/'},
  {name: 'Guía (integración)', route: '/docs/integration-guide/intro'},
  {name: 'Página de documentación (API intro)', route: '/docs/api/intro'},
  {name: 'Operación de la API', route: '/docs/api/resources/create-consent-template'},
  {name: 'Operación de la API (lista)', route: '/docs/api/resources/index-data-subject-requests'},
  {name: 'Esquema', route: '/docs/api/resources/schemas/consenttemplate'},
  {name: 'Evento', route: '/docs/api/resources/agreement-created'},
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const buildTimes = [];
for (let i = 0; i < buildRuns; i++) {
  const started = Date.now();
  execFileSync('npx', ['docusaurus', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  buildTimes.push(Date.now() - started);
  console.log(`build ${i + 1}/${buildRuns}: ${(buildTimes.at(-1) / 1000).toFixed(1)} s`);
}

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No hay ${path.relative(process.cwd(), buildDir)}/index.html: ejecuta "npm run build" antes.`);
  process.exit(1);
}

const gzCache = new Map();
function sizes(file) {
  if (!gzCache.has(file)) {
    const data = fs.readFileSync(file);
    gzCache.set(file, {raw: data.length, gz: zlib.gzipSync(data, {level: 9}).length});
  }
  return gzCache.get(file);
}

function htmlFile(route) {
  const file = fileOfUrl(buildDir, route);
  if (!file) throw new Error(`No existe la página ${route} en ${buildDir}`);
  return file;
}

function attr(tag, name) {
  const m = tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

function localAsset(url) {
  if (!url || /^(https?:)?\/\//.test(url) || url.startsWith('data:')) return undefined;
  const file = path.join(buildDir, decodeURI(url.split(/[?#]/)[0]));
  return fs.existsSync(file) ? file : undefined;
}

/** Scripts, preloads, stylesheets and images the HTML itself references. */
function htmlAssets(html) {
  const js = new Set();
  const css = new Set();
  const img = new Set();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const file = localAsset(attr(tag, 'src'));
    if (file) js.add(file);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const as = (attr(tag, 'as') ?? '').toLowerCase();
    const file = localAsset(attr(tag, 'href'));
    if (!file) continue;
    if (rel === 'stylesheet') css.add(file);
    else if ((rel === 'preload' && as === 'script') || rel === 'modulepreload') js.add(file);
    else if (rel === 'preload' && as === 'image') img.add(file);
  }
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    if ((attr(tag, 'loading') ?? '').toLowerCase() === 'lazy') continue;
    const file = localAsset(attr(tag, 'src'));
    if (file) img.add(file);
  }
  return {js, css, img};
}

let chunksFor;
async function routeScripts(url) {
  chunksFor ??= await readRouteChunks(generatedDir);
  const files = new Set();
  for (const file of chunksFor(url)) {
    const full = path.join(buildDir, file);
    if (!fs.existsSync(full))
      throw new Error(
        `${file} no está en ${buildDir}: .docusaurus/ no corresponde a esta compilación; vuelve a compilar.`,
      );
    files.add(full);
  }
  return files;
}

async function browserScripts(url) {
  const {chromium} = await import('playwright-core');
  const {CHROMIUM_PATH} = await import('./chromium.mjs');
  const {createStaticServer} = await import('./static-server.mjs');
  const server = createStaticServer({dir: buildDir});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: ['--no-sandbox']});
  try {
    const page = await browser.newPage();
    const seen = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') seen.add(new URL(request.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${server.address().port}${url}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    return new Set([...seen].map((p) => path.join(buildDir, p)));
  } finally {
    await browser.close();
    server.close();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files, key) => [...files].reduce((n, f) => n + sizes(f)[key], 0);

const results = [];
for (const {name, route} of PAGES) {
  const file = htmlFile(route);
  const html = fs.readFileSync(file);
  const assets = htmlAssets(html.toString('utf8'));
  if (![...assets.js].some((f) => /\/main\.[^/]*\.js$/.test(f)))
    throw new Error(`${route}: el HTML no carga main.*.js`);
  const js = new Set([...assets.js, ...(await routeScripts(route))]);
  const result = {
    name,
    route,
    scripts: [...js].map((f) => path.relative(buildDir, f)).sort(),
    htmlScripts: [...assets.js].map((f) => path.relative(buildDir, f)),
    firstLoadJsGz: sum(js, 'gz'),
    firstLoadJsRaw: sum(js, 'raw'),
    htmlGz: zlib.gzipSync(html, {level: 9}).length,
    cssGz: sum(assets.css, 'gz'),
    imagesBytes: [...assets.img].reduce((n, f) => n + fs.statSync(f).size, 0),
  };
  result.totalGz = result.firstLoadJsGz + result.htmlGz + result.cssGz + result.imagesBytes;
  if (useBrowser) {
    const loaded = await browserScripts(route);
    result.browserJsGz = sum(loaded, 'gz');
    result.browserOnly = [...loaded].filter((f) => !js.has(f)).map((f) => path.relative(buildDir, f));
    result.staticOnly = [...js].filter((f) => !loaded.has(f)).map((f) => path.relative(buildDir, f));
  }
  results.push(result);
}

const header = [
  'Página',
  'Ruta',
  'JS inicial gz (KB)',
  'JS inicial (KB)',
  'Peso total gz (KB)',
  ...(useBrowser ? ['JS en Chromium gz (KB)'] : []),
];
const rows = results.map((r) => [
  r.name,
  r.route,
  kb(r.firstLoadJsGz),
  kb(r.firstLoadJsRaw),
  kb(r.totalGz),
  ...(useBrowser ? [kb(r.browserJsGz)] : []),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
rows.forEach((row) => console.log(line(row)));
if (buildTimes.length)
  console.log(`Compilación: mediana ${(median(buildTimes) / 1000).toFixed(1)} s en ${buildTimes.length} ejecuciones`);
if (useBrowser) {
  for (const r of results) {
    if (r.browserOnly.length) console.log(`${r.route}: Chromium cargó además ${r.browserOnly.join(', ')}`);
    if (r.staticOnly.length) console.log(`${r.route}: Chromium no cargó ${r.staticOnly.join(', ')}`);
  }
}

fs.mkdirSync('reports', {recursive: true});
fs.writeFileSync(
  'reports/bench.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      buildDir: path.relative(process.cwd(), buildDir),
      gzipLevel: 9,
      pages: results,
      ...(buildTimes.length ? {buildTimesMs: buildTimes, medianBuildMs: median(buildTimes)} : {}),
    },
    null,
    2,
  ) + '\n',
);
console.log('Escrito reports/bench.json');
