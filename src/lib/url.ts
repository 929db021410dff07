/** `/a/b.html` and `/a/b/index.html` name the same page as `/a/b`. */
export function stripHtmlSuffix(pathname: string): string {
  if (pathname.endsWith('/index.html')) {
    const dir = pathname.slice(0, -'index.html'.length);
    return dir === '/' ? '/' : dir.replace(/\/$/, '');
  }
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return pathname;
}
