/**
 * A static host that serves the build's files as they are (GitHub Pages, S3, Netlify): `/x.html` and
 * `/x/index.html` are answered with the file, never redirected; a folder gets its index.html, `/x` gets x.html
 * when there is one, and anything else the 404 page with status 404.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll} from 'vitest';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export async function startPlainHost(
  dir = process.env.SITE_BUILD_DIR ?? 'build',
): Promise<{url: string; close: () => Promise<void>}> {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    const base = path.join(root, path.normalize(decodeURIComponent(pathname)));
    const file = [base, path.join(base, 'index.html'), `${base}.html`].find((f) => f.startsWith(root) && isFile(f));
    const served = file ?? path.join(root, '404.html');
    res.writeHead(file ? 200 : 404, {'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream'});
    res.end(fs.readFileSync(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

/** Starts a plain host for the spec file (beforeAll) and stops it (afterAll); the getter gives its base URL. */
export function usePlainHost(): () => string {
  let host: Awaited<ReturnType<typeof startPlainHost>> | undefined;
  beforeAll(async () => {
    host = await startPlainHost();
  });
  afterAll(async () => {
    await host?.close();
  });
  return () => {
    if (!host) throw new Error('plain host not started');
    return host.url;
  };
}
