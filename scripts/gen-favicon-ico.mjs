#!/usr/bin/env node
// Usage: node scripts/gen-favicon-ico.mjs
// Writes static/favicon.ico from static/img/favicon.svg (16, 32 and 48 px PNGs in an ICO container): browsers ask
// for /favicon.ico on their own (Chromium does on some navigations even when the page names an SVG icon), and a
// 404 there is an error in the reader's console. Run it again when the SVG changes; the file is committed.
import fs from 'node:fs';
import {chromium} from 'playwright-core';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './scripts/chromium.mjs';
const svg = fs.readFileSync('static/img/favicon.svg', 'utf8');
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
const pngs = [];
for (const size of [16, 32, 48]) {
  const page = await browser.newPage({viewport: {width: size, height: size}});
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  pngs.push([size, await page.screenshot({omitBackground: true})]);
}
await browser.close();
// The ICO container with PNG images: 6-byte header, 16-byte entry per image, then the PNG data.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = 6 + 16 * pngs.length;
const entries = [];
for (const [size, png] of pngs) {
  const e = Buffer.alloc(16);
  e.writeUInt8(size % 256, 0);
  e.writeUInt8(size % 256, 1);
  e.writeUInt16LE(1, 4);
  e.writeUInt16LE(32, 6);
  e.writeUInt32LE(png.length, 8);
  e.writeUInt32LE(offset, 12);
  offset += png.length;
  entries.push(e);
}
fs.writeFileSync('static/favicon.ico', Buffer.concat([header, ...entries, ...pngs.map(([, p]) => p)]));
