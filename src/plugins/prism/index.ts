/**
 * Local plugin: code highlighting costs the browser nothing until a code block needs it.
 *
 * - Prism (prism-react-renderer and the extra languages of config/prism.ts) is highlighted into the
 *   HTML on the server, and the browser loads it on demand (src/lib/prism/client.ts). The classic
 *   theme registers the extra languages from a client module, which would put Prism in main.js; this
 *   plugin swaps that module for an empty one, and on the server build swaps src/lib/prism/client.ts
 *   for src/lib/prism/server.ts, which loads Prism with the bundle.
 * - The token colours are a stylesheet per colour mode generated from config/prism.ts (codeThemeCss),
 *   so code blocks need no re-render when the mode is dark (src/theme/CodeBlock).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss} from '../../../config/prism';

/** The theme's client module, as .docusaurus/client-modules.js requires it (an absolute path). */
export const THEME_PRISM_CLIENT_MODULE =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
/** Our browser-side loader, as components import it. */
export const PRISM_CLIENT_MODULE = /[\\/]src[\\/]lib[\\/]prism[\\/]client(\.ts)?$/;

export default function prismOnDemandPlugin(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'custodia-prism', 'code-theme.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, codeThemeCss());
  return {
    name: 'custodia-prism-on-demand',
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, path.resolve(__dirname, 'emptyClientModule.js')),
          ...(isServer
            ? [
                new NormalModuleReplacementPlugin(
                  PRISM_CLIENT_MODULE,
                  path.resolve(__dirname, '../../lib/prism/server.ts'),
                ),
              ]
            : []),
        ],
      };
    },
  };
}
