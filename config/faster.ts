/**
 * Docusaurus's build speed-ups (`future.faster`): all of them but Rspack's persistent cache.
 */
import type {Config} from '@docusaurus/types';

type Faster = Exclude<NonNullable<Config['future']>['faster'], boolean | undefined>;

/**
 * The persistent cache only pays off when node_modules/.cache/ outlives a build, and the site is built from cold
 * (CI, a fresh clone, npm run bench:scale). From cold it costs time and memory, growing with the site: Rspack
 * keeps the cache's snapshot of every module in memory and writes it out. Measured with npm run bench:scale on
 * 2 cores, with the API reference ten times larger (1,255 pages): bundling 80.6 → 32.1 s, peak memory of the
 * build 8.10 → 5.48 GB (the peak moves from bundling to page rendering). 1× (211 pages), builds alternated under
 * a load average of 2 to 7: peak memory 2.08 and 1.98 GB with it, 1.51 to 1.63 GB without; wall time 29.3 and
 * 70.8 s with it, 38.3 to 40.9 s without (no measurable difference at that load). A second build in the same
 * folder is slower without it: it has nothing to reuse.
 */
export const faster: Faster = {
  swcJsLoader: true,
  swcJsMinimizer: true,
  swcHtmlMinimizer: true,
  lightningCssMinimizer: true,
  mdxCrossCompilerCache: true,
  rspackBundler: true,
  rspackPersistentCache: false,
  ssgWorkerThreads: true,
  gitEagerVcs: true,
};
