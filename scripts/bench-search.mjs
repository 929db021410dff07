#!/usr/bin/env node
// Usage: node scripts/bench-search.mjs [--dir build] [--runs 3] [--out reports/bench-search.json]   (after `npm run build`)
// Measures the embedded search of the production build in Chromium and writes a JSON report:
//  - gzipped JavaScript that opening the modal adds to a doc page (target ≤ 30 KB);
//  - bytes of index downloaded by the first query in a fresh browser (target ≤ 300 KB);
//  - time from the last keystroke of a query to its results on screen, once the index
//    is loaded, over the query set of tests/fixtures/search-queries.ts (median and p90).
// Byte counts are what the server sends (gzip for text, as in production). Figures are medians.
import fs from 'node:fs';
import path from 'node:path';
import {tsImport} from 'tsx/esm/api';
import {chromium} from 'playwright-core';
import {CHROMIUM_PATH} from './chromium.mjs';
import {createStaticServer} from './static-server.mjs';
import {cliArgs} from './args.mjs';

const {option: arg} = cliArgs();
const dir = arg('dir', 'build');
const runs = Number(arg('runs', '3'));
const out = arg('out', 'reports/bench-search.json');
const TARGET_MODAL_JS = 30 * 1024;
const TARGET_FIRST_QUERY = 300 * 1024;
const DOC_PAGE = '/docs/integration-guide/intro';

if (!fs.existsSync(path.join(dir, 'pagefind', 'pagefind.js'))) {
  console.error(`No hay índice de búsqueda en ${dir}/pagefind/: ejecuta "npm run build" primero.`);
  process.exit(1);
}
const {searchQueries} = await tsImport('../tests/fixtures/search-queries.ts', import.meta.url);
const queries = searchQueries.map((c) => c.query);

const server = createStaticServer({dir});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A fresh context (empty cache) recording the bytes of every response. */
async function freshPage() {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  const responses = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== base) return;
    const length = Number((await response.allHeaders())['content-length'] ?? 0);
    responses.push({path: url.pathname, type: response.headers()['content-type'] ?? '', bytes: length, at: Date.now()});
  });
  return {context, page, responses};
}

async function openDocPage(page) {
  await page.goto(base + DOC_PAGE);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
}

async function waitForOutcome(page, query) {
  await page.waitForFunction(
    (q) => {
      const el = document.querySelector('[data-search-modal] [data-search-status]');
      return el?.getAttribute('data-search-status') === 'done' && el.getAttribute('data-search-query') === q;
    },
    query,
    {timeout: 20_000},
  );
}

/** 1. JavaScript added by opening the modal, and 2. bytes fetched by the first query. */
async function measureBytes() {
  const {context, page, responses} = await freshPage();
  await openDocPage(page);
  const firstLoadJs = responses.filter((r) => r.type.includes('javascript')).reduce((s, r) => s + r.bytes, 0);
  const beforeOpen = responses.length;
  await page.hover('[data-search-button]');
  await page.click('[data-search-button]');
  await page.waitForSelector('[data-search-modal] input[role="combobox"]');
  await page.waitForLoadState('networkidle');
  const onOpen = responses.slice(beforeOpen);
  const openJs = onOpen.filter((r) => r.type.includes('javascript'));
  const beforeQuery = responses.length;
  await page.fill('[data-search-modal] input[role="combobox"]', queries[0]);
  await waitForOutcome(page, queries[0]);
  await page.waitForLoadState('networkidle');
  const indexFiles = responses.filter((r) => r.path.startsWith('/pagefind/'));
  await context.close();
  return {
    firstLoadJsBytes: firstLoadJs,
    modalJs: {
      bytes: openJs.reduce((s, r) => s + r.bytes, 0),
      files: openJs.map(({path: p, bytes}) => ({path: p, bytes})),
    },
    firstQuery: {
      query: queries[0],
      bytes: indexFiles.reduce((s, r) => s + r.bytes, 0),
      afterTypingBytes: responses
        .slice(beforeQuery)
        .filter((r) => r.path.startsWith('/pagefind/'))
        .reduce((s, r) => s + r.bytes, 0),
      files: indexFiles.map(({path: p, bytes}) => ({path: p, bytes})),
    },
  };
}

/** 3. Time from the last keystroke to the results of the whole query on screen (index already loaded). */
async function measureLatency() {
  const {context, page} = await freshPage();
  await page.addInitScript(() => {
    const bench = {lastKey: 0, shown: []};
    window.__searchBench = bench;
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.target instanceof HTMLInputElement && e.target.closest('[data-search-modal]'))
          bench.lastKey = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      const el = document.querySelector('[data-search-modal] [data-search-status="done"]');
      if (!el) return;
      const q = el.getAttribute('data-search-query');
      // The frame after React commits the results is when the reader sees them.
      requestAnimationFrame(() => bench.shown.push({q, t: performance.now()}));
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-search-status', 'data-search-query'],
    });
  });
  await openDocPage(page);
  await page.keyboard.press('Control+k');
  const input = '[data-search-modal] input[role="combobox"]';
  await page.waitForSelector(input);
  await page.fill(input, 'consentimiento');
  await waitForOutcome(page, 'consentimiento'); // index loaded
  const samples = [];
  for (let run = 0; run < runs; run++) {
    for (const query of queries) {
      await page.fill(input, '');
      await page.waitForSelector('[data-search-modal] [data-search-status="idle"]');
      await page.type(input, query, {delay: 25});
      await waitForOutcome(page, query);
      const ms = await page.waitForFunction(
        (q) => {
          const b = window.__searchBench;
          const hit = b.shown.find((s) => s.q === q && s.t >= b.lastKey);
          return hit ? hit.t - b.lastKey : false;
        },
        query,
        {timeout: 10_000},
      );
      samples.push({query, run, ms: await ms.jsonValue()});
    }
  }
  await context.close();
  const all = samples.map((s) => s.ms);
  const perQuery = queries.map((q) => ({
    query: q,
    medianMs: +median(samples.filter((s) => s.query === q).map((s) => s.ms)).toFixed(1),
  }));
  return {
    runs,
    samples: all.length,
    medianMs: +median(all).toFixed(1),
    p90Ms: +percentile(all, 90).toFixed(1),
    perQuery,
  };
}

try {
  const bytes = await measureBytes();
  const latency = await measureLatency();
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8'));
  const report = {
    date: new Date().toISOString(),
    build: {
      dir,
      indexedPages: Object.values(entry.languages).reduce((s, l) => s + l.page_count, 0),
      pagefind: entry.version,
    },
    queries: queries.length,
    firstLoadJsBytes: bytes.firstLoadJsBytes,
    modalJs: {...bytes.modalJs, targetBytes: TARGET_MODAL_JS, withinTarget: bytes.modalJs.bytes <= TARGET_MODAL_JS},
    firstQuery: {
      ...bytes.firstQuery,
      targetBytes: TARGET_FIRST_QUERY,
      withinTarget: bytes.firstQuery.bytes <= TARGET_FIRST_QUERY,
    },
    timeToResults: latency,
  };
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  const mark = (ok) => (ok ? '✔' : '✖');
  console.log(
    `Búsqueda integrada — ${report.build.indexedPages} páginas indexadas, ${queries.length} consultas × ${runs}`,
  );
  console.log(`  JS de la página de docs (con precarga de enlaces): ${kb(report.firstLoadJsBytes)}`);
  console.log(
    `  ${mark(report.modalJs.withinTarget)} JS gzip añadido al abrir el modal:      ${kb(report.modalJs.bytes)} (objetivo ≤ 30 KB)`,
  );
  for (const f of report.modalJs.files) console.log(`      ${f.path}  ${kb(f.bytes)}`);
  console.log(
    `  ${mark(report.firstQuery.withinTarget)} Índice descargado por la 1.ª consulta:  ${kb(report.firstQuery.bytes)} (objetivo ≤ 300 KB)`,
  );
  console.log(
    `  Tiempo hasta resultados tras la última tecla: mediana ${latency.medianMs} ms, p90 ${latency.p90Ms} ms (${latency.samples} muestras)`,
  );
  console.log(`Informe: ${out}`);
} finally {
  await browser.close();
  server.close();
}
