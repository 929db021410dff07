/**
 * Search engines and link previews, over HTTP only: every required route and the home page
 * carry their own description, a canonical URL, Open Graph and Twitter card metadata and
 * `lang="es"`; the sitemap lists every required route and robots.txt points to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {brand, links} from '../../config/links';
import {baseUrl} from './setup/browser';
import {requiredRoutes} from './setup/routes';

const routes = [...new Set(['/', ...requiredRoutes()])];
const buildDir = process.env.SITE_BUILD_DIR ?? 'build';

interface Head {
  lang: string | null;
  meta: (key: string) => string | null;
  canonical: string | null;
}

const heads = new Map<string, Head>();

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};
const decodeEntities = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? m;
  });

/** The attributes of one start tag; the HTML is minified, so values may be unquoted. */
function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.replace(/^<\w+|\/?>$/g, '').matchAll(/([^\s=/>]+)(?:=("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
    const raw = (m[2] ?? '').replace(/^(["'])([\s\S]*)\1$/, '$2');
    attrs[m[1].toLowerCase()] = decodeEntities(raw);
  }
  return attrs;
}

/** Only `<html>` and the tags of `<head>` are read. */
function parseHead(html: string): Head {
  const head = html.match(/<head\b[^>]*>[\s\S]*?<\/head>/)?.[0] ?? '';
  const tags = (name: string) =>
    [...head.matchAll(new RegExp(`<${name}\\b(?:[^>"']|"[^"]*"|'[^']*')*>`, 'g'))].map((m) => attributes(m[0]));
  const metas = tags('meta');
  return {
    lang: attributes(html.match(/<html\b[^>]*>/)?.[0] ?? '<html>').lang ?? null,
    meta: (key) => metas.find((m) => m.name === key || m.property === key)?.content ?? null,
    canonical: tags('link').find((l) => l.rel === 'canonical')?.href ?? null,
  };
}

/** Runs `check` on every page and returns "route: problem" lines. */
function problems(check: (route: string, head: Head) => string | undefined | false): string[] {
  return routes.flatMap((route) => {
    const problem = check(route, heads.get(route)!);
    return problem ? [`${route}: ${problem}`] : [];
  });
}

const isDoc = (route: string) => route.startsWith('/docs/');

beforeAll(async () => {
  const queue = [...routes];
  const worker = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      const response = await fetch(baseUrl() + route);
      if (response.status !== 200) throw new Error(`${route}: HTTP ${response.status}`);
      heads.set(route, parseHead(await response.text()));
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
});

describe('SEO and sharing metadata', () => {
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

  it('docs pages describe themselves instead of repeating the site tagline', () => {
    expect(
      problems(
        (route, h) => isDoc(route) && h.meta('description') === brand.tagline && 'la descripción es el lema del sitio',
      ),
    ).toEqual([]);
  });

  it('no two docs pages share a description', () => {
    const byDescription = new Map<string, string[]>();
    for (const route of routes.filter(isDoc)) {
      const d = heads.get(route)!.meta('description') ?? '';
      byDescription.set(d, [...(byDescription.get(d) ?? []), route]);
    }
    expect([...byDescription].filter(([, r]) => r.length > 1).map(([d, r]) => `«${d}»: ${r.join(', ')}`)).toEqual([]);
  });

  it('the canonical URL of every page is the site URL plus its route', () => {
    expect(problems((route, h) => h.canonical !== links.docsSite + route && `canonical ${h.canonical}`)).toEqual([]);
  });

  it('every page has og:title, og:description, og:type and og:url', () => {
    expect(
      problems((route, h) => {
        const missing = ['og:title', 'og:description', 'og:type'].filter((key) => !h.meta(key)?.trim());
        if (missing.length) return `falta ${missing.join(', ')}`;
        if (h.meta('og:url') !== links.docsSite + route) return `og:url ${h.meta('og:url')}`;
      }),
    ).toEqual([]);
  });

  it('og:image and twitter:image are absolute URLs of a file in the build', () => {
    expect(
      problems((_, h) => {
        for (const key of ['og:image', 'twitter:image']) {
          const url = h.meta(key);
          if (!url?.startsWith(`${links.docsSite}/`)) return `${key} ${url}`;
          const file = path.join(buildDir, new URL(url).pathname);
          if (!fs.existsSync(file)) return `${key} ${url} no existe en ${buildDir}`;
        }
      }),
    ).toEqual([]);
  });

  it('every page asks for a large-image Twitter card', () => {
    expect(
      problems((_, h) => h.meta('twitter:card') !== 'summary_large_image' && `twitter:card ${h.meta('twitter:card')}`),
    ).toEqual([]);
  });

  it('the sitemap lists every required route and no /dogfooding page', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(routes.filter((route) => !listed.has(links.docsSite + route))).toEqual([]);
    expect([...listed].filter((url) => url.includes('/dogfooding'))).toEqual([]);
  });

  it('robots.txt points to the sitemap', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(new RegExp(`^Sitemap: ${links.docsSite}/sitemap\\.xml$`, 'm'));
  });
});
