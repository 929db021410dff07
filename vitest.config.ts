import {defineConfig} from 'vitest/config';

/**
 * Two projects: `unit` (fast, Node) and `e2e` (real Chromium through playwright-core
 * against the production build served on 127.0.0.1; see tests/e2e/setup/).
 */
export default defineConfig({
  test: {
    projects: [
      {
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
          // UI transitions (zoom, navigation) take a few hundred ms on a busy 2-core machine.
          expect: {poll: {timeout: 5_000, interval: 100}},
        },
      },
    ],
  },
});
