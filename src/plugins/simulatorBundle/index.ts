/**
 * Local plugin: writes the dereferenced OpenAPI description the in-page simulator runs on (without the prose the
 * simulator never reads, and packed: each shared object once; src/lib/simulator/bundle.ts) as a JSON module under the
 * alias `@simulator-description/description.json`. Only the «Pruébalo» console imports it, on demand, so it is a
 * chunk of its own and no page's first load grows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packDescription, slimDescription} from '../../lib/simulator/bundle';
import {loadSimulatorDescription} from '../../lib/simulator/index';

export default function simulatorBundlePlugin(context: LoadContext): Plugin<void> {
  const outDir = path.join(context.generatedFilesDir, 'custodia-simulator-description');
  return {
    name: 'custodia-simulator-description',
    getPathsToWatch() {
      return [path.join(context.siteDir, 'openapi', '**', '*.yaml')];
    },
    async loadContent() {
      fs.mkdirSync(outDir, {recursive: true});
      const packed = packDescription(slimDescription(await loadSimulatorDescription()));
      fs.writeFileSync(path.join(outDir, 'description.json'), JSON.stringify(packed));
    },
    configureWebpack() {
      return {resolve: {alias: {'@simulator-description': outDir}}};
    },
  };
}
