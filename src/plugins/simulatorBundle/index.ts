/**
 * Local plugin: writes the dereferenced OpenAPI description the in-page simulator runs on (the build's one,
 * src/plugins/openapi/buildDescription.ts: OPENAPI_URL when set; without the prose the
 * simulator never reads, and packed: each shared object once; src/lib/simulator/bundle.ts) as a JSON module under the
 * alias `@simulator-description/description.json`. Only the «Pruébalo» console imports it, on demand, so it is a
 * chunk of its own and no page's first load grows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packDescription, slimDescription} from '../../lib/simulator/bundle';
import {buildDescription} from '../openapi/buildDescription';

export default function simulatorBundlePlugin(context: LoadContext): Plugin<void> {
  const outDir = path.join(context.generatedFilesDir, 'custodia-simulator-description');
  return {
    name: 'custodia-simulator-description',
    getPathsToWatch() {
      return [path.join(context.siteDir, 'openapi', '**', '*.yaml')];
    },
    async loadContent() {
      fs.mkdirSync(outDir, {recursive: true});
      // The description the reference was generated from (OPENAPI_URL or openapi/), never a second copy.
      const packed = packDescription(slimDescription((await buildDescription()).doc));
      fs.writeFileSync(path.join(outDir, 'description.json'), JSON.stringify(packed));
    },
    configureWebpack() {
      return {resolve: {alias: {'@simulator-description': outDir}}};
    },
  };
}
