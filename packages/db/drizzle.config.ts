import { defineConfig } from 'drizzle-kit';

// Paths are relative to the repository root: `npm run db:generate` runs drizzle-kit from there.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema.ts',
  out: './packages/db/migrations',
  strict: true,
  verbose: true,
});
