/**
 * Runs deploy/nginx.conf with Debian's nginx (installed by scripts/ensure-nginx.sh) on the
 * production build: clean URLs, redirects, the 404 page, compression, caching, security
 * headers, and a Content-Security-Policy the site runs under in Chromium.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fileOfUrl} from '../../src/buildOutput/index.mjs';
import {policyForBuild} from '../../scripts/csp-hashes.mjs';
import {drawDiagrams, openPage, useBrowser, waitForHydration} from './setup/browser';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const BUILD = path.resolve('build');
const SNIPPETS = ['security-headers.conf', 'csp.conf', 'brotli.conf'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /frame-ancestors 'none'/,
  'strict-transport-security': /^max-age=63072000; includeSubDomains; preload$/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
};
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

/** deploy/nginx.conf with its `listen` and `root` pointed at the test's port and build/. */
function serverBlock(port: number): string {
  const source = fs.readFileSync('deploy/nginx.conf', 'utf8');
  const listens = source.match(/^[ \t]*listen\s[^;]*;\n/gm) ?? [];
  const roots = source.match(/^[ \t]*root\s[^;]*;/gm) ?? [];
  if (listens.length === 0 || roots.length !== 1) {
    throw new Error('deploy/nginx.conf debe tener al menos un "listen" y un solo "root": la prueba los reemplaza.');
  }
  let first = true;
  return source
    .replace(/^([ \t]*)listen\s[^;]*;\n/gm, (_line, indent: string) => {
      const line = first ? `${indent}listen 127.0.0.1:${port};\n` : '';
      first = false;
      return line;
    })
    .replace(/^([ \t]*)root\s[^;]*;/m, (_line, indent: string) => `${indent}root ${BUILD};`);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

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

describe('nginx with deploy/nginx.conf', () => {
  let nginx: ChildProcess | undefined;
  let prefix: string | undefined;
  let base = '';
  let output = '';

  beforeAll(async () => {
    if (!fs.existsSync(NGINX) || !fs.existsSync(BROTLI_MODULE)) {
      throw new Error(
        `Falta nginx (${NGINX}) o su módulo brotli (${BROTLI_MODULE}): ejecuta "bash scripts/ensure-nginx.sh" ` +
          '(sudo apt-get install -y nginx libnginx-mod-http-brotli-filter) o define NGINX_PATH.',
      );
    }
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-nginx-'));
    // Workers drop root to nobody when the test runs as root: let them in.
    fs.chmodSync(prefix, 0o755);
    const conf = path.join(prefix, 'conf');
    fs.mkdirSync(path.join(conf, 'snippets/custodia-docs'), {recursive: true});
    fs.mkdirSync(path.join(prefix, 'logs'));
    fs.mkdirSync(path.join(prefix, 'temp'));
    const port = await freePort();
    fs.copyFileSync('deploy/nginx.test.conf', path.join(conf, 'nginx.test.conf'));
    fs.writeFileSync(path.join(conf, 'nginx.conf'), serverBlock(port));
    for (const snippet of SNIPPETS) {
      fs.copyFileSync(path.join('deploy', snippet), path.join(conf, 'snippets/custodia-docs', snippet));
    }

    base = `http://127.0.0.1:${port}`;
    const child = spawn(NGINX, ['-p', `${prefix}/`, '-c', path.join(conf, 'nginx.test.conf')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx = child;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const log = path.join(prefix, 'logs/error.log');
        const errors = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
        throw new Error(`nginx terminó al arrancar:\n${output}${errors}`);
      }
      try {
        await fetch(`${base}/`, {method: 'HEAD'});
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx no responde en ${base}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    const child = nginx;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (prefix) fs.rmSync(prefix, {recursive: true, force: true});
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
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as {cspViolations: string[]}).cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
        );
      });
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
      const violations = await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
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
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as {cspViolations: string[]}).cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
        );
      });
      await page.goto('/docs/api/resources/create-consent-template');
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Pruébalo'}).click();
      await page.getByLabel('Cuerpo (JSON)').fill('{"title": "", "locale": "es", "data_uses": []}');
      await page.getByTestId('try-problems').getByText('locale').waitFor();
      await page.getByRole('button', {name: 'Enviar'}).click();
      await page.getByTestId('try-status').waitFor();
      expect(await page.getByTestId('try-status').textContent()).toBe('Estado 422');
      const violations = await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
      const refused = consoleMessages.filter(({text}) => /Content Security Policy|Refused to/i.test(text));
      await context.close();
      expect(violations).toEqual([]);
      expect(refused).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});
