/**
 * Runs deploy/nginx.conf with Debian's nginx (installed by scripts/ensure-nginx.sh) on the
 * production build: clean URLs, redirects, the 404 page, compression, caching, security
 * headers, and a Content-Security-Policy the site runs under in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fileOfUrl} from '../../src/buildOutput/index.mjs';
import {policyForBuild} from '../../scripts/csp-hashes.mjs';
import {drawDiagrams, openPage, useBrowser, waitForHydration} from './setup/browser';
import {startNginx, type RunningNginx} from './setup/nginx';

const BUILD = path.resolve('build');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /frame-ancestors 'none'/,
  'strict-transport-security': /^max-age=63072000; includeSubDomains; preload$/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
};
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

/** Pages with a Mermaid diagram: Mermaid renders in the browser, so the source says which. */
function mermaidPage(): string {
  const folder = 'docs/integration-guide';
  const files = (fs.readdirSync(folder, {recursive: true}) as string[]).filter((f) => /\.mdx?$/.test(f)).sort();
  for (const file of files) {
    if (!fs.readFileSync(path.join(folder, file), 'utf8').includes('```mermaid')) continue;
    const route = `/${folder}/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
    if (fileOfUrl(BUILD, route)) return route;
  }
  throw new Error(`Ninguna página compilada de ${folder} tiene un diagrama Mermaid.`);
}

function apiResourcePage(): string | undefined {
  const folder = path.join(BUILD, 'docs/api/resources');
  if (!fs.existsSync(folder)) return undefined;
  const page = fs
    .readdirSync(folder)
    .sort()
    .find((name) => fileOfUrl(BUILD, `/docs/api/resources/${name}`));
  return page && `/docs/api/resources/${page}`;
}

function assetFile(folder: string, pattern: RegExp): string {
  const file = fs.readdirSync(path.join(BUILD, folder)).find((name) => pattern.test(name));
  if (!file) throw new Error(`No hay ${pattern} en build/${folder}.`);
  return `/${folder}/${file}`;
}

const hasPagefind = fs.existsSync(path.join(BUILD, 'pagefind/pagefind.js'));

/** Records the page's Content-Security-Policy violations from its first script on; call the result to read them. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

describe('nginx with deploy/nginx.conf', () => {
  let nginx: RunningNginx | undefined;
  let base = '';

  beforeAll(async () => {
    nginx = await startNginx();
    base = nginx.base;
  });

  afterAll(async () => {
    await nginx?.stop();
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${pathname}`, {redirect: 'manual', headers});

  it('uses the CSP that deploy/csp.conf holds for the inline scripts of this build', () => {
    const {snippet} = policyForBuild(BUILD);
    const header = (text: string) => text.split('\n').find((line) => line.startsWith('add_header'));
    expect(
      header(fs.readFileSync('deploy/csp.conf', 'utf8')),
      'deploy/csp.conf está desactualizado: node scripts/csp-hashes.mjs --write deploy/csp.conf',
    ).toBe(header(snippet));
  });

  it('serves clean URLs with 200', async () => {
    for (const pathname of ['/', '/docs/api/intro']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toMatch(/<html lang="?es"?[\s>]/);
    }
  });

  it('redirects …/index.html and ….html to the clean path with 301, keeping the query string', async () => {
    const cases: [string, string][] = [
      ['/docs/api/intro.html', '/docs/api/intro'],
      ['/docs/api/intro/index.html', '/docs/api/intro'],
      ['/docs/api/intro/index.html?tab=curl', '/docs/api/intro?tab=curl'],
      ['/index.html', '/'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location')!, base).href, from).toBe(`${base}${to}`);
    }
  });

  it('answers unknown paths, and the 404 page itself, with the Spanish 404 page and status 404', async () => {
    for (const pathname of ['/esta/ruta/no-existe', '/assets/js/no-existe.js', '/404.html']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('Página No Encontrada');
    }
  });

  it('compresses HTML, JavaScript and CSS with gzip, and with brotli when asked', async () => {
    const files = ['/', '/docs/api/intro', assetFile('assets/js', /^main\.[0-9a-f]+\.js$/)];
    for (const pathname of [...files, assetFile('assets/css', /\.css$/)]) {
      const gzip = await get(pathname, {'Accept-Encoding': 'gzip'});
      expect(gzip.headers.get('content-encoding'), pathname).toBe('gzip');
      expect(gzip.headers.get('vary')).toMatch(/Accept-Encoding/);
      const brotli = await get(pathname, {'Accept-Encoding': 'br, gzip'});
      expect(brotli.headers.get('content-encoding'), pathname).toBe('br');
      const plain = await get(pathname, {'Accept-Encoding': 'identity'});
      expect(plain.headers.get('content-encoding'), pathname).toBeNull();
    }
  });

  it('caches hashed assets for a year and has browsers revalidate HTML and unhashed files', async () => {
    const js = await get(assetFile('assets/js', /^main\.[0-9a-f]+\.js$/));
    expect(js.headers.get('cache-control')).toBe(IMMUTABLE);
    const css = await get(assetFile('assets/css', /\.css$/));
    expect(css.headers.get('cache-control')).toBe(IMMUTABLE);
    for (const pathname of ['/', '/docs/api/intro', '/sitemap.xml', '/esta/ruta/no-existe']) {
      expect((await get(pathname)).headers.get('cache-control'), pathname).toBe('no-cache');
    }
  });

  it.runIf(hasPagefind)('serves the search index: hashed chunks immutable and never recompressed', async () => {
    const meta = assetFile('pagefind', /^pagefind\..+\.pf_meta$/);
    const chunks = [meta, assetFile('pagefind/index', /\.pf_index$/), assetFile('pagefind/fragment', /\.pf_fragment$/)];
    for (const pathname of chunks) {
      const response = await get(pathname, {'Accept-Encoding': 'br, gzip'});
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('cache-control'), pathname).toBe(IMMUTABLE);
      expect(response.headers.get('content-encoding'), pathname).toBeNull();
    }
    for (const pathname of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
    }
  });

  it('sends every security header on HTML, assets, redirects and the 404 page', async () => {
    const policy = policyForBuild(BUILD).policy;
    const responses = {
      html: await get('/docs/api/intro'),
      script: await get(assetFile('assets/js', /^main\.[0-9a-f]+\.js$/)),
      image: await get('/img/favicon.svg'),
      redirect: await get('/docs/api/intro.html'),
      notFound: await get('/esta/ruta/no-existe'),
      ...(hasPagefind ? {searchChunk: await get(assetFile('pagefind', /\.pf_meta$/))} : {}),
    };
    for (const [kind, response] of Object.entries(responses)) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(name), `${kind}: ${name}`).toMatch(value);
      }
      const permissions = response.headers.get('permissions-policy') ?? '';
      for (const feature of DENIED_FEATURES) expect(permissions, kind).toContain(`${feature}=()`);
      expect(response.headers.get('content-security-policy'), kind).toBe(policy);
    }
  });

  describe('in Chromium', () => {
    const browser = useBrowser();
    const pages: {name: string; pathname: string; ready?: string; status?: number}[] = [
      {name: 'home page', pathname: '/'},
      {name: 'guide page with a Mermaid diagram', pathname: mermaidPage(), ready: '.docusaurus-mermaid-container svg'},
      ...(apiResourcePage() ? [{name: 'API reference page', pathname: apiResourcePage()!}] : []),
      ...(fs.existsSync(path.join(BUILD, 'search/index.html'))
        ? [{name: 'search page', pathname: '/search?q=consentimiento'}]
        : []),
      {name: '404 page', pathname: '/esta/ruta/no-existe', status: 404},
    ];

    it.each(pages)('loads the $name ($pathname) and hydrates with no CSP violation', async (target) => {
      const {pathname, ready, status} = target;
      const {page, context, consoleMessages, pageErrors} = await openPage(browser(), {baseURL: base});
      const cspViolations = await recordCspViolations(page);
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(status ?? 200);
      await waitForHydration(page);
      if (ready) {
        await drawDiagrams(page);
        await page.waitForSelector(ready, {timeout: 15_000});
      }
      if (pathname.startsWith('/search') && hasPagefind) {
        // Pagefind compiles WebAssembly, the one thing 'wasm-unsafe-eval' is there for.
        // A string, so that Vite leaves the browser's import() alone.
        const results = await page.evaluate<number>(`(async () => {
          const pagefind = await import('/pagefind/pagefind.js');
          await pagefind.init();
          return (await pagefind.search('consentimiento')).results.length;
        })()`);
        expect(results).toBeGreaterThan(0);
      }
      await page.waitForLoadState('networkidle');
      const violations = await cspViolations();
      const refused = consoleMessages.filter(({text}) =>
        /Content Security Policy|Refused to|Permissions-Policy/i.test(text),
      );
      await context.close();
      expect(violations).toEqual([]);
      expect(refused).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    it('runs the «Pruébalo» console (simulator and body validation) under the CSP', async () => {
      const {page, context, consoleMessages, pageErrors} = await openPage(browser(), {baseURL: base});
      const cspViolations = await recordCspViolations(page);
      await page.goto('/docs/api/resources/create-consent-template');
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Pruébalo'}).click();
      await page.getByLabel('Cuerpo (JSON)').fill('{"title": "", "locale": "es", "data_uses": []}');
      await page.getByTestId('try-problems').getByText('locale').waitFor();
      await page.getByRole('button', {name: 'Enviar'}).click();
      await page.getByTestId('try-status').waitFor();
      expect(await page.getByTestId('try-status').textContent()).toBe('Estado 422');
      const violations = await cspViolations();
      const refused = consoleMessages.filter(({text}) => /Content Security Policy|Refused to/i.test(text));
      await context.close();
      expect(violations).toEqual([]);
      expect(refused).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});
