import {externalUrlPattern} from '@site/config/links';

/**
 * Hosted search (DocSearch) returns absolute URLs. Results on other Custodia sites
 * (`externalUrlPattern`) keep their full URL; the rest become site-relative paths,
 * keeping query and hash, so the router navigates without a full page load.
 */
export function rewriteSearchResultUrl(url: string, external: RegExp = externalUrlPattern): string {
  if (external.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://site.invalid');
  } catch {
    return url;
  }
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The DocSearch `transformItems` option built on the rule above. */
export function transformSearchItems<T extends {url: string}>(items: T[]): T[] {
  return items.map((item) => ({...item, url: rewriteSearchResultUrl(item.url)}));
}
