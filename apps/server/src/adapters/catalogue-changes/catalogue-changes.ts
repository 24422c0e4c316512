import type { PGlite } from '@electric-sql/pglite';
import type { TDatabaseKind, TDb } from '@tour/db';
import pg from 'pg';

/** The channel migration 0020's triggers announce changed tours on: their ids, comma-separated. */
const CATALOGUE_CHANNEL = 'catalogue';
/** A listening connection that does not answer its round trip within this long is taken for dead. */
const ROUND_TRIP_TIMEOUT_MS = 2_000;

export type TCatalogueChangeHandlers = {
  /** Tours whose catalogue rows changed in a committed transaction. */
  onTours(ids: string[]): void;
  /** Changes may have been missed (the listening connection was opened, or opened again): read everything again. */
  onGap(): void;
  /** A listening connection failed; the next read opens another. */
  onError(error: Error): void;
};

/**
 * The database's announcements of catalogue changes, as each server instance hears them (decision 34).
 * `sync()` resolves once every change committed before it was called has reached `onTours`: a read that awaits it
 * sees every write that finished before the read began, on this instance or any other.
 */
export type TCatalogueChanges = {
  sync(): Promise<void>;
  close(): Promise<void>;
};

function idsOf(payload: string): string[] {
  return payload.split(',').filter(Boolean);
}

/**
 * PGlite runs in this process with one session, which both writes and listens: a change's announcement is handed
 * over while the committing statement's answer is read, before that statement resolves. Nothing is left to wait for.
 */
async function listenInProcess(pglite: PGlite, handlers: TCatalogueChangeHandlers): Promise<TCatalogueChanges> {
  const unlisten = await pglite.listen(CATALOGUE_CHANNEL, (payload) => handlers.onTours(idsOf(payload)));
  return {
    sync: () => Promise.resolve(),
    async close() {
      if (!pglite.closed) await unlisten();
    },
  };
}

/**
 * PostgreSQL: one connection of its own per instance, outside the pool, holds the LISTEN. PostgreSQL sends a
 * committed change's announcement to a listening session before it answers that session's next statement, so a
 * round trip (`select 1`) sent after a write committed returns only after its announcement arrived. Concurrent
 * reads share the next round trip. A lost connection is opened again by the next read, which then reports a gap.
 */
function listenOverConnection(pool: pg.Pool, handlers: TCatalogueChangeHandlers): TCatalogueChanges {
  let connection: Promise<pg.Client> | null = null;
  let closed = false;

  function end(client: pg.Client) {
    client.end().catch(handlers.onError);
  }

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ ...pool.options, keepAlive: true, query_timeout: ROUND_TRIP_TIMEOUT_MS });
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL && message.payload) handlers.onTours(idsOf(message.payload));
    });
    const lose = (error?: Error) => {
      if (error) handlers.onError(error);
      if (connection === opening) connection = null;
    };
    const opening = (async () => {
      await client.connect();
      await client.query(`listen ${CATALOGUE_CHANNEL}`);
      client.on('error', lose);
      client.on('end', () => lose());
      return client;
    })();
    connection = opening;
    try {
      await opening;
    } catch (error) {
      lose();
      end(client);
      throw error;
    }
    // What was announced while no connection listened is lost.
    handlers.onGap();
    return client;
  }

  function listening(): Promise<pg.Client> {
    if (closed) return Promise.reject(new Error('the catalogue changes are closed'));
    return connection ?? connect();
  }

  async function roundTrip(): Promise<void> {
    const client = await listening();
    try {
      await client.query('select 1');
    } catch (error) {
      if (connection) connection = null;
      end(client);
      throw error;
    }
  }

  let inFlight: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  return {
    sync() {
      // A round trip already on its way may have been sent before the caller's write committed: wait for the next.
      if (next) return next;
      const after = inFlight ?? Promise.resolve();
      next = after
        .catch(() => 'the caller of that round trip has its error')
        .then(() => {
          next = null;
          const trip = roundTrip();
          inFlight = trip;
          trip.then(
            () => {
              if (inFlight === trip) inFlight = null;
            },
            () => {
              if (inFlight === trip) inFlight = null;
            },
          );
          return trip;
        });
      return next;
    },
    async close() {
      closed = true;
      const open = connection;
      connection = null;
      // A connection that failed to open was reported to the read that opened it.
      const client = open && (await open.catch(() => null));
      if (client) await client.end();
    },
  };
}

/** Listens on the database behind `db` (the pool or the PGlite instance drizzle was given). */
export async function openCatalogueChanges(
  db: TDb,
  kind: TDatabaseKind,
  handlers: TCatalogueChangeHandlers,
): Promise<TCatalogueChanges> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (kind === 'pglite') return listenInProcess(client as PGlite, handlers);
  if (!(client instanceof pg.Pool)) throw new Error('a PostgreSQL database without its pool');
  return listenOverConnection(client, handlers);
}
