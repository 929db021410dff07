/** Adds the <script> tags of a route's chunks to a built page (the chunks come from src/buildOutput). */

/**
 * Adds a deferred <script> for each chunk right after the page's main.js, as Docusaurus's own template
 * does for the bundles it can resolve. After main.js, not before: the webpack runtime that main.js
 * starts adopts a <script> already in the page for the chunk it loads (same src), so each chunk is
 * fetched once, in parallel with main.js instead of after it; and if one fails, the runtime is already
 * listening and reports it (src/clientModules/chunkLoadRecovery.ts offers «Reintentar»).
 */
export function addChunkScripts(html: string, srcs: string[], file: string): string {
  const mainScripts = [
    ...html.matchAll(/<script\b[^>]*\bsrc=["']?[^"'\s>]*\/assets\/js\/main\.[^"'\s>]*["']?[^>]*><\/script>/g),
  ];
  const main = mainScripts.at(-1);
  if (!main || main.index === undefined) {
    throw new Error(
      `[route-chunks] ${file}: no se encontró el <script> de main.js donde agregar los fragmentos de la ruta`,
    );
  }
  const missing = srcs.filter((src) => !html.includes(`src=${src} `) && !html.includes(`src="${src}"`));
  if (!missing.length) return html;
  const at = main.index + main[0].length;
  return html.slice(0, at) + missing.map((src) => `<script src="${src}" defer></script>`).join('') + html.slice(at);
}
