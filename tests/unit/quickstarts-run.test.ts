// Every step-by-step page of the integration guide, run against the simulator in reading order as a reader would.
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'vitest';
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY} from '../../src/lib/simulator';
import {extractQuickstart} from '../../src/lib/quickstarts/extract';
import {NOT_RUN, PERSON_ACTIONS, QUICKSTART_PAGES} from '../../src/lib/quickstarts/pages';
import {preparePage, runQuickstart} from '../../src/lib/quickstarts/run';

// One sandbox for all pages, as one reader's account: what an earlier page created (an entity, a unique
// identifier) is still there when a later page runs, exactly as it would be for the reader.
const simulator = createSimulator({seed: 13});

describe.sequential('the step-by-step pages run against the simulator as written', () => {
  for (const slug of QUICKSTART_PAGES) {
    test(slug, async () => {
      const source = fs.readFileSync(path.join(__dirname, '../../docs/integration-guide', `${slug}.mdx`), 'utf8');
      const page = extractQuickstart(slug, source, NOT_RUN[slug], PERSON_ACTIONS[slug]);
      const env = await preparePage(page, simulator, DEFAULT_SANDBOX_SECRET_KEY);
      await runQuickstart(page, env, simulator);
    });
  }
});
