import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type TSchema = typeof schema;

/**
 * What `db.execute()` resolves to on either driver: node-postgres' QueryResult and PGlite's Results
 * both carry `rows` (and, for writes, `rowCount` / `affectedRows` respectively).
 */
export interface TQueryResultHKT extends PgQueryResultHKT {
  type: TQueryRows<this['row']>;
}

type TQueryRows<TRow> = { rows: TRow[] };

/** The database as the repositories see it: the same type whichever driver is underneath. */
export type TDb = PgDatabase<TQueryResultHKT, TSchema>;

/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** Either the database or an open transaction: what repository functions should accept. */
export type TDbOrTx = TDb | TTx;

export type TDatabaseKind = 'postgres' | 'pglite';

export type TDatabaseHandle = {
  db: TDb;
  kind: TDatabaseKind;
  close(): Promise<void>;
  /** Set for the embedded database (e.g. to dump it in tests). */
  pglite?: PGlite;
  /** Set for PostgreSQL: the connection pool behind `db`. */
  pool?: pg.Pool;
};

export type TCreateDatabaseOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; in memory when absent. Ignored with `databaseUrl`. */
  dataDir?: string;
  /** Start PGlite from a dump made with `pglite.dumpDataDir()` (test templates). */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** Errors of idle pooled connections (e.g. the server restarting); default: console.error. */
  onPoolError?: (error: Error) => void;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export async function createDatabase(options: TCreateDatabaseOptions = {}): Promise<TDatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      // No JIT: our statements take milliseconds, and compiling them cost up to 15 ms each once a catalogue-wide
      // search crossed jit_above_cost (measured on a 10,000-tour search without text).
      options: '-c jit=off',
    });
    // Without a listener an idle client's error would crash the process.
    pool.on('error', options.onPoolError ?? ((error) => console.error('PostgreSQL pool error', error)));
    const db: NodePgDatabase<TSchema> = drizzleNodePostgres({ client: pool, schema });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the administrators' account search's trigram indexes (migration 0002 creates the extension).
  const pglite = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  await pglite.waitReady;
  const db: PgliteDatabase<TSchema> = drizzlePglite({ client: pglite, schema });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Key of the session-level advisory lock that migrations run under on PostgreSQL (any constant works,
 * as long as nothing else uses it; the seed uses its own).
 */
export const MIGRATION_LOCK_KEY = 7_413_900;

/**
 * Applies the committed migrations in packages/db/migrations (idempotent).
 * On PostgreSQL several instances may start at once: each takes one connection from the pool, waits on
 * an advisory lock there and migrates over that same connection, so one migrates and the others then
 * find nothing left to apply. (Without it they raced on `CREATE SCHEMA drizzle` and on the migrations
 * themselves, and one exited.) The lock is released with the connection even if a migration fails.
 */
export async function migrateDatabase(handle: TDatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<TSchema>, config);
    return;
  }
  if (!handle.pool) throw new Error('a PostgreSQL handle without its pool');
  const connection = await handle.pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client: connection, schema }), config);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch((error: Error) => {
        // A connection that cannot unlock is not returned to the pool: closing it ends the lock.
        broken = error;
      });
    }
  } catch (error) {
    broken ??= error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    connection.release(broken);
  }
}
