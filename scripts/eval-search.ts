// Usage: npm run eval:search [-- --dir build --out reports/search-eval.json --only tuning|heldOut]   (after `npm run build`)
// Prints top-1, top-3 and MRR of search and the recall of the right section in the first 3 «Preguntar» passages,
// per set (tuning, held-out) and per area, and writes the JSON report with every case.
import fs from 'node:fs';
import path from 'node:path';
import {loadBuildSearch} from '../src/lib/search/node';
import {evaluate, type AskFigures, type EvalSet, type SearchFigures} from './search-eval/evaluate';
import {cliArgs} from './args.mjs';

const {option: arg, flag} = cliArgs();
const dir = arg('dir', 'build');
const out = arg('out', 'reports/search-eval.json');

if (!fs.existsSync(path.join(dir, 'pagefind', 'pagefind.js'))) {
  console.error(`No hay índice de búsqueda en ${dir}/pagefind/: ejecuta "npm run build" primero.`);
  process.exit(1);
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(8);
const searchRow = (name: string, f: SearchFigures) =>
  `  ${name.padEnd(16)} ${String(f.n).padStart(4)} ${pct(f.top1)} ${pct(f.top3)} ${f.mrr.toFixed(3).padStart(7)}`;
const askRow = (name: string, f: AskFigures) => `  ${name.padEnd(16)} ${String(f.n).padStart(4)} ${pct(f.recallAt3)}`;

const only = arg('only', '');
if (only && only !== 'tuning' && only !== 'heldOut') {
  console.error(`--only acepta "tuning" o "heldOut", no "${only}".`);
  process.exit(1);
}

async function main() {
  const report = await evaluate(await loadBuildSearch(dir), (only || undefined) as EvalSet | undefined);
  console.log('Búsqueda                n    top-1    top-3     MRR');
  if (report.search.tuning.n) console.log(searchRow('ajuste', report.search.tuning));
  if (report.search.heldOut.n) console.log(searchRow('reservado', report.search.heldOut));
  for (const [area, f] of Object.entries(report.search.byArea)) console.log(searchRow(`· ${area}`, f));
  console.log('\n«Preguntar»             n  sección en top 3');
  if (report.ask.tuning.n) console.log(askRow('ajuste', report.ask.tuning));
  if (report.ask.heldOut.n) console.log(askRow('reservado', report.ask.heldOut));
  console.log(askRow('sin respuesta', report.ask.unanswerable));
  for (const [area, f] of Object.entries(report.ask.byArea)) console.log(askRow(`· ${area}`, f));

  if (flag('misses')) {
    console.log('\nFallos de ajuste (búsqueda):');
    for (const c of report.search.cases.filter((c) => !c.heldOut && (c.rank === 0 || c.rank > 3)))
      console.log(`  ${c.id} [${c.rank || '-'}] ${c.query} → ${c.top.join(' , ')}`);
    console.log('Fallos de ajuste («Preguntar»):');
    for (const c of report.ask.cases.filter((c) => !c.heldOut && !c.ok))
      console.log(`  ${c.id} ${c.question} → ${c.passages.join(' , ')}`);
  }

  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, `${JSON.stringify({generatedAt: new Date().toISOString(), ...report}, null, 2)}\n`);
  console.log(`\nInforme: ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
