/** `/a/b.html` and `/a/b/index.html` name the same page as `/a/b`. */
export function stripHtmlSuffix(pathname: string): string {
  if (pathname.endsWith('/index.html')) {
    const dir = pathname.slice(0, -'index.html'.length);
    return dir === '/' ? '/' : dir.replace(/\/$/, '');
  }
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return pathname;
}

/**
 * The one URL path of a page, for `<link rel="canonical">` and the sitemap: no `.html`, no
 * `index.html` and no trailing slash (`/docs/` and folder index pages are served as `/docs`),
 * except the home page, `/`.
 */
export function canonicalPath(pathname: string): string {
  const clean = stripHtmlSuffix(pathname);
  return clean === '/' ? '/' : clean.replace(/\/+$/, '') || '/';
}
