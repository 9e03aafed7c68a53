import { defineConfig } from 'vitest/config';

// Two projects: `unit` (libraries, server integration over real SQLite/PostgreSQL, web logic) runs in
// parallel; `e2e` drives the built app in headless Chromium and runs one file at a time. Component tests
// (`*.test.tsx`) ask for a DOM with a `// @vitest-environment jsdom` docblock.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'extensions/chrome/src/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: [
            'apps/web/e2e/**/*.e2e.ts',
            'scripts/scale/**/*.e2e.ts',
            'extensions/chrome/e2e/**/*.e2e.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
