/**
 * Serves the production build on 127.0.0.1 for the e2e project, and starts the one Chromium every spec file
 * connects to (setup/browser.ts): a launch costs about a second of CPU, and there are some fifty spec files.
 */
import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import {chromium} from 'playwright-core';
import type {TestProject} from 'vitest/node';
import {createStaticServer} from '../../../scripts/static-server.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  // SITE_BUILD_DIR lets a second checkout or build be tested without touching build/.
  const dir = process.env.SITE_BUILD_DIR ?? 'build';
  if (!fs.existsSync(`${dir}/index.html`)) {
    throw new Error(`No hay ${dir}/: las pruebas e2e necesitan "npm run build" antes.`);
  }
  const server = createStaticServer({dir});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  const browser = await chromium.launchServer({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true});
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
