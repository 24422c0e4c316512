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
          // A worker keeps the modules it imported for the next file: isolated, each of 80 files imported the whole
          // server again (over 5 minutes of a slow day's 17). No integration test mocks a module or leaves state
          // behind: each builds its own app, databases and clock. (Unit tests mock modules, so they stay isolated.)
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
