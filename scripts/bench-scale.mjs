#!/usr/bin/env node
// Usage: node scripts/bench-scale.mjs [--factor 10] [--only 1x|Nx] [--keep] [--report file] [--ref commit]   (npm run bench:scale)
// How the cost of a page grows with the size of the site. Writes an N× description of openapi/ (each path and
// webhook repeated under N tag groups, with distinct operationIds, summaries and paths), builds the site from cold
// with the 1× and the N× description, one after the other, and prints the growth of: first-load JS per page type
// (the scripts Chromium parses before the page is idle: prefetches are downloaded, never parsed, so they do not
// count), the HTML of an API operation page, main.js, wall time and peak memory of the build's process tree.
// Each build runs in its own copy of the site under .tmp/scale/ (git-ignored, removed at the end unless --keep),
// so the N× pages never land in docs/api/resources/ or build/. The N× description reaches the build through
// OPENAPI_URL, served from that folder by a local server. Extra environment (DOCUSAURUS_SSR_CONCURRENCY, ...) is
// passed on to both builds: with DOCUSAURUS_PERF_LOGGER=true Docusaurus logs each phase, and the report's
// rssTimeline (RSS each second with the build's last log line) and peakPhase show which phase peaks.
// Writes reports/bench-scale.json (or --report).
import {spawn, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import zlib from 'node:zlib';
import yaml from 'js-yaml';
import {createStaticServer} from './static-server.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';
import {cliArgs} from './args.mjs';

const {option, flag} = cliArgs();
if (flag('help')) {
  console.log(
    'Usage: node scripts/bench-scale.mjs [--factor 10] [--only 1x|10x] [--keep] [--report file] [--ref commit]',
  );
  process.exit(0);
}
const FACTOR = Number(option('factor', 10));
const only = option('only');
const keep = flag('keep');
const reportFile = option('report', 'reports/bench-scale.json');
const ref = option('ref');
const SITE = process.cwd();
const WORK = path.join(SITE, '.tmp', 'scale');
const DOCUSAURUS = path.join(SITE, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

export const PAGE_TYPES = [
  {key: 'home', name: 'first-load JS, home', route: '/'},
  {key: 'guide', name: 'first-load JS, guide page', route: '/docs/integration-guide/intro'},
  {key: 'api', name: 'first-load JS, API operation page', route: '/docs/api/resources/create-consent-template'},
];

/**
 * The site's own files (tracked or new, never ignored ones): what a fresh clone has. With --ref, the files of that
 * commit instead, to compare a change with what came before it on the same machine and load.
 */
function copySite(dest) {
  fs.rmSync(dest, {recursive: true, force: true});
  if (ref) {
    fs.mkdirSync(dest, {recursive: true});
    execFileSync('sh', ['-c', 'git archive "$0" | tar -x -C "$1"', ref, dest], {cwd: SITE});
    return;
  }
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: SITE})
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(path.join(SITE, file))) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dest, file)), {recursive: true});
    fs.copyFileSync(path.join(SITE, file), path.join(dest, file));
  }
}

/**
 * The N× description in `dir`: a copy of openapi/ plus, for every group g in 1..N-1, a copy of each path and
 * webhook file whose operations get `-g{g}` operationIds, « (g)» summaries and tags of their own (`{Tag}G{g}`,
 * shown as «{name} g»), mounted under `/g{g}` paths and `-g{g}` webhook keys. Schemas stay shared.
 */
export function writeScaledDescription(sourceDir, dir, factor) {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.cpSync(sourceDir, dir, {recursive: true});
  const rootFile = path.join(dir, 'openapi.yaml');
  const root = yaml.load(fs.readFileSync(rootFile, 'utf8'));
  const rename = (doc, g) => {
    for (const item of Object.values(doc)) {
      for (const operation of Object.values(item ?? {})) {
        if (!operation || typeof operation !== 'object' || !operation.operationId) continue;
        operation.operationId = `${operation.operationId}-g${g}`;
        if (operation.summary) operation.summary = `${operation.summary} (${g})`;
        if (operation.tags) operation.tags = operation.tags.map((tag) => `${tag}G${g}`);
      }
    }
    return doc;
  };
  const scaledFiles = new Set();
  const addGroup = (section, keyOf) => {
    const entries = Object.entries(root[section]);
    for (let g = 1; g < factor; g++) {
      for (const [key, value] of entries) {
        const [file, pointer] = value.$ref.split('#');
        const scaled = file.replace(/\.ya?ml$/, `.g${g}.yaml`);
        if (!scaledFiles.has(scaled)) {
          scaledFiles.add(scaled);
          const doc = yaml.load(fs.readFileSync(path.join(dir, file), 'utf8'));
          fs.writeFileSync(path.join(dir, scaled), yaml.dump(rename(doc, g), {lineWidth: -1, noRefs: true}));
        }
        root[section][keyOf(key, g)] = {$ref: `${scaled}#${pointer}`};
      }
    }
  };
  addGroup('paths', (key, g) => `/g${g}${key}`);
  addGroup('webhooks', (key, g) => `${key}-g${g}`);
  const tags = [...root.tags];
  for (let g = 1; g < factor; g++) {
    for (const tag of tags) {
      root.tags.push({...tag, name: `${tag.name}G${g}`, 'x-displayName': `${tag['x-displayName'] ?? tag.name} ${g}`});
    }
  }
  fs.writeFileSync(rootFile, yaml.dump(root, {lineWidth: -1, noRefs: true}));
}

/** Every descendant of `pid` (from /proc/<pid>/stat's ppid field), with `pid` itself. */
function processTree(pid) {
  const parent = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended between readdir and read
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, ppid] of parent) if (ppid === tree[i]) tree.push(child);
  return tree;
}

function rssBytes(pid) {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Runs a cold `docusaurus build` in `siteDir`; wall time, peak RSS of its process tree (sampled every 250 ms). */
function build(siteDir, env) {
  return new Promise((resolve, reject) => {
    const load = os.loadavg()[0];
    const started = Date.now();
    const child = spawn(process.execPath, [DOCUSAURUS, 'build'], {
      cwd: siteDir,
      env: {...process.env, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    // The build's last log line tells which phase a sample falls in (client/server compile, SSG); with
    // DOCUSAURUS_PERF_LOGGER=true Docusaurus logs each phase as it ends.
    let phase = 'start';
    const onData = (d) => {
      log += d;
      const lines = stripVTControlCharacters(String(d))
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      if (lines.length) phase = lines.at(-1).slice(0, 120);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    let peak = 0;
    let peakPhase = '';
    const timeline = [];
    const timer = setInterval(() => {
      const rss = processTree(child.pid).reduce((n, pid) => n + rssBytes(pid), 0);
      if (rss > peak) [peak, peakPhase] = [rss, phase];
      const seconds = Math.round((Date.now() - started) / 1000);
      // One sample per second is enough to see the phases; the peak is kept from every sample.
      if (timeline.at(-1)?.s !== seconds) timeline.push({s: seconds, rssMB: Math.round(rss / 2 ** 20), phase});
    }, 250);
    child.on('close', (code) => {
      clearInterval(timer);
      fs.writeFileSync(path.join(siteDir, '..', 'build.log'), log);
      if (code !== 0)
        reject(
          new Error(
            `docusaurus build falló (código ${code}); ver ${path.relative(SITE, path.join(siteDir, '..', 'build.log'))}`,
          ),
        );
      else
        resolve({
          wallMs: Date.now() - started,
          peakRssBytes: peak,
          peakPhase,
          rssTimeline: timeline,
          loadAvgStart: load,
          loadAvgEnd: os.loadavg()[0],
        });
    });
  });
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;

/** The scripts Chromium parses for `route` until the page has hydrated and the network is idle. */
async function firstLoadScripts(browser, origin, buildDir, route) {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    const parsed = new Set();
    cdp.on('Debugger.scriptParsed', ({url}) => {
      if (url.startsWith(origin)) parsed.add(new URL(url).pathname);
    });
    await cdp.send('Debugger.enable');
    await page.goto(origin + route);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    const files = [...parsed].map((p) => path.join(buildDir, p)).filter((f) => f.endsWith('.js') && fs.existsSync(f));
    return {
      scripts: files.map((f) => path.relative(buildDir, f)).sort(),
      gzBytes: files.reduce((n, f) => n + gz(f), 0),
    };
  } finally {
    await page.close();
  }
}

/** Every file under `dir` (relative paths). */
const filesUnder = (dir) =>
  fs
    .readdirSync(dir, {recursive: true})
    .map(String)
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());

/**
 * Where the growth comes from: the per-route inputs Docusaurus compiles into main.js (route table, chunk registry,
 * plugins' global data), the docs versions' metadata (all the sidebars of an instance, loaded by each of its pages)
 * and the sidebar's share of an API page's HTML.
 */
function attribution(siteDir) {
  const generated = path.join(siteDir, '.docusaurus');
  const gzOf = (name) => gz(path.join(generated, name));
  const versionProps = filesUnder(generated)
    .filter((f) => f.endsWith('.json') && f.includes('docusaurus-plugin-content-docs'))
    .filter((f) => fs.readFileSync(path.join(generated, f), 'utf8').includes('"docsSidebars"'))
    .map((f) => ({file: f, gzBytes: gzOf(f)}));
  const html = fs.readFileSync(path.join(siteDir, 'build', PAGE_TYPES[2].route, 'index.html'), 'utf8');
  const navStart = html.search(/<nav aria-label="[^"]*" class="menu /);
  const sidebarHtmlBytes =
    navStart === -1 ? 0 : Buffer.byteLength(html.slice(navStart, html.indexOf('</nav>', navStart) + 6));
  return {
    routes: Object.keys(JSON.parse(fs.readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8'))).length,
    routesJsGzBytes: gzOf('routes.js'),
    registryJsGzBytes: gzOf('registry.js'),
    globalDataGzBytes: gzOf('globalData.json'),
    versionProps,
    apiSidebarHtmlBytes: sidebarHtmlBytes,
  };
}

async function measure(buildDir) {
  const {chromium} = await import('playwright-core');
  const server = createStaticServer({dir: buildDir});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    const pages = {};
    for (const {key, route} of PAGE_TYPES) pages[key] = await firstLoadScripts(browser, origin, buildDir, route);
    const apiHtml = fs.readFileSync(path.join(buildDir, PAGE_TYPES[2].route, 'index.html'));
    const main = fs.readdirSync(path.join(buildDir, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    const htmlCount = fs.readdirSync(buildDir, {recursive: true}).filter((f) => String(f).endsWith('.html')).length;
    return {
      pages,
      apiHtmlBytes: apiHtml.length,
      apiHtmlGzBytes: zlib.gzipSync(apiHtml, {level: 9}).length,
      mainJsGzBytes: gz(path.join(buildDir, 'assets/js', main)),
      htmlPages: htmlCount,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

async function run(label, factor) {
  const root = path.join(WORK, label);
  const siteDir = path.join(root, 'site');
  const env = {};
  let server;
  if (factor > 1) {
    const descriptionDir = path.join(root, 'openapi');
    writeScaledDescription(path.join(SITE, 'openapi'), descriptionDir, factor);
    server = createStaticServer({dir: descriptionDir});
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    env.OPENAPI_URL = `http://127.0.0.1:${server.address().port}/openapi.yaml`;
  }
  try {
    console.log(`${label}: compilando en ${path.relative(SITE, siteDir)} (carga ${os.loadavg()[0].toFixed(1)})…`);
    const result = await build(siteDir, env);
    server?.close();
    server = undefined;
    const figures = {...result, ...(await measure(path.join(siteDir, 'build'))), attribution: attribution(siteDir)};
    console.log(
      `${label}: ${figures.htmlPages} páginas, ${(result.wallMs / 1000).toFixed(1)} s, ${(result.peakRssBytes / 2 ** 30).toFixed(2)} GB (pico durante: ${result.peakPhase})`,
    );
    return figures;
  } finally {
    server?.close();
    if (!keep) fs.rmSync(siteDir, {recursive: true, force: true});
  }
}

const big = `${FACTOR}x`;
const labels = [...(only === big ? [] : ['1x']), ...(only === '1x' ? [] : [big])];
// Both copies first: the working tree may change while the first build runs.
for (const label of labels) copySite(path.join(WORK, label, 'site'));
const results = {};
if (only !== big) results['1x'] = await run('1x', 1);
if (only !== '1x') results[big] = await run(big, FACTOR);
if (!keep) fs.rmSync(WORK, {recursive: true, force: true});

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const rows = [
  ...PAGE_TYPES.map(({key, name}) => [name, (r) => r.pages[key].gzBytes, kb]),
  ['HTML of an API operation page', (r) => r.apiHtmlBytes, kb],
  ['HTML of an API operation page (gzip)', (r) => r.apiHtmlGzBytes, kb],
  ['main.js (gzip)', (r) => r.mainJsGzBytes, kb],
  ['cold build, wall time', (r) => r.wallMs, (v) => `${(v / 1000).toFixed(1)} s`],
  ['peak memory of the build', (r) => r.peakRssBytes, (v) => `${(v / 2 ** 30).toFixed(2)} GB`],
  [
    'route table in main.js: routes.js + registry.js (gzip)',
    (r) => r.attribution.routesJsGzBytes + r.attribution.registryJsGzBytes,
    kb,
  ],
  ['global data in main.js (gzip)', (r) => r.attribution.globalDataGzBytes, kb],
  [
    'docs version metadata with the sidebars (gzip, largest)',
    (r) => Math.max(...r.attribution.versionProps.map((v) => v.gzBytes)),
    kb,
  ],
  ['sidebar markup in the API page HTML', (r) => r.attribution.apiSidebarHtmlBytes, kb],
];
const table = [
  `| | ${labels.map((l) => `${l} (${results[l].htmlPages} pages)`).join(' | ')} |${labels.length === 2 ? ' growth |' : ''}`,
  `|---|${labels.map(() => '---|').join('')}${labels.length === 2 ? '---|' : ''}`,
  ...rows.map(([name, get, fmt]) => {
    const values = labels.map((l) => get(results[l]));
    const growth = values.length === 2 ? ` ${(values[1] / values[0]).toFixed(2)}× |` : '';
    return `| ${name} | ${values.map(fmt).join(' | ')} |${growth}`;
  }),
  `| load average (1 min) at start / end | ${labels.map((l) => `${results[l].loadAvgStart.toFixed(1)} / ${results[l].loadAvgEnd.toFixed(1)}`).join(' | ')} |${labels.length === 2 ? ' |' : ''}`,
];
console.log(table.join('\n'));
fs.mkdirSync(path.dirname(reportFile), {recursive: true});
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('DOCUSAURUS_')));
const report = {
  date: new Date().toISOString(),
  ref: ref ?? 'working tree',
  factor: FACTOR,
  cpus: os.cpus().length,
  env,
  results,
  table: table.join('\n'),
};
fs.writeFileSync(reportFile, JSON.stringify(report, null, 2) + '\n');
console.log(`Escrito ${reportFile}`);
