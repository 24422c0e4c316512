import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          // Two cores: PGlite instances and PostgreSQL databases per file, one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
