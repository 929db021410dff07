/**
 * Which JavaScript chunks each page of the build needs before React can hydrate it, from the files
 * Docusaurus generates: .docusaurus/routes.js (the route tree), routesChunkNames.json (the chunk names
 * of each route) and client-manifest.json (the files of each chunk and the chunks loaded with it).
 */
import vm from 'node:vm';
import {matchRoutes, type RouteConfig} from 'react-router-config';

export interface ClientManifest {
  assets: Record<string, {js?: {file: string}[]}>;
  origins: Record<string, string[]>;
}

/** Route keys as routesChunkNames.json spells them: `${path}-${hash}`. */
interface KeyedRoute extends Omit<RouteConfig, 'routes'> {
  chunkKey?: string;
  routes?: KeyedRoute[];
}

/**
 * The route tree of .docusaurus/routes.js, with each route's chunk key in place of its component:
 * the file is evaluated in a context of its own (no access to this process) with a ComponentCreator
 * that only records its arguments.
 */
export function parseRoutesModule(source: string): KeyedRoute[] {
  const body = source
    .replace(/^\s*import\s[^;]*;\s*$/gm, '')
    .replace(/\bexport\s+default\b/, 'return');
  const componentCreator = (routePath: string, hash?: string) => ({routeKey: hash ? `${routePath}-${hash}` : undefined});
  const routes = vm.runInNewContext(`(function () {\n${body}\n})()`, {ComponentCreator: componentCreator, React: {}}) as RouteConfig[];
  const keyed = (list: RouteConfig[]): KeyedRoute[] =>
    list.map(({routes: children, ...route}) => ({
      ...route,
      chunkKey: (route.component as unknown as {routeKey?: string}).routeKey,
      ...(children ? {routes: keyed(children)} : {}),
    }));
  return keyed(routes);
}

/** Every chunk name in a route's entry of routesChunkNames.json (the values are nested objects). */
function chunkNamesOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

/** Build-time lookup: page path → the chunk files (relative to the output folder) to load with it. */
export function routeChunkResolver({
  routes,
  routesChunkNames,
  manifest,
}: {
  routes: KeyedRoute[];
  routesChunkNames: Record<string, unknown>;
  manifest: ClientManifest;
}): (pathname: string) => string[] {
  // Chunk ids by name: rspack names a chunk's file after its webpackChunkName ("aef901ed.127df082.js").
  const idByName = new Map<string, string>();
  for (const [id, asset] of Object.entries(manifest.assets)) {
    for (const {file} of asset.js ?? []) idByName.set(file.split('/').pop()!.split('.')[0], id);
  }
  const filesOfChunk = (name: string): string[] => {
    const id = idByName.get(name);
    if (id === undefined) return []; // bundled with main.js (the site config, for one)
    const group = manifest.origins[name] ?? manifest.origins[id] ?? [id];
    return group.flatMap((sibling) => (manifest.assets[sibling]?.js ?? []).map((js) => js.file));
  };
  return (pathname) => {
    const files = matchRoutes(routes as RouteConfig[], pathname)
      .map(({route}) => (route as KeyedRoute).chunkKey)
      .filter((key): key is string => key !== undefined)
      .flatMap((key) => chunkNamesOf(routesChunkNames[key]))
      .flatMap(filesOfChunk);
    return [...new Set(files)];
  };
}

/**
 * Adds a deferred <script> for each chunk right after the page's main.js, as Docusaurus's own template
 * does for the bundles it can resolve. After main.js, not before: the webpack runtime that main.js
 * starts adopts a <script> already in the page for the chunk it loads (same src), so each chunk is
 * fetched once, in parallel with main.js instead of after it; and if one fails, the runtime is already
 * listening and reports it (src/clientModules/chunkLoadRecovery.ts offers «Reintentar»).
 */
export function addChunkScripts(html: string, srcs: string[], file: string): string {
  const mainScripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?[^"'\s>]*\/assets\/js\/main\.[^"'\s>]*["']?[^>]*><\/script>/g)];
  const main = mainScripts.at(-1);
  if (!main || main.index === undefined) {
    throw new Error(`[route-chunks] ${file}: no se encontró el <script> de main.js donde agregar los fragmentos de la ruta`);
  }
  const missing = srcs.filter((src) => !html.includes(`src=${src} `) && !html.includes(`src="${src}"`));
  if (!missing.length) return html;
  const at = main.index + main[0].length;
  return html.slice(0, at) + missing.map((src) => `<script src="${src}" defer></script>`).join('') + html.slice(at);
}
