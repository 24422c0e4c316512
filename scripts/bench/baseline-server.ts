/**
 * The bench's two yardsticks (issue 25 item 4), started by run.ts as `tsx scripts/bench/baseline-server.ts <kind>`:
 * - hello: Fastify answering {"hello":"world"}, the most this machine serves over HTTP;
 * - bare: Fastify running the catalogue's own statements (the same repository and search functions) with nothing
 *   else: no validation hooks, security headers, sessions, ETags, compression or response cache.
 * Our server's figures divided by the bare server's say what everything around the SQL costs.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { createDatabase } from '@tour/db';
import { ZTourSearchQuery } from '@tour/shared';
import { createSqlCatalogueSearch } from '../../apps/server/src/adapters/search/sql-catalogue-search';
import {
  countPublishedTours,
  findNewestTourCards,
  findTourCardsByIds,
  findTourDetailBySlug,
} from '../../apps/server/src/modules/tours/tours.repository';
import { catalogueQueryOf } from '../../apps/server/src/modules/tours/tours.service';

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
  const search = createSqlCatalogueSearch({ db, thbPerUsd: Number(process.env.THB_PER_USD ?? 35) });
  const today = () => new Date().toISOString().slice(0, 10);
  // As our server does: the catalogue's size read once every 5 s.
  let size = { value: 0, until: 0 };

  app.get('/api/tours', async (request) => {
    const { page = '1', pageSize = '12' } = request.query as Record<string, string>;
    const limit = Number(pageSize);
    if (size.until < Date.now()) size = { value: await countPublishedTours(db), until: Date.now() + 5_000 };
    const items = await findNewestTourCards(db, { limit, offset: (Number(page) - 1) * limit, today: today() });
    return { items, total: size.value };
  });

  app.get('/api/tours/search', async (request) => {
    const matches = await search.search(catalogueQueryOf(ZTourSearchQuery.parse(request.query), today(), true));
    return { ...matches, items: await findTourCardsByIds(db, matches.ids, today()) };
  });

  app.get('/api/tours/:slug', async (request, reply) => {
    const row = await findTourDetailBySlug(db, (request.params as { slug: string }).slug, today());
    return row ?? reply.code(404).send({ error: 'not found' });
  });
} else {
  throw new Error(`baseline-server: unknown kind ${kind}; use hello or bare`);
}

await app.listen({ port, host: '127.0.0.1' });
