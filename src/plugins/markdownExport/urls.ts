/** Where a page's Markdown copy lives: its URL plus `.md` (`/docs.md` for `/docs`, `/index.md` for `/`). */

/** The path of a page's Markdown copy: `/docs/api/intro` → `/docs/api/intro.md`, `/` → `/index.md`. */
export function markdownPath(pagePath: string): string {
  const clean = pagePath.replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}

/** The built file of a page's Markdown copy, relative to the output directory. */
export function markdownFile(pagePath: string): string {
  return markdownPath(pagePath).slice(1);
}

/** Pages that have a Markdown copy: the home page and the docs (not /search, not static files). */
function isPage(pathname: string): boolean {
  return pathname === '/' || pathname === '/docs' || (pathname.startsWith('/docs/') && !/\.[a-z0-9]+$/i.test(pathname));
}

/**
 * A link as an assistant needs it: absolute, and to the Markdown copy when it points to a page of
 * the site. Links elsewhere (other hosts, mailto:) stay as they are.
 */
export function markdownUrl(url: string, site: string): string {
  // `pathname:///x` is Docusaurus's way to link a static file from Markdown without a route check.
  let rest = url.replace(/^pathname:\/\//, '');
  if (rest.startsWith(site + '/') || rest === site) rest = rest.slice(site.length) || '/';
  if (!rest.startsWith('/') || rest.startsWith('//')) return rest;
  const match = rest.match(/^([^?#]*)([?#].*)?$/);
  const pathname = match?.[1] || '/';
  const suffix = match?.[2] ?? '';
  const normalised = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  if (!isPage(normalised) || pathname.endsWith('.md')) return site + rest;
  return site + markdownPath(normalised) + suffix;
}
