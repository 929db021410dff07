/**
 * The sections of the documentation as the search shows them. A page's section
 * comes from its URL, so the index filter and the UI always agree.
 */
export const searchSections = [
  {label: 'Integración', pathPrefix: '/docs/integration-guide/'},
  {label: 'API', pathPrefix: '/docs/api/'},
  {label: 'Usuario', pathPrefix: '/docs/user-guide/'},
] as const;

export type SearchSection = (typeof searchSections)[number]['label'];

/** The Pagefind filter that holds the section. */
export const SECTION_FILTER = 'section';

/** 'Integración', 'API' or 'Usuario' for a docs path (with or without base URL); undefined elsewhere. */
export function sectionForPath(pathname: string, baseUrl = '/'): SearchSection | undefined {
  const path = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return searchSections.find((s) => withSlash.startsWith(s.pathPrefix))?.label;
}

export function isSearchSection(value: unknown): value is SearchSection {
  return searchSections.some((s) => s.label === value);
}
