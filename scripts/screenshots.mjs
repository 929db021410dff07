#!/usr/bin/env node
// Usage: node scripts/screenshots.mjs [--dir build] [--out reports/screenshots]   (npm run screenshots, after a build)
// Screenshots of one page of each type (home, guide, quickstart, operation, schema, user guide, search, 404) at a
// desktop (1280×900) and a phone (390×844) width, in light and dark, full page, served the way production serves
// them. For comparing a design change: run it on the build before and after, and look at the two folders side by
// side (file names are `<page>-<width>-<mode>.png`).
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {cliArgs} from './args.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';
import {createStaticServer} from './static-server.mjs';

const PAGES = {
  home: '/',
  guide: '/docs/integration-guide/consent/consent-capture',
  quickstart: '/docs/integration-guide/consent/quickstart',
  operation: '/docs/api/resources/create-consent-template',
  schema: '/docs/api/resources/schemas/consenttemplate',
  'user-guide': '/docs/user-guide/passkeys',
  search: '/search?q=consentimiento',
  'not-found': '/esta-pagina-no-existe',
};
const VIEWPORTS = {desktop: {width: 1280, height: 900}, phone: {width: 390, height: 844}};
const MODES = ['light', 'dark'];

const {option} = cliArgs();
const dir = option('dir', 'build');
const out = option('out', 'reports/screenshots');
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`No hay un sitio compilado en ${dir}/: ejecuta "npm run build" primero.`);
  process.exit(1);
}
fs.mkdirSync(out, {recursive: true});

const server = createStaticServer({dir});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true});
try {
  for (const [name, url] of Object.entries(PAGES)) {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      for (const colorScheme of MODES) {
        const context = await browser.newContext({viewport, colorScheme, deviceScaleFactor: 1});
        const page = await context.newPage();
        await page.goto(base + url, {waitUntil: 'networkidle'});
        // Fonts and lazy images settle before the picture is taken, so two runs compare the page, not its timing.
        await page.evaluate(() => globalThis.document.fonts.ready);
        const file = path.join(out, `${name}-${width}-${colorScheme}.png`);
        await page.screenshot({path: file, fullPage: true});
        await context.close();
        console.log(file);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
