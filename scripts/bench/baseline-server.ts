/**
 * The bench's two yardsticks (issue 25 item 4), started by run.ts as `tsx scripts/bench/baseline-server.ts <kind>`:
 * - hello: Fastify answering {"hello":"world"}, the most this machine serves over HTTP;
 * - bare: Fastify answering from the catalogue's own read model and service functions with nothing else: no
 *   validation hooks, security headers, sessions, ETags, compression or response cache.
 * Our server's figures divided by the bare server's say what everything around the catalogue's reads costs.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { createDatabase } from '@tour/db';
import { ZTourListQuery, ZTourSearchQuery } from '@tour/shared';
import { systemClock } from '../../apps/server/src/clock';
import {
  createCatalogueReadModel,
  getTourDetail,
  listCatalogue,
  searchCatalogue,
} from '../../apps/server/src/modules/tours/tours.service';

const kind = process.argv[2];
const port = Number(process.env.PORT);
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));

if (kind === 'hello') {
  app.get('/hello', async () => ({ hello: 'world' }));
} else if (kind === 'bare') {
  const database = await createDatabase(
    process.env.DATABASE_URL
      ? { databaseUrl: process.env.DATABASE_URL }
      : { dataDir: path.join(process.env.DATA_DIR ?? './data', 'db') },
  );
  const db = database.db;
  const readModel = createCatalogueReadModel({
    db,
    databaseKind: database.kind,
    clock: systemClock,
    thbPerUsd: Number(process.env.THB_PER_USD ?? 35),
    log: console,
  });

  await readModel.current();
  app.get('/api/tours', async (request) =>
    listCatalogue(await readModel.current(), ZTourListQuery.parse(request.query)),
  );
  app.get('/api/tours/search', async (request) =>
    searchCatalogue(await readModel.current(), ZTourSearchQuery.parse(request.query)),
  );
  app.get('/api/tours/:slug', async (request) =>
    getTourDetail(db, await readModel.current(), (request.params as { slug: string }).slug),
  );
} else {
  throw new Error(`baseline-server: unknown kind ${kind}; use hello or bare`);
}

await app.listen({ port, host: '127.0.0.1' });
