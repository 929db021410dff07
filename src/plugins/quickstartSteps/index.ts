/**
 * Local plugin: compiles the curl tabs of every step-by-step page into its list of steps (src/lib/quickstarts) at
 * build time, so a page component can run the same steps the test suite runs. A page whose commands fall outside
 * the supported shell fails the build, naming the page and the line.
 *
 * Each page's steps are a JSON module under the alias `@quickstart-steps/<page>.json` (loadQuickstartSteps in
 * src/lib/quickstarts/load.ts); nothing imports them until a component asks, so no page's first load grows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractQuickstart} from '../../lib/quickstarts/extract';
import {NOT_RUN, PERSON_ACTIONS, QUICKSTART_PAGES} from '../../lib/quickstarts/pages';
import type {QuickstartPage} from '../../lib/quickstarts/types';

function sourceOf(siteDir: string, slug: string): string {
  return path.join(siteDir, 'docs', 'integration-guide', `${slug}.mdx`);
}

export default function quickstartStepsPlugin(context: LoadContext): Plugin<QuickstartPage[]> {
  const outDir = path.join(context.generatedFilesDir, 'custodia-quickstart-steps');
  return {
    name: 'custodia-quickstart-steps',
    getPathsToWatch() {
      return QUICKSTART_PAGES.map((slug) => sourceOf(context.siteDir, slug));
    },
    loadContent() {
      const pages = QUICKSTART_PAGES.map((slug) =>
        extractQuickstart(
          slug,
          fs.readFileSync(sourceOf(context.siteDir, slug), 'utf8'),
          NOT_RUN[slug],
          PERSON_ACTIONS[slug],
        ),
      );
      for (const page of pages) {
        const file = path.join(outDir, `${page.slug}.json`);
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, JSON.stringify(page));
      }
      return pages;
    },
    configureWebpack() {
      return {resolve: {alias: {'@quickstart-steps': outDir}}};
    },
  };
}
