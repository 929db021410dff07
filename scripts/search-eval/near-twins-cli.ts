// Usage: npx tsx scripts/search-eval/near-twins-cli.ts
// Lists the ids of held-out items that are near-twins of a tuning item (scripts/search-eval/nearTwins.ts), and
// nothing of their text: whoever keeps the held-out set can replace them without reading the tuning set.
import fs from 'node:fs';
import {nearTwins, type EvalText} from './nearTwins';

const dir = 'tests/fixtures/search-eval';
const read = (file: string): EvalText[] =>
  (JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8')) as {id: string; query?: string; question?: string}[]).map(
    (item) => ({id: item.id, text: item.query ?? item.question ?? ''}),
  );

const tuning = [...read('queries.json'), ...read('questions.json')];
const heldOut = [...read('heldout-queries.json'), ...read('heldout-questions.json')];
const twins = [...new Set(nearTwins(heldOut, tuning).map((pair) => pair.heldOut))];
console.log(
  `${heldOut.length} elementos reservados, ${twins.length} con un casi gemelo en el ajuste${twins.length ? `: ${twins.join(' ')}` : ''}`,
);
process.exit(twins.length ? 1 : 0);
