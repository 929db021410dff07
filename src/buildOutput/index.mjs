/**
 * What a production build writes, in one place: which HTML file of the output folder answers which URL, and
 * which JavaScript chunks a route loads before React hydrates it (from the files Docusaurus generates in
 * .docusaurus/: routes.js, routesChunkNames.json and client-manifest.json). Used by the local plugins, the
 * scripts and the tests. Plain JavaScript with types in index.d.mts, so `node scripts/*.mjs` imports it as is.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as reactRouterConfig from 'react-router-config';

// Node loads the package's CommonJS build (its exports under `default`, which its ESM loader cannot see by
// name); Vite, in the tests, loads its ES module build (named exports, no default).
const {matchRoutes} = reactRouterConfig.default ?? reactRouterConfig;

/** Every HTML file under the output folder (absolute paths), except those under `exclude` folders. */
export function htmlFiles(outDir, {exclude = []} = {}) {
  const skipped = exclude.map((dir) => path.resolve(outDir, dir) + path.sep);
  return fs
    .readdirSync(outDir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skipped.some((dir) => file.startsWith(dir)));
}

/**
 * The URL path a built HTML file answers. Docusaurus writes the route `/docs/x` as `docs/x/index.html` and a
 * route that ends in `.html` (the `/404.html` page) as that file: "docs/x/index.html" → "/docs/x",
 * "index.html" → "/", "404.html" → "/404.html".
 */
export function urlOfFile(outDir, file, baseUrl = '/') {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const page = relative === 'index.html' ? '' : relative.replace(/\/index\.html$/, '');
  return `${baseUrl}${page}`;
}

/**
 * Rewrites a built file with `update(text)`, written aside and renamed into place: several postBuild plugins run
 * at once (the search index reads every page while others add tags), so a reader never sees a half-written file.
 * Returns whether the file changed.
 */
export async function rewriteFile(file, update) {
  const text = await fs.promises.readFile(file, 'utf8');
  const updated = update(text);
  if (updated === text) return false;
  await fs.promises.writeFile(`${file}.tmp`, updated);
  await fs.promises.rename(`${file}.tmp`, file);
  return true;
}

/**
 * The HTML file that answers a URL path (`/docs/x`, `/docs/x/`, `/404.html`; decoded, without query), or
 * undefined when the build has none: `docs/x/index.html`, else `docs/x.html`.
 */
export function fileOfUrl(outDir, pathname) {
  const clean = pathname.replace(/\/+$/, '');
  const candidates = [path.join(outDir, clean, 'index.html'), path.join(outDir, `${clean}.html`)];
  if (clean.endsWith('.html')) candidates.unshift(path.join(outDir, clean));
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * The route tree of .docusaurus/routes.js, with each route's chunk key (`${path}-${hash}`, as
 * routesChunkNames.json spells it) in place of its component.
 * The file is an ES module that imports React and ComponentCreator and exports an array literal of plain
 * objects whose `component` is a `ComponentCreator(path, hash)` call. Evaluating that array with a
 * ComponentCreator that only records its arguments is the one way to read it that does not depend on how the
 * literal is formatted (a parser for it would be a dependency for one file). It runs in a `node:vm` context of
 * its own (no access to this process) rather than being imported, because the file imports modules that exist
 * only inside the webpack build. It is a file the same build generated, never outside input.
 */
export function parseRoutesModule(source) {
  const body = source.replace(/^\s*import\s[^;]*;\s*$/gm, '').replace(/\bexport\s+default\b/, 'return');
  const componentCreator = (routePath, hash) => ({chunkKey: hash ? `${routePath}-${hash}` : undefined});
  const routes = vm.runInNewContext(`(function () {\n${body}\n})()`, {ComponentCreator: componentCreator, React: {}});
  const keyed = (list) =>
    list.map(({routes: children, ...route}) => ({
      ...route,
      chunkKey: route.component?.chunkKey,
      ...(children ? {routes: keyed(children)} : {}),
    }));
  return keyed(routes);
}

/** Every chunk name in a route's entry of routesChunkNames.json (the values are nested objects). */
function chunkNamesOf(entry) {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

/**
 * Build-time lookup: page path → the chunk files (relative to the output folder) the route loads before it
 * hydrates, layouts first, each with the chunks the bundler loads alongside it (client-manifest.json `origins`).
 */
export function routeChunkResolver({routes, routesChunkNames, manifest}) {
  // Chunk ids by name: rspack names a chunk's file after its webpackChunkName ("aef901ed.127df082.js").
  const idByName = new Map();
  for (const [id, asset] of Object.entries(manifest.assets)) {
    for (const {file} of asset.js ?? []) idByName.set(file.split('/').pop().split('.')[0], id);
  }
  const filesOfChunk = (name) => {
    const id = idByName.get(name);
    if (id === undefined) return []; // bundled with main.js (the site config, for one)
    const group = manifest.origins[name] ?? manifest.origins[id] ?? [id];
    return group.flatMap((sibling) => (manifest.assets[sibling]?.js ?? []).map((js) => js.file));
  };
  return (pathname) => {
    const files = matchRoutes(routes, pathname)
      .map(({route}) => route.chunkKey)
      .filter((key) => key !== undefined)
      .flatMap((key) => chunkNamesOf(routesChunkNames[key]))
      .flatMap(filesOfChunk);
    return [...new Set(files)];
  };
}

/** The resolver of the build whose generated files are in `generatedFilesDir` (normally .docusaurus/). */
export async function readRouteChunks(generatedFilesDir) {
  const read = (name) => fs.promises.readFile(path.join(generatedFilesDir, name), 'utf8');
  const [routes, names, manifest] = await Promise.all([
    read('routes.js'),
    read('routesChunkNames.json'),
    read('client-manifest.json'),
  ]);
  return routeChunkResolver({
    routes: parseRoutesModule(routes),
    routesChunkNames: JSON.parse(names),
    manifest: JSON.parse(manifest),
  });
}

/** File, in the generated folder, where the client build records its on-demand imports (see AsyncImportsRecorder). */
export const ASYNC_IMPORTS_FILE = 'async-imports.json';

/**
 * Bundler plugin (client build): records every chunk group an `import()` creates: the imports that create it (the
 * calling source file and the request), the files of its chunks and the groups its own modules import, in
 * `${generatedFilesDir}/async-imports.json`. client-manifest.json says which chunks a route loads, not which ones
 * an `import()` loads; this is what lets a script measure what a component downloads when the reader opens it.
 */
export class AsyncImportsRecorder {
  constructor(generatedFilesDir) {
    this.file = path.join(generatedFilesDir, ASYNC_IMPORTS_FILE);
  }

  apply(compiler) {
    compiler.hooks.emit.tap('AsyncImportsRecorder', (compilation) => {
      // The bundler's objects are rebuilt on each access, so a group is known by its chunks and origins.
      const keyOf = (group) =>
        JSON.stringify([
          group.chunks.map((chunk) => chunk.id).sort(),
          group.origins.map((origin) => [origin.module?.nameForCondition() ?? '', origin.request ?? '']),
        ]);
      const record = compilation.chunkGroups
        .filter((group) => !group.isInitial())
        .map((group) => ({
          key: keyOf(group),
          origins: group.origins
            .filter((origin) => origin.module && origin.request)
            .map((origin) => ({
              from: path.relative(compiler.context, origin.module.nameForCondition() ?? ''),
              request: origin.request,
            })),
          files: group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => /\.(js|json)$/.test(file))),
          children: group.childrenIterable.map(keyOf),
        }));
      fs.mkdirSync(path.dirname(this.file), {recursive: true});
      fs.writeFileSync(this.file, JSON.stringify(record));
    });
  }
}

/**
 * Build-time lookup: the chunk files (relative to the output folder) that an `import(request)` written in the
 * source file `from` (relative to the site, "src/components/X/index.tsx") downloads, with those of every
 * `import()` in the modules it brings, recursively: everything opening the component can fetch.
 * Throws when the build has no such import, so a renamed module cannot make a measure silently zero.
 */
export function asyncImportResolver(record) {
  const byKey = new Map(record.map((group) => [group.key, group]));
  return (from, request) => {
    const start = record.filter((group) => group.origins.some((o) => o.from === from && o.request === request));
    if (!start.length) throw new Error(`La compilación no tiene import('${request}') en ${from}`);
    const reached = new Set(start);
    for (const group of reached) {
      for (const key of group.children) {
        const child = byKey.get(key);
        if (child) reached.add(child);
      }
    }
    return [...new Set([...reached].flatMap((group) => group.files))].sort();
  };
}
/** The resolver of the build whose generated files are in `generatedFilesDir`. */
export async function readAsyncImports(generatedFilesDir) {
  const file = path.join(generatedFilesDir, ASYNC_IMPORTS_FILE);
  if (!fs.existsSync(file))
    throw new Error(`No está ${file}: la compilación es anterior a su registro; vuelve a compilar.`);
  return asyncImportResolver(JSON.parse(await fs.promises.readFile(file, 'utf8')));
}
