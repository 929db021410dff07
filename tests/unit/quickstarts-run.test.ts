// Every step-by-step page of the integration guide, run against the simulator in reading order as a reader would,
// and each on its own on a fresh sandbox, as the page's «Ejecutar este paso» runs it.
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'vitest';
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY} from '../../src/lib/simulator';
import {extractQuickstart} from '../../src/lib/quickstarts/extract';
import {
  NOT_RUN,
  PERSON_ACTIONS,
  QUICKSTART_PAGES,
  RUNS_AFTER,
  type QuickstartSlug,
} from '../../src/lib/quickstarts/pages';
import {prepareAfter, preparePage, runQuickstart} from '../../src/lib/quickstarts/run';

function load(slug: QuickstartSlug) {
  const source = fs.readFileSync(path.join(__dirname, '../../docs/integration-guide', `${slug}.mdx`), 'utf8');
  return extractQuickstart(slug, source, NOT_RUN[slug], PERSON_ACTIONS[slug]);
}

describe.sequential('the step-by-step pages run against the simulator as written', () => {
  // One sandbox for all pages, as one reader's account: what an earlier page created (an entity, a unique
  // identifier) is still there when a later page runs, exactly as it would be for the reader.
  const simulator = createSimulator({seed: 13});
  // The simulator starts with the description's example resources; the reader's sandbox does not. A step may only
  // send ids the API gave the reader on an earlier step (or page).
  const seen = new Set<string>();
  // The reader's terminal: what one page exports (ENTITY_ID, TPL_ID) is still set on the next. It starts as the
  // README leaves it for the local simulator (`export CUSTODIA_API=http://127.0.0.1:4010/v1`); the runs on a fresh
  // sandbox below start without it, and the pages' default (the sandbox URL) applies.
  const terminal = new Map<string, string>([['CUSTODIA_API', 'http://127.0.0.1:4010/v1']]);

  for (const slug of QUICKSTART_PAGES) {
    test(slug, async () => {
      const page = load(slug);
      await preparePage(page, simulator, DEFAULT_SANDBOX_SECRET_KEY, terminal);
      await runQuickstart(page, terminal, simulator, seen);
    });
  }
});

describe('each step-by-step page runs on its own on a fresh sandbox, after the page it starts from', () => {
  for (const slug of QUICKSTART_PAGES) {
    test(slug, async () => {
      const simulator = createSimulator({seed: 13});
      const terminal = new Map<string, string>();
      const page = load(slug);
      const earlier = RUNS_AFTER[slug];
      await prepareAfter(page, earlier && load(earlier), simulator, DEFAULT_SANDBOX_SECRET_KEY, terminal);
      await runQuickstart(page, terminal, simulator);
    });
  }
});
