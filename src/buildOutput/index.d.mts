/** Types of index.mjs: what a production build writes (URL ↔ HTML file, route → JavaScript chunks). */
import type {RouteConfig} from 'react-router-config';

export interface ClientManifest {
  assets: Record<string, {js?: {file: string}[]}>;
  origins: Record<string, string[]>;
}

/** A route of .docusaurus/routes.js with its key in routesChunkNames.json (`${path}-${hash}`). */
export interface KeyedRoute extends Omit<RouteConfig, 'routes'> {
  chunkKey?: string;
  routes?: KeyedRoute[];
}

export function htmlFiles(outDir: string, options?: {exclude?: string[]}): string[];
export function urlOfFile(outDir: string, file: string, baseUrl?: string): string;
export function rewriteFile(file: string, update: (text: string) => string): Promise<boolean>;
export function fileOfUrl(outDir: string, pathname: string): string | undefined;
export function parseRoutesModule(source: string): KeyedRoute[];
export function routeChunkResolver(input: {
  routes: KeyedRoute[];
  routesChunkNames: Record<string, unknown>;
  manifest: ClientManifest;
}): (pathname: string) => string[];
export function readRouteChunks(generatedFilesDir: string): Promise<(pathname: string) => string[]>;

/** A chunk group of the client build (what an `import()` loads) as AsyncImportsRecorder writes it. */
export interface RecordedChunkGroup {
  key: string;
  /** The `import()`s that load it: the calling source file (relative to the site) and the request. */
  origins: {from: string; request: string}[];
  /** Its files, relative to the output folder. */
  files: string[];
  /** Keys of the groups its modules import. */
  children: string[];
}

export const ASYNC_IMPORTS_FILE: string;
export class AsyncImportsRecorder {
  constructor(generatedFilesDir: string);
  apply(compiler: unknown): void;
}
export function asyncImportResolver(record: RecordedChunkGroup[]): (from: string, request: string) => string[];
export function readAsyncImports(generatedFilesDir: string): Promise<(from: string, request: string) => string[]>;
