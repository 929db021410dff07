/**
 * Local plugin: builds the embedded search index (Pagefind, build/pagefind/) after `docusaurus build`, so the
 * build alone produces the whole site. In hosted mode (Algolia DocSearch) no index is built.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchMode} from '../../../config/search';

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const script = path.join(context.siteDir, 'scripts/build-search-index.mjs');
  return {
    name: 'custodia-search-index',
    async postBuild({outDir, siteConfig}) {
      const searchMode: SearchMode = siteConfig.customFields?.searchMode === 'algolia' ? 'algolia' : 'embedded';
      // In its own Node process: Pagefind is an ES module only, and Docusaurus loads plugins through a loader
      // that turns every import into a require() (ERR_PACKAGE_PATH_NOT_EXPORTED). The script prints the
      // summary line, or the failure lines; a failure stops the build with them, not wrapped in a stack.
      const code = await new Promise<number>((resolve, reject) => {
        const child = spawn(process.execPath, [script, '--dir', outDir, '--search-mode', searchMode], {
          cwd: context.siteDir,
          stdio: 'inherit',
        });
        child.on('error', reject);
        child.on('close', (exitCode) => resolve(exitCode ?? 1));
      });
      if (code !== 0) process.exit(code);
    },
  };
}
