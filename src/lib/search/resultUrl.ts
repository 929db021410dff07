/**
 * Pagefind names pages by their folder (`/docs/api/intro/`); the site's canonical
 * URLs have no trailing slash (`/docs/api/intro`), so links and shared URLs match the sitemap.
 */
export function canonicalResultUrl(url: string): string {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const [path, rest] = match ? [match[1], match[2]] : [url, ''];
  const clean = path.length > 1 ? path.replace(/\/index\.html$/, '').replace(/\/+$/, '') : path;
  return (clean || '/') + rest;
}
