/**
 * Databases for integration tests, on both backends the product runs on:
 * - pglite: migrated once into a template (cached on disk per migration set), loaded per test file;
 * - postgres: a fresh database per test file on the local server, dropped afterwards.
 * Usage:
 *   withTestDatabases((database) => { it('...', async () => { await database.db.select()... }) });
 */
import { expectRow } from './errors';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CANCELLATION_POLICY, type TCancellationPolicyCode } from '@tour/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createDatabase, migrateDatabase, MIGRATIONS_FOLDER, type TDatabaseHandle, type TDb } from './client';

export const TEST_BACKENDS = ['pglite', 'postgres'] as const;
export type TTestBackend = (typeof TEST_BACKENDS)[number];

export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type TTestDatabase = {
  kind: TTestBackend;
  db: TDb;
  handle: TDatabaseHandle;
  /** For postgres: the connection string of this test file's own database. */
  databaseUrl?: string;
  close(): Promise<void>;
};

function getAdminUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL;
}

// ---------------------------------------------------------------------------
// PGlite: one migrated template per migration set
// ---------------------------------------------------------------------------

/** The installed PGlite's version: a template made by another version may not load. */
function readPgliteVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (folder !== path.dirname(folder)) {
    const manifestPath = path.join(folder, 'package.json');
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite') return manifest.version ?? 'unknown';
    }
    folder = path.dirname(folder);
  }
  return 'unknown';
}

function hashTemplateInputs(): string {
  const hash = createHash('sha256').update(readPgliteVersion());
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const fullPath = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(fullPath);
      else hash.update(entry.name).update(readFileSync(fullPath));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

let templatePromise: Promise<Blob> | undefined;

async function buildPgliteTemplate(): Promise<Blob> {
  const templatePath = path.join(tmpdir(), `tour-db-pglite-template-${hashTemplateInputs()}.tgz`);
  try {
    return new Blob([await readFile(templatePath)]);
  } catch {
    // Not cached yet: build it below.
  }
  const handle = await createDatabase({});
  try {
    await migrateDatabase(handle);
    const dump = await expectRow(handle.pglite, 'the embedded database').dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Write then rename, so a parallel run never reads half a file.
    const partialPath = `${templatePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partialPath, bytes);
    renameSync(partialPath, templatePath);
    return new Blob([bytes]);
  } finally {
    await handle.close();
  }
}

function getPgliteTemplate(): Promise<Blob> {
  templatePromise ??= buildPgliteTemplate().catch((error: unknown) => {
    templatePromise = undefined;
    throw error;
  });
  return templatePromise;
}

async function openPgliteTestDatabase(): Promise<TTestDatabase> {
  const handle = await createDatabase({ loadDataDir: await getPgliteTemplate() });
  return { kind: 'pglite', db: handle.db, handle, close: () => handle.close() };
}

// ---------------------------------------------------------------------------
// PostgreSQL: a database per test file
// ---------------------------------------------------------------------------

async function runAdminStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: getAdminUrl() });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot reach PostgreSQL at ${getAdminUrl()} (${reason}). Start it with: ` +
        'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start ' +
        '(or point TEST_POSTGRES_URL at a server with trust authentication).',
    );
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openPostgresTestDatabase(): Promise<TTestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(`CREATE DATABASE "${name}"`);
  const url = new URL(getAdminUrl());
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await createDatabase({ databaseUrl, maxConnections: 5 });
  const dropDatabase = async () => {
    await handle.close();
    await runAdminStatement(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  return { kind: 'postgres', db: handle.db, handle, databaseUrl, close: dropDatabase };
}

// ---------------------------------------------------------------------------
// Public helpers
// ---------------------------------------------------------------------------

/** A migrated, empty database of the given kind; call close() when done (drops a postgres one). */
export function openTestDatabase(kind: TTestBackend): Promise<TTestDatabase> {
  return kind === 'pglite' ? openPgliteTestDatabase() : openPostgresTestDatabase();
}

export type TTestDatabaseRef = {
  readonly kind: TTestBackend;
  /** Available inside tests and beforeEach/afterEach hooks (opened in beforeAll). */
  readonly db: TDb;
  readonly database: TTestDatabase;
};

/** Opens a database in beforeAll of the enclosing describe and closes it in afterAll. */
export function setUpTestDatabase(kind: TTestBackend): TTestDatabaseRef {
  let current: TTestDatabase | undefined;
  beforeAll(async () => {
    current = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const get = (): TTestDatabase => {
    if (!current) throw new Error('The test database is opened in beforeAll; use it inside tests or hooks');
    return current;
  };
  return {
    kind,
    get db() {
      return get().db;
    },
    get database() {
      return get();
    },
  };
}

/** Runs the same suite once per backend: `describe.each(TEST_BACKENDS)` with a database opened for each. */
export function withTestDatabases(define: (database: TTestDatabaseRef, kind: TTestBackend) => void): void {
  describe.each(TEST_BACKENDS)('%s', (kind) => {
    define(setUpTestDatabase(kind), kind);
  });
}

/** Empties every table of the public schema (the migration journal lives in the drizzle schema). */
export async function truncateAllTables(db: TDb): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = result.rows.map((row) => `"public"."${row.tablename.replaceAll('"', '""')}"`);
  if (names.length > 0) await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

/** Row counts of every public table, e.g. to show that an operation changed nothing. */
export async function countAllRows(db: TDb): Promise<Record<string, number>> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of result.rows) {
    const rows = await db.execute<{ count: string | number }>(
      sql`select count(*) as count from ${sql.identifier(tablename)}`,
    );
    counts[tablename] = Number(rows.rows[0]?.count ?? 0);
  }
  return counts;
}

/**
 * A published tour with one departure, for tests that hold, book or pay for seats. Amounts are in
 * minor units; the departure lasts `days` days from `startDate`.
 */
export async function insertTestDeparture(
  db: TDb,
  options: {
    spots: number;
    startDate?: string;
    days?: number;
    price?: number;
    discountPercent?: number | null;
    cancellationPolicy?: TCancellationPolicyCode;
  },
): Promise<{ tourId: string; tourDateId: string }> {
  const {
    spots,
    startDate = '2026-09-01',
    days = 7,
    price = 250000,
    discountPercent = 20,
    cancellationPolicy = DEFAULT_CANCELLATION_POLICY,
  } = options;
  const slug = `test-tour-${randomBytes(6).toString('hex')}`;
  const tour = await db.execute<{ id: string }>(sql`
    insert into tours (slug, title, description, location, country, price, currency, duration, duration_days, discount_percentage,
      cancellation_policy)
    values (${slug}, 'Test tour', 'A tour made by a test.', 'Kyoto', 'Japan', ${price}, 'USD', ${`${days} days`}, ${days}, ${discountPercent},
      ${cancellationPolicy})
    returning id`);
  const tourId = expectRow(tour.rows[0], 'the inserted tour').id;
  const date = await db.execute<{ id: string }>(sql`
    insert into tour_dates (tour_id, start_date, end_date, price, currency, available_spots)
    values (${tourId}, ${startDate}::date, ${startDate}::date + ${days - 1}::int, ${price}, 'USD', ${spots}) returning id`);
  return { tourId, tourDateId: expectRow(date.rows[0], 'the inserted tour date').id };
}

export { readTourGraph } from './tour-graph/read-tour-graph';
