// At build time every step-by-step page's steps become a JSON module a page component can load on demand.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {expect, test} from 'vitest';
import quickstartStepsPlugin from '../../src/plugins/quickstartSteps';
import {QUICKSTART_PAGES} from '../../src/lib/quickstarts/pages';
import type {QuickstartPage} from '../../src/lib/quickstarts/types';

test('the plugin writes one JSON list of runnable steps per page and aliases the folder for webpack', async () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickstart-steps-'));
  const context = {siteDir: path.resolve(__dirname, '../..'), generatedFilesDir} as LoadContext;
  const plugin = quickstartStepsPlugin(context);
  await plugin.loadContent?.();
  const outDir = path.join(generatedFilesDir, 'custodia-quickstart-steps');
  for (const slug of QUICKSTART_PAGES) {
    const page = JSON.parse(fs.readFileSync(path.join(outDir, `${slug}.json`), 'utf8')) as QuickstartPage;
    expect(page.slug).toBe(slug);
    expect(page.steps.some((s) => s.operations.some((o) => o.op === 'request'))).toBe(true);
  }
  const consent = JSON.parse(fs.readFileSync(path.join(outDir, 'consent/quickstart.json'), 'utf8')) as QuickstartPage;
  const template = consent.steps.find((s) => s.section === '2. Crea y publica la plantilla');
  expect(template?.operations).toContainEqual(
    expect.objectContaining({op: 'request', method: 'POST', url: [{var: 'CUSTODIA_API'}, {lit: '/consent-templates'}]}),
  );
  const webpack = plugin.configureWebpack?.({}, false, {} as never, {} as never) as {
    resolve: {alias: Record<string, string>};
  };
  expect(webpack.resolve.alias['@quickstart-steps']).toBe(outDir);
  fs.rmSync(generatedFilesDir, {recursive: true, force: true});
});
