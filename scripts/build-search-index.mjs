#!/usr/bin/env node
// Usage: node scripts/build-search-index.mjs [--dir build] [--search-mode embedded|algolia]   (npm run build:search-index)
// Builds the embedded search index (Pagefind) of a production build into <dir>/pagefind/ (the work is in
// src/plugins/searchIndex/buildIndex.mjs). `docusaurus build` runs it at the end (src/plugins/searchIndex);
// run it alone to rebuild the index of an existing build. In hosted mode (Algolia DocSearch, read from the
// config of the last build unless --search-mode says it), no index is built.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {buildSearchIndex, failureLines, SearchIndexError} from '../src/plugins/searchIndex/buildIndex.mjs';
import {cliArgs} from './args.mjs';

const {option: arg} = cliArgs();

/** The search mode of the build that ran last, read from the config Docusaurus generated for it. */
async function builtSearchMode() {
  const generated = path.resolve('.docusaurus/docusaurus.config.mjs');
  if (!fs.existsSync(generated)) return 'embedded';
  const {default: siteConfig} = await import(pathToFileURL(generated).href);
  return siteConfig.customFields?.searchMode ?? 'embedded';
}

try {
  const searchMode = arg('search-mode') ?? (await builtSearchMode());
  console.log(await buildSearchIndex({outDir: path.resolve(arg('dir', 'build')), searchMode}));
} catch (error) {
  if (!(error instanceof SearchIndexError)) throw error;
  for (const line of failureLines(error)) console.error(line);
  process.exitCode = 1;
}
