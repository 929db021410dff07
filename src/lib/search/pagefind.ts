/**
 * The embedded search index (Pagefind), loaded on demand from /pagefind/ and
 * turned into the few shapes the UI renders.
 */
import {type IndexAnchor, pageText, type PageText, proseExcerpt, type TextSegment} from './excerpt';
import {canonicalResultUrl} from './resultUrl';
import {isSearchSection, SECTION_FILTER, type SearchSection} from './sections';

/** The fields of a Pagefind result the site uses (pagefind.js 1.x). */
export interface PagefindResultData {
  url: string;
  content: string;
  excerpt: string;
  meta: {title?: string; [key: string]: string | undefined};
  filters: Record<string, string[]>;
  anchors?: IndexAnchor[];
  weighted_locations?: {weight: number; balanced_score: number; location: number}[];
  locations?: number[];
  sub_results: {
    title: string;
    url: string;
    excerpt: string;
    anchor?: {element: string; id: string; text: string; location: number};
    locations?: number[];
  }[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  results: PagefindResult[];
  unfilteredResultCount: number;
  filters: Record<string, Record<string, number>>;
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string | null,
    options?: {filters?: Record<string, string | string[]>},
  ): Promise<PagefindSearchResponse | null>;
  preload(query: string): Promise<void>;
}

/** Raised when the index cannot be fetched (offline, blocked, missing build step). */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super('No se pudo cargar el índice de búsqueda.', {cause});
    this.name = 'SearchUnavailableError';
  }
}

/**
 * Favour exact words over stems and prefixes ("consentimiento" over "consent:read"):
 * measured on the realistic queries of tests/fixtures/search-queries.ts.
 */
export const SEARCH_RANKING = {termSimilarity: 2};

/** Results whose page data the search page loads at first (more on request). */
export const RESULTS_PER_PAGE = 10;

/**
 * The options the site gives Pagefind (pagefind.js 1.x), for a site served under `baseUrl`.
 * `worker`: search in Pagefind's web worker. The search page does, so that loading the index and
 * building excerpts leave a phone's main thread to the page while it starts; the modal does not:
 * its page is already idle, the index is small, and the worker script would add ~12 KB of gzipped
 * JS and a round trip before the first result.
 */
export function pagefindOptions(baseUrl = '/', {worker = false}: {worker?: boolean} = {}) {
  return {
    basePath: `${baseUrl}pagefind/`,
    baseUrl,
    excerptLength: 26,
    noWorker: !worker,
    ranking: SEARCH_RANKING,
  };
}

let loading: Promise<PagefindApi> | undefined;

/** Loads of pagefind.js that failed so far in this document (or worker): see pagefindScriptUrl. */
let failedLoads = 0;

/**
 * The URL to import pagefind.js from. A browser keeps a failed module import for the life of the document (the
 * HTML module map caches the failure), and a module that loaded but whose init() failed keeps its broken state:
 * after a failure, a retry imports the script under a new URL, so it is fetched and evaluated afresh.
 */
export function pagefindScriptUrl(basePath: string, failures = failedLoads): string {
  return `${basePath}pagefind.js${failures ? `?retry=${failures}` : ''}`;
}

/** Counts a failed load, so the next one imports pagefind.js afresh (pagefindScriptUrl). */
export function noteFailedPagefindLoad(): void {
  failedLoads++;
}

/**
 * Forgets the loaded Pagefind after a search that failed with it. Pagefind's init() can resolve while the index
 * files it fetches fail, and it keeps those failures: the next search loads the script afresh, so «Reintentar»
 * fetches the index again instead of asking the same broken instance.
 */
export function forgetPagefind(): void {
  loading = undefined;
  noteFailedPagefindLoad();
}

/**
 * Loads pagefind.js once. The import is left to the browser (not bundled): the
 * index is generated after the site build. A failed load can be retried.
 */
export function loadPagefind(baseUrl = '/'): Promise<PagefindApi> {
  loading ??= (takeBootedPagefind() ?? importPagefind(baseUrl)).catch((error: unknown) => {
    loading = undefined;
    noteFailedPagefindLoad();
    throw new SearchUnavailableError(error);
  });
  return loading;
}

/** Where the search page's boot script (./boot.ts) leaves the Pagefind it started loading. */
export const BOOT_GLOBAL = '__custodiaPagefind';

/** Whether the boot script has started Pagefind and no search took it over yet: a full load of the page with a query. */
export function pagefindBooted(): boolean {
  return typeof window !== 'undefined' && Boolean((window as unknown as Record<string, unknown>)[BOOT_GLOBAL]);
}

/** What the boot script started, taken once: after a failure, a retry starts afresh. */
function takeBootedPagefind(): Promise<PagefindApi> | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as Record<string, Promise<PagefindApi> | undefined>;
  const booted = holder[BOOT_GLOBAL];
  holder[BOOT_GLOBAL] = undefined;
  return booted;
}

async function importPagefind(baseUrl: string): Promise<PagefindApi> {
  const options = pagefindOptions(baseUrl);
  const api = (await import(/* webpackIgnore: true */ pagefindScriptUrl(options.basePath))) as PagefindApi;
  await api.options(options);
  await api.init();
  return api;
}

export interface SearchHitPart {
  url: string;
  /** Heading of the part, absent for the top of the page. */
  heading?: string;
  excerpt: TextSegment[];
}

export interface SearchHit {
  id: string;
  url: string;
  title: string;
  section?: SearchSection;
  excerpt: TextSegment[];
  /** Matching parts of the page, best first (the page top included when it matches). */
  parts: SearchHitPart[];
}

/** The headings that open a sub-result, as pagefind.js picks them (`calculate_sub_results`). */
function headingAnchors(anchors: IndexAnchor[]): IndexAnchor[] {
  return anchors.filter((a) => /h\d/i.test(a.element) && /\S/.test(a.text)).sort((a, b) => a.location - b.location);
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** How many words the page text starts with that are its title (the H1 comes first and carries no anchor). */
function titleWords(text: PageText, title: string): number {
  const words = title.split(/\s+/).filter(Boolean);
  const bare = (word = '') => word.replace(/[.:]$/, '');
  return words.every((word, i) => bare(text.words[i]) === bare(word)) ? words.length : 0;
}

export function toSearchHit(id: string, data: PagefindResultData): SearchHit {
  const url = canonicalResultUrl(data.url);
  const title = data.meta.title?.trim() || url;
  const section = data.filters[SECTION_FILTER]?.find(isSearchSection);
  const text = pageText(data.content, data.anchors);
  const headings = headingAnchors(data.anchors ?? []);
  const end = text.words.length;
  const topWords = titleWords(text, title);
  const parts = data.sub_results.map((sub) => {
    const anchor = sub.anchor && headings.find((h) => h.location === sub.anchor!.location);
    const next = headings.find((h) => h.location > (anchor?.location ?? -1));
    const region = anchor
      ? {from: anchor.location, to: next?.location ?? end, headingWords: wordCount(anchor.text)}
      : {from: 0, to: headings[0]?.location ?? end, headingWords: topWords};
    return {
      url: canonicalResultUrl(sub.url),
      heading: sub.anchor ? sub.title : undefined,
      excerpt: proseExcerpt(text, {...region, locations: sub.locations ?? []}),
      hits: sub.locations?.length ?? 0,
    };
  });
  parts.sort((a, b) => b.hits - a.hits);
  return {
    id,
    url,
    title,
    ...(section ? {section} : {}),
    excerpt: proseExcerpt(text, {from: 0, to: end, headingWords: topWords, locations: data.locations ?? []}),
    parts: parts.map(({hits: _hits, ...part}) => part),
  };
}

export interface SearchOutcome {
  query: string;
  section?: SearchSection;
  total: number;
  hits: SearchHit[];
  /** Results not loaded yet, for "more results". */
  pending: PagefindResult[];
  /** The query with its typos corrected, when the results are those of the correction. */
  correction?: string;
  /** Words of the query that are in no page: the results are those of the other words, if it has any. */
  unknown?: string[];
  /** The query without its unknown words, offered as another search when nothing matches. */
  fallback?: string;
}

export async function loadHits(results: PagefindResult[]): Promise<SearchHit[]> {
  return Promise.all(results.map(async (r) => toSearchHit(r.id, await r.data())));
}
