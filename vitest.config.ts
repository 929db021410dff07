import path from 'node:path';
import {defineConfig} from 'vitest/config';

/**
 * Four projects, in two tiers (scripts/test.sh): `unit` (Node, no build, no browser: `npm run test:quick`), and
 * for `npm run test:site`, `build` (fixture sites built with the real build rules), `tools` (outside tools that start
 * their own processes on the description: Spectral, and newman running the published collection against the
 * simulator) and `e2e` (real Chromium through playwright-core against the production build served on 127.0.0.1;
 * see tests/e2e/setup/).
 */
export default defineConfig({
  // tsconfig keeps JSX as is for Docusaurus; tests compile it with the automatic runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: {
      '@docusaurus/Translate': path.resolve(__dirname, 'tests/unit/mocks/translate.tsx'),
      '@site': path.resolve(__dirname),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Files share their worker's module cache (the OpenAPI loader, the simulator, cspell's dictionaries): 65 → 32 s
          // of CPU. A file that changes a global or process.env puts it back in afterAll/afterEach.
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'tools',
          include: ['tests/tools/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          // Spec files share their worker's module cache (playwright-core, the search engine, the simulator): each
          // file imported them anew, 35 s of the project's time. Files keep their state in their own closures.
          isolate: false,
          environment: 'node',
          globalSetup: ['tests/e2e/setup/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two spec files at a time, each with its own Chromium: while one waits on the page, the other works.
          // Tests wait on conditions, never on times, so a busier machine makes them slower, not red.
          maxWorkers: 2,
          // After the other projects when they run together: its own worker count makes it its own group.
          sequence: {groupOrder: 1},
          // UI transitions (zoom, navigation) take a few hundred ms on a busy 2-core machine.
          expect: {poll: {timeout: 5_000, interval: 100}},
        },
      },
    ],
  },
});
