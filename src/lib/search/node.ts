/**
 * The site's search run in Node over a production build, for the search evaluation (scripts/search-eval) and the
 * MCP server (scripts/mcp.ts): the build's own pagefind.js, its fetches answered from <build>/pagefind/, told the
 * page language (es) that a browser reads from <html lang>, and the vocabulary the search UI loads beside the
 * index. Both tools then call the same `searchIndex` and «Preguntar» retrieval as the site. Never imported by pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {pagefindOptions, type PagefindApi} from './pagefind';
import {loadVocabulary, type Vocabulary} from './vocabulary';

/** Where the index is fetched from, as on the site (baseUrl `/`). */
export const NODE_PAGEFIND_BASE = pagefindOptions('/').basePath;

export interface BuildSearch {
  api: PagefindApi;
  vocabulary: Vocabulary | null;
}

const loaded = new Map<string, Promise<BuildSearch>>();

/** Loads the index of `buildDir` once per folder; rejects with a Spanish message when the build has none. */
export function loadBuildSearch(buildDir = 'build'): Promise<BuildSearch> {
  const root = path.resolve(buildDir);
  let loading = loaded.get(root);
  if (!loading) {
    loading = (async () => {
      const entry = path.join(root, 'pagefind', 'pagefind.js');
      if (!fs.existsSync(entry)) {
        throw new Error(`no hay índice de búsqueda en ${path.dirname(entry)}: ejecuta "npm run build"`);
      }
      const nativeFetch = globalThis.fetch;
      globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!url.startsWith(NODE_PAGEFIND_BASE)) return nativeFetch(input, init);
        const file = path.resolve(root, decodeURIComponent(url.split('?')[0]).slice(1));
        if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return new Response(null, {status: 404});
        return new Response(fs.readFileSync(file), {
          headers: {'content-type': file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream'},
        });
      };
      const api = (await import(pathToFileURL(entry).href)) as PagefindApi & {init(language?: string): Promise<void>};
      await api.options(pagefindOptions('/'));
      await api.init('es');
      return {api, vocabulary: await loadVocabulary(NODE_PAGEFIND_BASE)};
    })();
    loading.catch(() => loaded.delete(root));
    loaded.set(root, loading);
  }
  return loading;
}
