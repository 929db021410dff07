/**
 * One crawl of the production build (setup/crawl.ts): every required route, the home page, a search results page
 * and the 404 page are loaded once in Chromium, and each test below reads the records of that crawl — status and
 * content, head metadata for search engines and link previews, links and anchors, failed requests, axe in
 * light and in dark mode, and titles at a phone's width. Pages the routes link to but do not list (and the files they link to) are fetched over
 * HTTP only, to check the links that lead to them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {brand, links} from '../../config/links';
import {htmlFiles, urlOfFile} from '../../src/buildOutput/index.mjs';
import {parseHtml} from '../../scripts/check-links.mjs';
import {formatViolations} from './setup/axe';
import {baseUrl, useBrowser} from './setup/browser';
import {crawl, type Mode, type RouteRecord} from './setup/crawl';
import {parseHead, type Head} from './setup/head';
import {requiredRoutes} from './setup/routes';

const buildDir = process.env.SITE_BUILD_DIR ?? 'build';
const NOT_FOUND = '/docs/esta-pagina-no-existe';
const SEARCH = '/search?q=consentimiento';
const required = requiredRoutes();
/** The pages a reader or a search engine lands on: their head metadata is checked. */
const published = [...new Set(['/', ...required])];
const crawled = [...published, SEARCH, NOT_FOUND];

/** A page reached by a link but not in the crawl: fetched once over HTTP. */
interface Fetched {
  status: number;
  isHtml: boolean;
  ids: Set<string>;
  hrefs: string[];
}

let records: Map<string, RouteRecord>;
let heads: Map<string, Head>;
const fetched = new Map<string, Fetched>();

/** The path of a crawled route as links name it: no query, no trailing slash but for `/`. */
const pathOf = (route: string) => route.split('?')[0].replace(/(.)\/$/, '$1');

/** A page or file of the site by path: the crawl's record when it has one, otherwise one HTTP fetch. */
async function target(pathname: string): Promise<Fetched> {
  const key = pathOf(pathname);
  const record = records.get(key) ?? [...records.values()].find((r) => pathOf(r.route) === key);
  if (record && record.route !== NOT_FOUND) return {...record, isHtml: true};
  let page = fetched.get(key);
  if (!page) {
    const response = await fetch(baseUrl() + key, {redirect: 'manual'});
    const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
    const parsed = isHtml ? parseHtml(await response.text()) : {ids: new Set<string>(), hrefs: []};
    page = {status: response.status, isHtml, ...parsed};
    fetched.set(key, page);
  }
  return page;
}

/** An internal link of `from` as a URL of the served build, or undefined for another host or scheme. */
function internal(href: string, from: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(href, baseUrl() + pathOf(from));
  } catch {
    return undefined;
  }
  // The site's own public URL (canonical, og:url) is checked against the build, never fetched.
  if (url.origin === new URL(links.docsSite).origin) url = new URL(url.pathname + url.search + url.hash, baseUrl());
  return url.origin === new URL(baseUrl()).origin ? url : undefined;
}

/** Runs `check` on every published page and returns "route: problem" lines. */
function problems(check: (route: string, head: Head) => string | undefined | false): string[] {
  return published.flatMap((route) => {
    const problem = check(route, heads.get(route)!);
    return problem ? [`${route}: ${problem}`] : [];
  });
}

const isDoc = (route: string) => route.startsWith('/docs/');

describe('one crawl of the production build', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    records = await crawl(browser(), crawled);
    heads = new Map([...records].map(([route, record]) => [route, parseHead(record.html)]));
  }, 1_800_000);

  it('loads every route once: the 207 required routes, the home page, a search and the 404 page', () => {
    expect(required.length).toBe(207);
    expect([...records.keys()].sort()).toEqual([...crawled].sort());
  });

  it('every required route answers 200 with its own real page, and an unknown one answers 404', () => {
    const wrong = published.flatMap((route) => {
      const {status, html} = records.get(route)!;
      const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '';
      const lines: string[] = [];
      if (status !== 200) lines.push(`${route}: HTTP ${status}`);
      if (!title.trim() || /Página No Encontrada/.test(title)) lines.push(`${route}: título «${title}»`);
      if (/\b(STUB|TEMP|TODO|Lorem ipsum)\b/.test(html.replace(/<script[\s\S]*?<\/script>/g, ''))) {
        lines.push(`${route}: contenido provisional`);
      }
      if (/<p>:::[a-z]/.test(html)) lines.push(`${route}: admonición sin renderizar`);
      return lines;
    });
    expect(wrong).toEqual([]);
    expect(records.get(SEARCH)!.status).toBe(200);
    expect(records.get(NOT_FOUND)!.status).toBe(404);
    expect(heads.get(NOT_FOUND)!.title).toMatch(/^Página No Encontrada/);
  });

  it('no request of any page fails: scripts, styles, images and data all load', () => {
    const failed = crawled.flatMap((route) => records.get(route)!.failedRequests.map((r) => `${route}: ${r}`));
    expect(failed).toEqual([]);
  });

  describe('links and anchors', () => {
    it('every internal link of every crawled page leads to a page or file that answers 200, and every anchor to an id of its page', async () => {
      const broken = new Set<string>();
      let anchors = 0;
      for (const route of crawled) {
        const record = records.get(route)!;
        for (const href of record.hrefs) {
          const url = internal(href, route);
          if (!url) continue;
          const samePage = pathOf(url.pathname) === pathOf(route) && !url.search;
          const page = samePage ? record : await target(url.pathname);
          if (page.status !== 200 && !(samePage && route === NOT_FOUND)) {
            broken.add(`${href} (en ${route}): HTTP ${page.status}`);
            continue;
          }
          if (url.hash.length <= 1) continue;
          const fragment = decodeURIComponent(url.hash.slice(1));
          anchors++;
          if (!page.ids.has(fragment)) broken.add(`${href} (en ${route}): no existe el ancla #${fragment}`);
        }
      }
      expect([...broken]).toEqual([]);
      // Every heading permalink and table of contents is an anchor: a crawl that checked none did not look.
      expect(anchors).toBeGreaterThan(1000);
    });

    it('from the home page, links reach every generated API page and /search', async () => {
      const reached = new Set<string>(['/']);
      const queue = ['/'];
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const page = await target(route);
        if (page.status !== 200 || !page.isHtml) continue;
        for (const href of page.hrefs) {
          const url = internal(href, route);
          if (!url || /\.(md|txt|json|xml|ya?ml|svg|png|ico)$/.test(url.pathname)) continue;
          const next = pathOf(url.pathname);
          if (!reached.has(next)) {
            reached.add(next);
            queue.push(next);
          }
        }
      }
      const api = htmlFiles(path.join(buildDir, 'docs/api/resources'))
        .map((file) => urlOfFile(buildDir, file))
        .sort();
      expect(api.length).toBeGreaterThan(100);
      expect(api.filter((route) => !reached.has(pathOf(route)))).toEqual([]);
      expect(reached.has('/search')).toBe(true);
    });
  });

  describe('accessibility (axe, WCAG 2.0 and 2.1 A and AA)', () => {
    it('every page opens in the reader’s light mode', () => {
      expect(crawled.filter((route) => records.get(route)!.lightTheme !== 'light')).toEqual([]);
    });

    it.each<Mode>(['light', 'dark'])('no serious or critical violation on any page in %s mode', (mode) => {
      const byRoute = Object.fromEntries(crawled.map((route) => [route, records.get(route)!.violations[mode]]));
      expect(formatViolations(byRoute), `Violaciones graves o críticas en modo ${mode}`).toBe('');
    });
  });

  it('no title breaks inside a word at 390 px, on any page', () => {
    expect(crawled.filter((route) => records.get(route)!.phoneWidth !== 390)).toEqual([]);
    const broken = crawled.flatMap((route) => {
      const words = records.get(route)!.titleWordsBrokenOnPhone;
      return words.length ? [`${route}: ${words.join(', ')}`] : [];
    });
    expect(broken).toEqual([]);
  });

  describe('search engines and link previews', () => {
    it('every page is in Spanish (<html lang="es">)', () => {
      expect(problems((_, h) => h.lang !== 'es' && `lang=${h.lang}`)).toEqual([]);
    });

    it('every page has a meta description of 50 to 300 characters', () => {
      expect(
        problems((_, h) => {
          const d = h.meta('description')?.trim() ?? '';
          return (d.length < 50 || d.length > 300) && `${d.length} caracteres: «${d}»`;
        }),
      ).toEqual([]);
    });

    it('docs pages describe themselves instead of repeating the site tagline, and no two share a description', () => {
      expect(
        problems(
          (route, h) =>
            isDoc(route) && h.meta('description') === brand.tagline && 'la descripción es el lema del sitio',
        ),
      ).toEqual([]);
      const byDescription = new Map<string, string[]>();
      for (const route of published.filter(isDoc)) {
        const d = heads.get(route)!.meta('description') ?? '';
        byDescription.set(d, [...(byDescription.get(d) ?? []), route]);
      }
      expect([...byDescription].filter(([, r]) => r.length > 1).map(([d, r]) => `«${d}»: ${r.join(', ')}`)).toEqual([]);
    });

    it('the canonical URL and og:url of every page are the site URL plus its route', () => {
      expect(
        problems((route, h) => {
          if (h.canonical !== links.docsSite + route) return `canonical ${h.canonical}`;
          if (h.meta('og:url') !== links.docsSite + route) return `og:url ${h.meta('og:url')}`;
        }),
      ).toEqual([]);
    });

    it('every page has og:title, og:description and og:type, and a large-image Twitter card', () => {
      expect(
        problems((_, h) => {
          const missing = ['og:title', 'og:description', 'og:type'].filter((key) => !h.meta(key)?.trim());
          if (missing.length) return `falta ${missing.join(', ')}`;
          if (h.meta('twitter:card') !== 'summary_large_image') return `twitter:card ${h.meta('twitter:card')}`;
        }),
      ).toEqual([]);
    });

    it('og:image and twitter:image are absolute URLs of a file in the build', () => {
      expect(
        problems((_, h) => {
          for (const key of ['og:image', 'twitter:image']) {
            const url = h.meta(key);
            if (!url?.startsWith(`${links.docsSite}/`)) return `${key} ${url}`;
            if (!fs.existsSync(path.join(buildDir, new URL(url).pathname))) return `${key} ${url} no existe`;
          }
        }),
      ).toEqual([]);
    });

    it('the sitemap lists every required route and no /dogfooding page, and robots.txt points to it', async () => {
      const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
      const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
      expect(published.filter((route) => !listed.has(links.docsSite + route))).toEqual([]);
      expect([...listed].filter((url) => url.includes('/dogfooding'))).toEqual([]);
      const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
      expect(robots).toMatch(new RegExp(`^Sitemap: ${links.docsSite}/sitemap\\.xml$`, 'm'));
    });

    it('/favicon.ico, which browsers ask for on their own, is an icon and not the 404 page', async () => {
      const response = await fetch(`${baseUrl()}/favicon.ico`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/x-icon');
      // The ICO signature: reserved 0, type 1 (icon).
      expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);
    });
  });
});
