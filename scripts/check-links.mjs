#!/usr/bin/env node
// Usage: node scripts/check-links.mjs [--dir build] [--concurrency 8]   (npm run check:links)
// Link integrity of a production build: crawls it from `/` with linkinator (LinkChecker), following every
// internal link, script, stylesheet and image, and checks every `#fragment` against the ids of its target page.
// Links to the site's own public URL (canonical, og:url, hreflang) are checked against the served build;
// every other host is listed but never fetched. The test suite checks links in its crawl (tests/e2e/site-crawl.spec.ts);
// tests/unit/check-links-script.test.ts checks this script on a fixture site.
//
// Why a second anchor pass: linkinator's `checkFragments` validates same-page fragments, and cross-page
// ones only when the link is found before its target page has been fetched (it validates fragments while
// fetching the target and caches the URL without its fragment). In a crawl most targets are fetched early
// (navbar, sidebar), so a broken `/docs/x#missing` found later went unnoticed. The pass below reads each
// crawled page once and checks every fragment link of the site against the ids of its target.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {LinkChecker, LinkState} from 'linkinator';
import {cliArgs} from './args.mjs';

const ENTITIES = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};
const decodeEntities = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? m;
  });

/**
 * The `id`s (and legacy `<a name>`s) of an HTML page, and its `href`s, read from its tags.
 * @param {string} html
 * @returns {{ids: Set<string>, hrefs: string[]}}
 */
export function parseHtml(html) {
  /** @type {Set<string>} */
  const ids = new Set();
  /** @type {string[]} */
  const hrefs = [];
  // Script and style bodies are not markup; code samples have their `<` escaped, so every tag below is real.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  for (const tag of markup.matchAll(/<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    const name = tag[1].toLowerCase();
    for (const attr of tag[2].matchAll(/([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      const key = attr[1].toLowerCase();
      const value = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? '');
      if (key === 'id' && value) ids.add(value);
      else if (key === 'name' && name === 'a' && value) ids.add(value);
      else if (key === 'href' && (name === 'a' || name === 'area')) hrefs.push(value);
    }
  }
  return {ids, hrefs};
}

/** The page's own public URL, from the canonical link of its home page (Docusaurus writes `url` there). */
async function siteUrlOf(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const canonical = html.match(/<link\b[^>]*\brel=(?:"canonical"|canonical)[^>]*>/i)?.[0];
  const href = canonical?.match(/\bhref=(?:"([^"]*)"|([^\s>]+))/i);
  return href ? new URL(href[1] ?? href[2]).origin : undefined;
}

/**
 * Crawls the site served at `baseUrl` and returns what it found. `siteUrl` is the site's public origin
 * (links to it are checked against `baseUrl`); by default it is read from the home page's canonical link.
 */
export async function checkLinks({baseUrl, siteUrl, concurrency = 8}) {
  const base = baseUrl.replace(/\/$/, '');
  const site = siteUrl ?? (await siteUrlOf(base));
  /** @type {Map<string, number>} */
  const external = new Map();
  /** @type {Set<string>} */
  const pages = new Set();
  const checker = new LinkChecker();
  checker.on('pagestart', (url) => pages.add(String(url)));
  const isInternal = (url) => url === base || url.startsWith(`${base}/`);
  const crawl = await checker.check({
    path: `${base}/`,
    recurse: true,
    checkFragments: true,
    // Our server answers clean URLs (`/docs/x`); without this linkinator resolves `#x` against `/docs/x/`.
    cleanUrls: true,
    concurrency,
    timeout: 30_000,
    redirects: 'allow',
    ...(site
      ? {
          urlRewriteExpressions: [
            {pattern: new RegExp(`^${site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=/|$)`), replacement: base},
          ],
        }
      : {}),
    linksToSkip: async (url) => {
      if (isInternal(url)) return false;
      external.set(url, (external.get(url) ?? 0) + 1);
      return true;
    },
  });

  const fragmentError = (l) =>
    (l.failureDetails ?? []).some((d) => d instanceof Error && /^Fragment identifier/.test(d.message));
  const brokenLinks = crawl.links.filter((l) => l.state === LinkState.BROKEN);
  // linkinator also reports a broken URL whose error page is HTML (our 404.html) as its own parent: that
  // copy names no page with the link, so it is dropped when another entry does.
  const linkedFrom = (l) => l.parent && l.parent !== l.url;
  const broken = brokenLinks
    .filter((l) => linkedFrom(l) || !brokenLinks.some((other) => other.url === l.url && linkedFrom(other)))
    // Missing anchors are reported by the pass below, with the page that links to them (linkinator names the
    // page where it noticed, not always the one with the link).
    .filter((l) => !fragmentError(l))
    .map((l) => ({
      url: l.url,
      status: l.status ?? 0,
      parent: l.parent,
      reason:
        (l.failureDetails ?? []).map((d) => (d instanceof Error ? d.message : `HTTP ${d.status}`)).join('; ') ||
        `HTTP ${l.status}`,
    }));

  // Second anchor pass over every crawled HTML page.
  const htmlPages = new Map();
  const queue = [...pages].filter(isInternal);
  await Promise.all(
    Array.from({length: concurrency}, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await fetch(url);
        if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) continue;
        htmlPages.set(url.replace(/\/$/, '') || base, parseHtml(await response.text()));
      }
    }),
  );
  const seen = new Set();
  let anchors = 0;
  for (const [pageUrl, {hrefs}] of htmlPages) {
    for (const href of hrefs) {
      if (!href.includes('#')) continue;
      let target;
      try {
        target = new URL(href, `${pageUrl}`);
      } catch {
        continue;
      }
      const rewritten =
        site && target.origin === site ? new URL(target.pathname + target.search + target.hash, base) : target;
      if (!isInternal(rewritten.href.split('#')[0]) || rewritten.hash.length <= 1) continue;
      const fragment = decodeURIComponent(rewritten.hash.slice(1));
      const targetKey = `${rewritten.origin}${rewritten.pathname}`.replace(/\/$/, '') || base;
      const targetPage = htmlPages.get(targetKey);
      if (!targetPage) {
        // Not a page of the crawl: linkinator reports it if it is broken; an anchor on a non-HTML file is a mistake.
        if (!crawl.links.some((l) => l.url.split('#')[0] === targetKey && l.state === LinkState.BROKEN)) {
          broken.push({
            url: `${targetKey}#${fragment}`,
            status: 0,
            parent: pageUrl,
            reason: `#${fragment} apunta a ${rewritten.pathname}, que no es una página HTML del sitio`,
          });
        }
        continue;
      }
      anchors++;
      const key = `${targetKey}#${fragment}`;
      if (!targetPage.ids.has(fragment) && !seen.has(key)) {
        seen.add(key);
        broken.push({
          url: key,
          status: 200,
          parent: pageUrl,
          reason: `No existe el ancla #${fragment} en ${rewritten.pathname}`,
        });
      }
    }
  }

  const strip = (url) => (url?.startsWith(base) ? url.slice(base.length) || '/' : url);
  return {
    pages: [...htmlPages.keys()].map(strip).sort(),
    checked: crawl.links.filter((l) => l.state === LinkState.OK).length,
    anchors,
    broken: broken.map((b) => ({...b, url: strip(b.url), parent: strip(b.parent)})),
    external: [...external.keys()].sort(),
  };
}

export function formatReport(result) {
  const lines = [
    `Enlaces: ${result.pages.length} páginas HTML recorridas, ${result.checked} URL internas correctas, ${result.anchors} enlaces con ancla comprobados, ${result.broken.length} rotos; ${result.external.length} URL externas sin visitar.`,
  ];
  for (const b of result.broken) lines.push(`  ✗ ${b.url} (en ${b.parent}): ${b.reason}`);
  if (result.external.length) {
    lines.push('URL externas (no se visitan: no hay red):');
    for (const url of result.external) lines.push(`  ${url}`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {option} = cliArgs();
  const dir = path.resolve(option('dir', 'build'));
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No hay ${path.relative(process.cwd(), dir) || '.'}/index.html: ejecuta "npm run build" antes.`);
    process.exit(1);
  }
  const {createStaticServer} = await import('./static-server.mjs');
  const server = createStaticServer({dir});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const result = await checkLinks({
      baseUrl: `http://127.0.0.1:${server.address().port}`,
      concurrency: Number(option('concurrency', 8)),
    });
    console.log(formatReport(result));
    process.exitCode = result.broken.length ? 1 : 0;
  } finally {
    server.close();
  }
}
