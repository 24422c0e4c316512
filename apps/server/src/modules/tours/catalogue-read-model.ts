import type { TDatabaseKind, TDb } from '@tour/db';
import { openCatalogueChanges, type TCatalogueChanges } from '../../adapters/catalogue-changes/catalogue-changes';
import type { TClock } from '../../clock';
import { createCatalogueSnapshot, type TCatalogueSnapshot } from './catalogue-snapshot';
import { findCatalogueTours } from './tours.repository';

/** More changed tours than this (a bulk import) are read with the whole catalogue, in one statement. */
const PARTIAL_RELOAD_LIMIT = 2_000;

type TReadModelDeps = {
  db: TDb;
  databaseKind: TDatabaseKind;
  clock: TClock;
  thbPerUsd: number;
  log: { warn(object: object, message: string): void };
};

/** Calendar date of "today" for departures; dates are never shifted by a time zone after this. */
export function todayOf(clock: TClock): string {
  return clock.now().toISOString().slice(0, 10);
}

/**
 * The public catalogue's read model on this instance (decision 34): a snapshot of every published tour in memory,
 * read in full at the first read of the day (and after a gap in the announcements) and, after that, tour by tour as
 * the database announces changes. Each read first waits for the announcements of everything committed before it
 * began, then reloads the tours they name: no read is staler than the writes that finished before it, whichever
 * instance took them. Seats are in it too; booking still checks them in the database.
 */
export function createCatalogueReadModel(deps: TReadModelDeps) {
  let snapshot: TCatalogueSnapshot | null = null;
  let changes: Promise<TCatalogueChanges> | null = null;
  const pending = new Set<string>();
  let gap = true;
  let refreshing: Promise<void> | null = null;
  const changeListeners: Array<() => void> = [];

  function listen(): Promise<TCatalogueChanges> {
    changes ??= openCatalogueChanges(deps.db, deps.databaseKind, {
      onTours(ids) {
        for (const id of ids) pending.add(id);
      },
      onGap() {
        gap = true;
      },
      onError(error) {
        deps.log.warn({ err: error }, 'The catalogue changes connection failed; the next read opens another');
      },
    });
    return changes;
  }

  async function refresh(today: string) {
    try {
      if (!snapshot || gap || snapshot.day !== today || pending.size > PARTIAL_RELOAD_LIMIT) {
        gap = false;
        pending.clear();
        snapshot = createCatalogueSnapshot(await findCatalogueTours(deps.db, { today }), today, deps.thbPerUsd);
      } else {
        const ids = [...pending];
        pending.clear();
        snapshot.replace(ids, await findCatalogueTours(deps.db, { today, ids }));
      }
    } catch (error) {
      // What was taken from `pending` was not applied: read everything again next time.
      gap = true;
      throw error;
    }
    for (const listener of changeListeners) listener();
  }

  return {
    /** The snapshot with every change committed before this call applied. */
    async current(): Promise<TCatalogueSnapshot> {
      await (await listen()).sync();
      for (;;) {
        if (refreshing) {
          await refreshing;
          continue;
        }
        const today = todayOf(deps.clock);
        if (snapshot && !gap && snapshot.day === today && pending.size === 0) return snapshot;
        refreshing = refresh(today).finally(() => {
          refreshing = null;
        });
      }
    },

    /** Called after the snapshot changed (the response caches of catalogue answers listen). */
    onChange(listener: () => void) {
      changeListeners.push(listener);
    },

    async close() {
      if (changes) await (await changes).close();
    },
  };
}

export type TCatalogueReadModel = ReturnType<typeof createCatalogueReadModel>;
