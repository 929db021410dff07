/**
 * Local plugin: the HTML of the pages whose content the browser renders (the /search results) lists
 * the JavaScript chunks of their route, so the browser fetches them with main.js instead of discovering
 * them after main.js has downloaded and run: one round trip less before hydration, and before the
 * results (~0.2 s on a slow phone, Lighthouse's simulation). Docusaurus's template does this for the
 * bundles it resolves from its manifest, but with the Rspack build (future.faster) it resolves none.
 *
 * Only for those pages, measured: on a guide or an API page the text is in the HTML and is what the
 * reader waits for, and the dozen chunks of the docs layout would share the network with the stylesheet
 * it needs (Lighthouse mobile: simulated LCP of a guide 2.0 → 2.6 s with them listed).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {AsyncImportsRecorder, htmlFiles, readRouteChunks, rewriteFile, urlOfFile} from '../../buildOutput/index.mjs';
import {addChunkScripts} from './chunks';

export interface RouteChunksOptions {
  /** Paths (without base URL) of the pages whose HTML lists their route's chunks. */
  paths: string[];
}

export default function routeChunksPlugin(context: LoadContext, {paths}: RouteChunksOptions): Plugin {
  return {
    name: 'custodia-route-chunks',
    // The chunks each on-demand import() loads, for scripts/page-budgets.mjs (the console's download budget).
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new AsyncImportsRecorder(context.generatedFilesDir)]};
    },
    async postBuild({outDir, generatedFilesDir, baseUrl}) {
      const chunksFor = await readRouteChunks(generatedFilesDir);
      const wanted = new Set(paths.map((p) => `${baseUrl}${p.replace(/^\//, '')}`));
      const pages = htmlFiles(outDir)
        .map((file) => ({file, page: urlOfFile(outDir, file, baseUrl)}))
        .filter(({page}) => wanted.has(page));
      const missingPages = [...wanted].filter((page) => !pages.some((p) => p.page === page));
      if (missingPages.length) throw new Error(`[route-chunks] Sin página HTML para: ${missingPages.join(', ')}`);
      for (const {file, page} of pages) {
        const name = path.relative(outDir, file);
        const srcs = chunksFor(page).map((chunk) => `${baseUrl}${chunk}`);
        if (!srcs.length) throw new Error(`[route-chunks] ${name}: la ruta no tiene fragmentos propios`);
        await rewriteFile(file, (html) => addChunkScripts(html, srcs, name));
      }
    },
  };
}
