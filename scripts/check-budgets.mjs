#!/usr/bin/env node
// Usage: node scripts/check-budgets.mjs [--dir build] [--runs 3] [--settle 90] [--only home,guide,…] [--report]
// npm run check:budgets is the strict gate; npm test runs it with --report: the same table and reports/budgets.json,
// but a missed score never fails the run, since scores follow the machine's load. The deterministic budgets
// (bytes, requests, elements) that do fail npm test are scripts/page-budgets.mjs.
// Performance budgets with Lighthouse (mobile, the default config: simulated slow 4G and a 4× slower CPU)
// against a production build served by scripts/static-server.mjs on 127.0.0.1, with Debian's Chromium
// (CHROME_PATH, else CHROMIUM_PATH as for the tests; /usr/bin/chromium by default). Each page type runs --runs times, one after another (never in
// parallel: it skews the scores); the MEDIAN of each category score is checked against its target, and so is
// the first-load JavaScript: gzipped transfer of the scripts requested before the load event, read from
// Lighthouse's network records. Prints a table, writes reports/budgets.json and exits 1 naming each missed
// budget; the full report of each page's median run goes to reports/lighthouse/<page>.json. Scores depend on the machine's load: run it on a quiet machine (see `uptime`).
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';
import {PAGES} from './page-budgets.mjs';
import {createStaticServer} from './static-server.mjs';
import {cliArgs} from './args.mjs';

const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;

/** Category targets (minimum median score) and the first-load JS budget. */
export const TARGETS = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 0.95,
  seo: 0.95,
};
export const FIRST_LOAD_JS_BUDGET_KB = 250;

const CATEGORY_NAMES = {
  performance: 'rendimiento',
  accessibility: 'accesibilidad',
  'best-practices': 'buenas prácticas',
  seo: 'SEO',
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Scripts requested before the load event, with their transfer size (gzip as served).
 * @param {{audits: Record<string, {details?: any}>}} lhr a Lighthouse result (its shape is Lighthouse's, not ours)
 * @returns {{url: string, transferSize: number, resourceSize: number}[]}
 */
export function firstLoadScripts(lhr) {
  const network = lhr.audits['network-requests']?.details;
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const startTs = network?.debugData?.networkStartTimeTs;
  const loadTs = metrics?.observedLoadTs;
  if (!network?.items || !Number.isFinite(startTs) || !Number.isFinite(loadTs)) {
    throw new Error('El informe de Lighthouse no trae los registros de red o el momento del evento load');
  }
  return network.items
    .filter((r) => r.resourceType === 'Script' && Number.isFinite(r.networkRequestTime))
    .filter((r) => startTs + r.networkRequestTime * 1000 <= loadTs)
    .map((r) => ({url: new URL(r.url).pathname, transferSize: r.transferSize, resourceSize: r.resourceSize}));
}

/** The audits that explain a score: the performance diagnostics and every failing audit of the other categories. */
function diagnostics(lhr) {
  const a = lhr.audits;
  const numeric = (id) => (a[id]?.numericValue === undefined ? null : Math.round(a[id].numericValue * 1000) / 1000);
  const savingsBytes = (id) => a[id]?.details?.overallSavingsBytes ?? 0;
  const failing = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue;
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1)
      .map((ref) => ref.id);
  }
  return {
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    },
    bootupTimeMs: numeric('bootup-time'),
    mainThreadWorkMs: numeric('mainthread-work-breakdown'),
    unusedJsKb: Math.round(savingsBytes('unused-javascript') / 102.4) / 10,
    unusedCssKb: Math.round(savingsBytes('unused-css-rules') / 102.4) / 10,
    renderBlocking: (
      a['render-blocking-resources']?.details?.items ??
      a['render-blocking-insight']?.details?.items ??
      []
    )
      .map((item) => item.url && new URL(item.url).pathname)
      .filter(Boolean),
    failing,
  };
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
    });
    if (!result?.lhr) throw new Error(`Lighthouse no devolvió un informe para ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

async function main() {
  const {option, flag} = cliArgs();
  if (flag('help')) {
    console.log(
      'Usage: node scripts/check-budgets.mjs [--dir build] [--runs 3] [--settle 90] [--only home,guide,api,schema,search] [--report]',
    );
    process.exit(0);
  }
  const buildDir = path.resolve(option('dir', 'build'));
  const runs = Number(option('runs', 3));
  const reportOnly = flag('report');
  const only = option('only', '').split(',').filter(Boolean);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No hay ${path.relative(process.cwd(), buildDir) || '.'}/index.html: ejecuta "npm run build" antes.`);
    process.exit(1);
  }
  const pages = only.length ? PAGES.filter((p) => only.includes(p.id)) : PAGES;
  const server = createStaticServer({dir: buildDir});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const load = os.loadavg()[0];
  const cores = os.cpus().length;
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION} en modo móvil, ${runs} ejecuciones por página; carga del equipo ${load.toFixed(2)} (${cores} núcleos)`,
  );
  if (load > cores) {
    console.log(
      `⚠ El equipo está ocupado: Lighthouse multiplica por 4 el tiempo de CPU que observa, así que el rendimiento saldrá más bajo que en un equipo tranquilo.`,
    );
  }

  // Lighthouse multiplies the CPU time it observes by 4: a build or a test that just finished still
  // weighs on the first runs. Give the machine up to a minute and a half to settle first.
  const settleUntil = Date.now() + Number(option('settle', 90)) * 1000;
  while (os.loadavg()[0] > cores && Date.now() < settleUntil) await new Promise((r) => setTimeout(r, 5000));
  if (os.loadavg()[0] !== load) console.log(`Carga del equipo al empezar: ${os.loadavg()[0].toFixed(2)}`);

  const results = [];
  const started = Date.now();
  try {
    for (const page of pages) {
      const lhrs = [];
      // A median under the performance target gets two more runs (median of 5): one slow run on a
      // shared machine should not decide, and a page that is really slow stays under it.
      const perfMedian = () => median(lhrs.map((l) => l.categories.performance?.score ?? 0));
      let pageRuns = runs;
      for (let i = 0; i < pageRuns; i++) {
        let lhr;
        try {
          lhr = await runLighthouse(origin + page.route);
        } catch (error) {
          // A run that fails outright (Chromium crash, protocol timeout) is retried once, not counted.
          console.log(`  ${page.route} ${i + 1}/${pageRuns}: falló (${error.message}); se repite`);
          lhr = await runLighthouse(origin + page.route);
        }
        lhrs.push(lhr);
        const scores = Object.keys(TARGETS).map((c) => lhr.categories[c]?.score ?? 0);
        console.log(`  ${page.route} ${i + 1}/${pageRuns}: ${scores.map((s) => s.toFixed(2)).join(' ')}`);
        if (i === runs - 1 && runs >= 3 && perfMedian() < TARGETS.performance) {
          pageRuns = runs + 2;
          console.log(
            `  ${page.route}: mediana de rendimiento ${perfMedian().toFixed(2)} bajo el objetivo; dos ejecuciones más`,
          );
        }
      }
      const scores = Object.fromEntries(
        Object.keys(TARGETS).map((c) => [c, median(lhrs.map((l) => l.categories[c]?.score ?? 0))]),
      );
      const jsRuns = lhrs.map((l) => firstLoadScripts(l));
      const jsTotals = jsRuns.map((list) => list.reduce((n, s) => n + s.transferSize, 0));
      const firstLoadJsGz = median(jsTotals);
      // Diagnostics of the run whose performance score is the median one.
      const perf = lhrs.map((l) => l.categories.performance?.score ?? 0);
      const medianRun = lhrs[perf.indexOf(perf.toSorted((x, y) => x - y)[Math.floor(perf.length / 2)])];
      fs.mkdirSync('reports/lighthouse', {recursive: true});
      fs.writeFileSync(`reports/lighthouse/${page.id}.json`, JSON.stringify(medianRun));
      results.push({
        ...page,
        scores,
        runs: lhrs.map((l) => Object.fromEntries(Object.keys(TARGETS).map((c) => [c, l.categories[c]?.score ?? 0]))),
        firstLoadJsKb: kb(firstLoadJsGz),
        // Lighthouse's own measure of this machine's speed during the runs (higher is faster).
        benchmarkIndex: median(lhrs.map((l) => l.environment?.benchmarkIndex ?? 0)),
        firstLoadScripts: jsRuns[jsTotals.indexOf(jsTotals.toSorted((x, y) => x - y)[Math.floor(jsTotals.length / 2)])],
        diagnostics: diagnostics(medianRun),
      });
    }
  } finally {
    server.close();
  }

  const missed = [];
  for (const r of results) {
    for (const [category, target] of Object.entries(TARGETS)) {
      if (r.scores[category] < target) {
        const failing = r.diagnostics.failing[category]?.length
          ? ` (auditorías: ${r.diagnostics.failing[category].join(', ')})`
          : '';
        missed.push(
          `${r.name} (${r.route}): ${CATEGORY_NAMES[category]} ${r.scores[category].toFixed(2)} < ${target.toFixed(2)}${failing}`,
        );
      }
    }
    if (r.firstLoadJsKb > FIRST_LOAD_JS_BUDGET_KB) {
      missed.push(
        `${r.name} (${r.route}): JS de la primera carga ${r.firstLoadJsKb} KB gzip > ${FIRST_LOAD_JS_BUDGET_KB} KB`,
      );
    }
  }

  const header = [
    'Página',
    'Ruta',
    'Rend.',
    'Acces.',
    'Buenas p.',
    'SEO',
    'JS inicial gz (KB)',
    'TBT (ms)',
    'LCP (ms)',
    'CLS',
    'benchmarkIndex',
  ];
  const rows = results.map((r) => [
    r.name,
    r.route,
    ...Object.keys(TARGETS).map((c) => r.scores[c].toFixed(2)),
    r.firstLoadJsKb.toFixed(1),
    String(Math.round(r.diagnostics.metrics.tbtMs ?? 0)),
    String(Math.round(r.diagnostics.metrics.lcpMs ?? 0)),
    (r.diagnostics.metrics.cls ?? 0).toFixed(3),
    String(Math.round(r.benchmarkIndex)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(
    `\nMediana de ${runs} ejecuciones (objetivos: rendimiento ≥ ${TARGETS.performance}, accesibilidad = 1, buenas prácticas ≥ ${TARGETS['best-practices']}, SEO ≥ ${TARGETS.seo}, JS inicial ≤ ${FIRST_LOAD_JS_BUDGET_KB} KB gzip)`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((row) => console.log(line(row)));
  console.log(
    `(TBT, LCP y CLS: de la ejecución con la mediana de rendimiento; una página bajo el objetivo tras 3 ejecuciones se mide 5 veces; ${((Date.now() - started) / 1000).toFixed(0)} s en total)`,
  );

  fs.mkdirSync('reports', {recursive: true});
  fs.writeFileSync(
    'reports/budgets.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: LIGHTHOUSE_VERSION,
        formFactor: 'mobile',
        runsPerPage: runs,
        loadAverage: load,
        buildDir: path.relative(process.cwd(), buildDir) || '.',
        targets: {...TARGETS, firstLoadJsKb: FIRST_LOAD_JS_BUDGET_KB},
        pages: results,
        missed,
      },
      null,
      2,
    ) + '\n',
  );
  console.log('Escrito reports/budgets.json');

  if (missed.length) {
    const stream = reportOnly ? console.log : console.error;
    stream(
      `\n${missed.length} presupuesto(s) de Lighthouse incumplido(s)${reportOnly ? ' (informe: no falla la ejecución)' : ''}:`,
    );
    for (const m of missed) stream(`  ✗ ${m}`);
    if (!reportOnly) process.exit(1);
    return;
  }
  console.log('Todos los presupuestos se cumplen.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
