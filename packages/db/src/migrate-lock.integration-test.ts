import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER, migrateDatabase, type TDatabaseHandle } from './client';
import { DEFAULT_TEST_POSTGRES_URL } from './testing';

const adminUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('migrations on PostgreSQL under an advisory lock', () => {
  const name = `test_migrate_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handles: TDatabaseHandle[] = [];

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('lets six instances migrate one empty database at once: all succeed and each migration is applied once', async () => {
    // Six pools, as six server processes would have.
    for (let i = 0; i < 6; i++) handles.push(await createDatabase({ databaseUrl: url.toString(), maxConnections: 2 }));
    const results = await Promise.allSettled(handles.map((handle) => migrateDatabase(handle)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(journal.entries.length);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
      const tables = await client.query("select 1 from pg_tables where schemaname = 'public' and tablename = 'tours'");
      expect(tables.rowCount).toBe(1);
      // Nobody still holds this database's lock: the next start (or a restart) does not wait. (pg_locks is
      // cluster-wide; other test runs migrate their own databases under the same key at the same time.)
      const held = await client.query(
        `select 1 from pg_locks where locktype = 'advisory' and objid = $1
           and database = (select oid from pg_database where datname = current_database())`,
        [MIGRATION_LOCK_KEY],
      );
      expect(held.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('a later start on the migrated database applies nothing and succeeds', async () => {
    const handle = await createDatabase({ databaseUrl: url.toString(), maxConnections: 1 });
    handles.push(handle);
    await migrateDatabase(handle);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const applied = await client.query('select 1 from drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
  });
});
