/** Serves the production build on 127.0.0.1 for the e2e project. */
import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import type {TestProject} from 'vitest/node';
import {createStaticServer} from '../../../scripts/static-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
