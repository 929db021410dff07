#!/usr/bin/env node
// Usage: node scripts/csp-hashes.mjs [--dir build] [--write|--check deploy/csp.conf] [--connect-src https://host]…
// Computes the Content-Security-Policy the built site needs: the sha256 of every inline
// <script> Docusaurus writes into build/**/*.html (colour mode and announcement bar on
// every page, the base-URL banner on the home page), plus the hosts of the search mode
// the build was made with. Without options it prints the hashes and the policy;
// --write writes the nginx snippet deploy/nginx.conf includes; --check exits with 1 when
// that snippet is not the one this build needs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {htmlFiles} from '../src/buildOutput/index.mjs';
import {cliArgs} from './args.mjs';

/** MIME types a browser runs as classic scripts (HTML spec), plus `module`. */
const JS_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function attribute(attrs, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attrs);
  if (!match) return undefined;
  return match[2] ?? match[3] ?? match[4] ?? '';
}

/**
 * Inline scripts the browser executes. JSON-LD and other data blocks are not run,
 * so CSP does not apply to them.
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (attribute(attrs, 'src') !== undefined) continue;
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    // The HTML parser turns CRLF and CR into LF before the script text exists.
    scripts.push(body.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

export function sha256(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Every inline-script hash of the build, with the pages that carry it. */
export function scanBuild(dir) {
  const hashes = new Map();
  const files = htmlFiles(dir).sort();
  for (const file of files) {
    for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) {
      const hash = sha256(script);
      const entry = hashes.get(hash) ?? {pages: [], sample: script.slice(0, 80)};
      entry.pages.push(path.relative(dir, file));
      hashes.set(hash, entry);
    }
  }
  return {pageCount: files.length, hashes};
}

/**
 * Extra hosts for the search mode baked into the build (siteConfig.customFields and
 * themeConfig are serialised into the main bundle).
 */
export function searchHosts(dir) {
  const jsDir = path.join(dir, 'assets', 'js');
  const main = fs.existsSync(jsDir) ? fs.readdirSync(jsDir).filter((f) => /^main\.[0-9a-f]+\.js$/.test(f)) : [];
  const code = main.map((f) => fs.readFileSync(path.join(jsDir, f), 'utf8')).join('\n');
  const connect = [];
  if (/searchMode["']?\s*:\s*["']algolia["']/.test(code)) {
    // DocSearch queries {appId}-dsn.algolia.net and {appId}-N.algolianet.com, and sends
    // click and conversion events (insights: true) to insights[.region].algolia.io.
    connect.push('https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io');
    if (/askAi["']?:\{[^}]*assistantId/.test(code)) connect.push('https://askai.algolia.com');
  }
  // The "ask" mode's own chat endpoint (customFields.askAi, ASK_AI_ENDPOINT at build time).
  const endpoint = /askAi["']?:\{[^}]*\bendpoint["']?:["'](https?:[^"']+)["']/.exec(code);
  if (endpoint) connect.push(new URL(endpoint[1]).origin);
  return connect;
}

/**
 * The policy. Styles keep 'unsafe-inline': the server-rendered HTML has style
 * attributes (the icon sprite's `display: none`, the base-URL banner) and Mermaid
 * writes a <style> element into every SVG it renders; hashes cannot cover attributes
 * without 'unsafe-hashes', and inline CSS cannot run script. 'wasm-unsafe-eval' lets
 * Pagefind compile its WebAssembly; it does not allow eval() or new Function().
 */
export function buildPolicy({scriptHashes, connectSrc = []}) {
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...[...scriptHashes].sort()]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // CSS icons (Infima's carets, the DocSearch logo) are data: SVGs.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connectSrc]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function nginxSnippet(policy, {hashes}) {
  const lines = [
    '# Generated by scripts/csp-hashes.mjs from build/: do not edit by hand.',
    '# Inline scripts allowed by hash:',
    ...[...hashes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([hash, {sample}]) => `#   ${hash} ${sample.slice(0, 50).replace(/\n/g, ' ')}…`),
    `add_header Content-Security-Policy "${policy}" always;`,
    '',
  ];
  return lines.join('\n');
}

export function policyForBuild(dir, {connectSrc = []} = {}) {
  const scan = scanBuild(dir);
  const policy = buildPolicy({scriptHashes: scan.hashes.keys(), connectSrc: [...searchHosts(dir), ...connectSrc]});
  return {scan, policy, snippet: nginxSnippet(policy, scan)};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {option, options} = cliArgs();
  const connectSrc = options('connect-src').map((url) => new URL(url).origin);
  const dir = option('dir', 'build');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No hay un sitio compilado en ${dir}/: ejecuta "npm run build" primero.`);
    process.exit(1);
  }
  const {scan, policy, snippet} = policyForBuild(dir, {connectSrc});
  const write = option('write');
  const check = option('check');
  if (write) {
    fs.writeFileSync(write, snippet);
    console.log(`${write}: ${scan.hashes.size} hashes de scripts en línea (${scan.pageCount} páginas).`);
  } else if (check) {
    const current = fs.existsSync(check) ? fs.readFileSync(check, 'utf8') : '';
    const line = (text) => text.split('\n').find((l) => l.startsWith('add_header Content-Security-Policy'));
    if (line(current) !== line(snippet)) {
      console.error(
        `${check} no corresponde a ${dir}/. Política necesaria:\n${policy}\n` +
          `Regenérala con: node scripts/csp-hashes.mjs --dir ${dir} --write ${check}`,
      );
      process.exit(1);
    }
    console.log(`${check} corresponde a ${dir}/.`);
  } else {
    for (const [hash, {pages, sample}] of scan.hashes) {
      console.log(`${hash}  ${pages.length}/${scan.pageCount} páginas  ${sample}…`);
    }
    console.log(`\nContent-Security-Policy: ${policy}`);
  }
}
