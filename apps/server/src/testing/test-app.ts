import type { TDb } from '@tour/db';
import { buildApp } from '../app';
import { createManualClock } from '../clock';
import { loadConfig } from '../config';

export type TTestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a test database, with a clock the test moves; requests go through `inject`. */
export async function createTestApp(db: TDb, databaseKind: 'pglite' | 'postgres', env: Record<string, string> = {}) {
  const clock = createManualClock(new Date('2026-06-01T08:00:00Z'));
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://localhost:3000', DATA_DIR: '/tmp/unused', ...env });
  const app = await buildApp({ config, db, databaseKind, clock, logger: false });
  return { app, clock, config };
}

/** Pulls the session cookie out of a response so the next request can send it. */
export function sessionCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie in response');
  return cookie.value;
}

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}
