import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Two projects: `unit` (fast, Node) and `e2e` (real Chromium through playwright-core
 * against the production build served on 127.0.0.1; see tests/e2e/setup/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // Site modules import through the Docusaurus aliases; units get the site root and a Translate stand-in.
        resolve: {
          alias: {
            '@site/': root,
            '@docusaurus/Translate': `${root}tests/unit/support/translate.ts`,
          },
        },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/setup/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
