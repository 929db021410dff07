/**
 * Local plugin: Prism (prism-react-renderer and the extra languages of config/prism.ts, ~35 KB of
 * gzipped JavaScript) loads with the code blocks instead of with every page.
 *
 * The classic theme registers the extra languages from a client module, which puts Prism in main.js:
 * the home page and /search download and run it with no code block to highlight. This plugin swaps that
 * client module for an empty one, and src/theme/CodeBlock registers the languages instead (see
 * src/lib/prismLanguages.ts), so Prism goes to the chunk of the pages that show code.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme's client module, as .docusaurus/client-modules.js requires it (an absolute path). */
export const THEME_PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'custodia-prism-on-demand',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            THEME_PRISM_CLIENT_MODULE,
            path.resolve(__dirname, 'emptyClientModule.js'),
          ),
        ],
      };
    },
  };
}
