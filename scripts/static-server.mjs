#!/usr/bin/env node
// Usage: node scripts/static-server.mjs [--dir build] [--host 127.0.0.1] [--port 3000]
// Serves the production build the way production does (see deploy/nginx.conf):
// clean URLs, `.html` and `/index.html` redirected to the clean path, the 404 page
// with status 404, gzip for text, immutable caching for hashed assets.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {fileOfUrl} from '../src/buildOutput/index.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

/** Maps a clean request path to a file of the build, or null. */
export function resolveFile(root, pathname) {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return null;
  try {
    if (fs.statSync(base).isFile()) return base;
  } catch {
    // not a file as named: a page's clean URL
  }
  return fileOfUrl(root, safe) ?? null;
}

/** `/a.html` → `/a`, `/a/index.html` → `/a`, `/index.html` → `/`; null when already clean. */
export function cleanRedirect(pathname) {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1');
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return null;
}

/**
 * Each file is compressed once: the end-to-end tests load hundreds of pages in fresh browser contexts (no HTTP
 * cache), and compressing the same scripts again for every one took a measurable share of the suite's CPU. The
 * key includes the file's size and modification time, so a rebuilt file is compressed anew.
 */
const compressed = new Map();
function gzipped(file, body) {
  const {mtimeMs, size} = fs.statSync(file);
  const key = `${file}|${mtimeMs}|${size}`;
  let gz = compressed.get(key);
  if (!gz) {
    gz = zlib.gzipSync(body);
    compressed.set(key, gz);
  }
  return gz;
}

export function createStaticServer({dir = 'build'} = {}) {
  const root = path.resolve(dir);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const redirect = cleanRedirect(url.pathname);
    if (redirect !== null) {
      res.writeHead(301, {Location: redirect + url.search});
      res.end();
      return;
    }
    let file = resolveFile(root, url.pathname);
    let status = 200;
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const ext = path.extname(file);
    const type = TYPES[ext] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      // Hashed names only: webpack assets and Pagefind's index chunks (pagefind.js and its wasm keep their names).
      'Cache-Control':
        file.includes(`${path.sep}assets${path.sep}`) || /\.pf_[a-z]+$/.test(file)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    let body;
    try {
      body = fs.readFileSync(file);
    } catch {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Not found');
      return;
    }
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipped(file, body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > -1 ? process.argv[i + 1] : fallback;
  };
  const dir = arg('dir', 'build');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No hay un sitio compilado en ${dir}/: ejecuta "npm run build" primero.`);
    process.exit(1);
  }
  const host = arg('host', '127.0.0.1');
  const port = Number(arg('port', '3000'));
  createStaticServer({dir}).listen(port, host, () => console.log(`Sitio servido en http://${host}:${port}/`));
}
