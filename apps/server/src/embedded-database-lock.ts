import { mkdirSync } from 'node:fs';
import { lock } from 'proper-lockfile';

/** Another process has the embedded database open. */
export class EmbeddedDatabaseInUseError extends Error {}

/**
 * PGlite takes no lock of its own: a second process opening the same directory (a second server, or
 * `admin:create` beside a running server) works on its own copy in memory and overwrites the other's files. So
 * whoever opens the embedded database holds this lock (`<dir>.lock`) until it closes it. A process that died
 * leaves the lock stale, and it is taken over 10 seconds later. `onLost`: the lock could not be kept fresh
 * (the event loop stalled past 10 seconds, or the directory went away).
 */
export async function lockEmbeddedDatabase(
  databaseDir: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  mkdirSync(databaseDir, { recursive: true });
  try {
    return await lock(databaseDir, { stale: 10_000, update: 5_000, realpath: false, onCompromised: onLost });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new EmbeddedDatabaseInUseError(
      `The embedded database in ${databaseDir} is open in another process (a running server, or another admin:create): stop it first, or use PostgreSQL (DATABASE_URL).`,
    );
  }
}
