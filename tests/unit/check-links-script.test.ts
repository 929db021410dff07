/**
 * scripts/check-links.mjs (`npm run check:links`: linkinator plus a full anchor pass) on a fixture site. The suite's
 * own link check of the build is part of the one crawl (site-crawl.spec.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkLinks} from '../../scripts/check-links.mjs';
import {createStaticServer} from '../../scripts/static-server.mjs';

describe('the link check itself', () => {
  let dir: string;
  let server: ReturnType<typeof createStaticServer>;
  let site: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-fixture-'));
    const page = (body: string) =>
      `<!doctype html><html lang="es"><head><title>x</title></head><body>${body}</body></html>`;
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      page('<a href="/a">A</a> <a href="/b">B</a> <a href="https://example.invalid/x">fuera</a>'),
    );
    fs.mkdirSync(path.join(dir, 'a'));
    // Minified like Docusaurus's HTML: unquoted attributes, an accented id.
    fs.writeFileSync(
      path.join(dir, 'a', 'index.html'),
      page('<h2 id=cómo-funciona>Cómo funciona</h2><a href=#cómo-funciona class=hash-link>#</a>'),
    );
    fs.writeFileSync(
      path.join(dir, 'b.html'),
      page(
        '<a href="/a#c%C3%B3mo-funciona">bien</a> <a href="/a#no-existe">ancla rota</a> <a href="/no-existe">página rota</a> <a href="#arriba">rota aquí</a>',
      ),
    );
    // Like Docusaurus's 404 page, served under every broken URL: its skip link points back to that URL.
    fs.writeFileSync(
      path.join(dir, '404.html'),
      page('<a href="#contenido">Saltar</a><main id=contenido><a href="/">Inicio</a></main>'),
    );
    server = createStaticServer({dir});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('reports a missing page, a missing anchor on an already crawled page and one on the same page, naming the page with the link', async () => {
    const result = await checkLinks({baseUrl: site, siteUrl: 'https://docs.example.invalid', concurrency: 2});
    const broken = result.broken.map((b) => `${b.url} <- ${b.parent}`).sort();
    expect(broken).toEqual(['/a#no-existe <- /b', '/b#arriba <- /b', '/no-existe <- /b']);
    expect(result.external).toEqual(['https://example.invalid/x']);
  });
});
