import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores (Vitest's default leaves one to its main thread, which mostly waits). Every integration test file
    // has databases of its own (a PGlite copy, a PostgreSQL database), servers on ports of their own and Redis keys
    // under a prefix of its own, so two files may run at once.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/src/**/*.integration-test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
