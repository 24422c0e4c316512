// Scratch probe (not committed): times each of the 33 searches on the in-memory snapshot.
import pg from 'pg';
import { createDatabase, migrateDatabase } from '@tour/db';
import { ZTourSearchQuery } from '@tour/shared';
import { seedBenchCatalogue } from './seed-catalogue';
import { searchPaths } from './search-mix';
import { createCatalogueSnapshot } from '../../apps/server/src/modules/tours/catalogue-snapshot';
import { findCatalogueTours } from '../../apps/server/src/modules/tours/tours.repository';
import { catalogueQueryOf } from '../../apps/server/src/modules/tours/tours.service';

const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const name = 'probe_mem';
const count = Number(process.env.PROBE_TOURS ?? 10000);
const admin = new pg.Client({ connectionString: ADMIN });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
if (!exists || !process.env.PROBE_KEEP) {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
}
await admin.end();
const handle = await createDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}` });
if (!exists || !process.env.PROBE_KEEP) {
  await migrateDatabase(handle);
  await seedBenchCatalogue(handle.db, count);
}
const today = new Date().toISOString().slice(0, 10);
let t = performance.now();
const rows = await findCatalogueTours(handle.db, { today });
console.log('load', rows.length, (performance.now() - t).toFixed(0), 'ms');
t = performance.now();
const snap = createCatalogueSnapshot(rows, today, 35);
console.log('build', (performance.now() - t).toFixed(0), 'ms', 'heap', (process.memoryUsage().heapUsed / 1e6).toFixed(0), 'MB');
for (const path of (process.env.PROBE_ONLY ? searchPaths().filter((p) => p.includes(process.env.PROBE_ONLY ?? '')) : searchPaths())) {
  const params = Object.fromEntries(new URL(`http://x${path}`).searchParams);
  const q = catalogueQueryOf(ZTourSearchQuery.parse(params), today, true);
  snap.search(q);
  const n = Number(process.env.PROBE_N ?? 50);
  const s = performance.now();
  let total = 0;
  for (let i = 0; i < n; i++) total = snap.search(q).total;
  console.log(((performance.now() - s) / n).toFixed(3).padStart(8), 'ms', String(total).padStart(6), path);
}
await handle.close();
