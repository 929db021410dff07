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
