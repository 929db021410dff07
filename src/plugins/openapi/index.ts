/**
 * Local plugin for the API reference, configured from config/openapi.ts (see README.md beside it):
 * - generates the pages when Docusaurus starts the plugin, and again under `docusaurus start` when a
 *   file of openapi/ changes;
 * - keeps the Markdown loader of the main docs instance out of the API reference's nested instance;
 * - keeps the API components in their own chunk, loaded only by API pages, instead of the
 *   `common` chunk every docs page downloads (they are used by more than half of the pages).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brand} from '../../../config/links';
import {API_DOCS_PATH, CHANGELOG_FEED_URL, openApiOptions, type OpenApiOptions} from '../../../config/openapi';
import type {ChangelogView} from '../../components/api/types';
import {changelogFeed} from './changelog';
import {ApiReferenceError} from './errors';
import {generateApiReference, summarize} from './generate';
import {buildDescription} from './buildDescription';
import {optionsFromEnv} from './load';

export type {OpenApiOptions};

/** The bundler configuration Docusaurus hands to `configureWebpack`, and one of its module rules. */
type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type ModuleRule = Extract<NonNullable<NonNullable<BundlerConfig['module']>['rules']>[number], object>;

/**
 * The API reference is a docs instance whose folder sits inside the main instance's (API_DOCS_PATH). Each
 * instance adds a Markdown loader rule for its folder, and the main one's covers the nested folder too, so
 * every API page would be compiled twice in a row (its `exclude` option drops pages, not the loader rule).
 * The rules of the folders that contain `nestedDir` skip it; the nested instance's own rule keeps it.
 */
export function excludeNestedDocs(config: BundlerConfig, nestedDir: string): void {
  const inside = (dir: string) => path.relative(dir, nestedDir) !== '' && !path.relative(dir, nestedDir).startsWith('..');
  for (const rule of (config.module?.rules ?? []) as (ModuleRule | false | null | undefined)[]) {
    if (!rule || !Array.isArray(rule.include) || !rule.include.some((dir) => typeof dir === 'string' && inside(dir))) continue;
    rule.exclude = [...(Array.isArray(rule.exclude) ? rule.exclude : rule.exclude ? [rule.exclude] : []), nestedDir + path.sep];
  }
}

/**
 * Async on purpose: Docusaurus awaits every plugin's constructor before it runs any `loadContent`, and
 * runs all the `loadContent`s in parallel. Generating here is the only point that is certain to finish
 * before the docs plugins read docs/ and their sidebars; generating in our own `loadContent` would race it.
 * A failure leaves the previous pages in place and throws the generator's one-line error, except in
 * `docusaurus build` (the only command that sets NODE_ENV=production before loading plugins): there
 * Docusaurus would wrap it in its own multi-line error and stack, so the plugin prints the line and stops.
 */
export default async function openApiPlugin(context: LoadContext, options: Partial<OpenApiOptions> = {}): Promise<Plugin> {
  const {source, watch, outputDir} = {...openApiOptions, ...options};
  let changelog: ChangelogView | undefined;
  const generate = async () => {
    const load = {file: path.resolve(context.siteDir, source), ...optionsFromEnv()};
    const result = await generateApiReference({
      ...load,
      // The build's one description: the simulator bundle and the Markdown copies read this same load.
      loaded: buildDescription(load),
      outDir: path.resolve(context.siteDir, outputDir),
      // Outside docs/, so the docs plugin's watcher never sees a half-written page.
      stagingRoot: context.siteDir,
    });
    changelog = result.changelog;
    console.log(summarize(result));
  };
  try {
    await generate();
  } catch (error) {
    if (!(error instanceof ApiReferenceError) || process.env.NODE_ENV !== 'production') throw error;
    console.error(`[ERROR] ${error.message}`);
    process.exit(1);
  }

  let loads = 0;
  return {
    name: 'custodia-openapi',

    getPathsToWatch() {
      return watch;
    },

    async loadContent() {
      // The first load follows the generation of the constructor: nothing new to read. Later loads are
      // `docusaurus start` reloading this plugin after a change to `watch`; the docs plugin then sees the
      // rewritten pages through its own watcher.
      if (loads++ === 0) return;
      await generate();
    },

    // The changelog's Atom feed: a file beside the changelog page, from the same data (changelog.ts).
    async postBuild({outDir}) {
      if (!changelog) return;
      const file = path.join(outDir, CHANGELOG_FEED_URL);
      await fs.mkdir(path.dirname(file), {recursive: true});
      const site = context.siteConfig.url.replace(/\/+$/, '');
      await fs.writeFile(file, changelogFeed(changelog, {site, title: `Registro de cambios de la API de ${brand.name}`, author: brand.name}));
    },

    configureWebpack(config, isServer) {
      excludeNestedDocs(config, path.resolve(context.siteDir, API_DOCS_PATH));
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // The «Pruébalo» and event buttons go with the API components that render them: used by more than
              // half of the pages, they would otherwise land in the `common` chunk every docs page loads. Their
              // consoles stay on-demand chunks of their own.
              apiReference: {
                test: /[\\/]src[\\/]components[\\/](api[\\/]|TryIt[\\/](index|Event)\.tsx$)/,
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
