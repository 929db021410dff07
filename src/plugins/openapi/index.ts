/**
 * Local plugin for the API reference. The pages themselves are generated when the config
 * loads (docusaurus.config.ts); this plugin adds what only a plugin can:
 * - under `docusaurus start`, regenerates the pages when a file of openapi/ changes;
 * - keeps the API components in their own chunk, loaded only by API pages, instead of the
 *   `common` chunk every docs page downloads (they are used by more than half of the pages).
 */
import type {Plugin} from '@docusaurus/types';
import {generateApiReference, summarize} from './generate';

export default function openApiPlugin(): Plugin {
  let loads = 0;
  return {
    name: 'custodia-openapi',

    getPathsToWatch() {
      return ['openapi/**/*.{yaml,yml,json}'];
    },

    async loadContent() {
      // The first load follows the generation done by the config: nothing new to read.
      if (loads++ === 0) return;
      console.log(summarize(await generateApiReference()));
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              apiReference: {
                test: /[\\/]src[\\/]components[\\/]api[\\/]/,
                name: 'api-reference',
                chunks: 'all',
                priority: 50,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
