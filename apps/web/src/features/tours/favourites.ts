import { useCallback, useSyncExternalStore } from 'react';

/** Favourites are local to this browser (1-traveller.md: 'a favourite heart toggle (local only)'). */
const FAVOURITES_STORAGE_KEY = 'favourite-tours';

/** Tolerates anything another version of the site (or a user) left in storage. */
export function parseFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === 'string'))] : [];
  } catch {
    return [];
  }
}

export function toggleFavourite(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((existing) => existing !== id) : [...ids, id];
}

const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(FAVOURITES_STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed its favourites: this tab's hearts follow.
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether one tour is a favourite, and a toggle that saves the change in localStorage. */
export function useFavourite(tourId: string): [boolean, () => void] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const isFavourite = parseFavourites(raw).includes(tourId);
  const toggle = useCallback(() => {
    const next = toggleFavourite(parseFavourites(readRaw()), tourId);
    try {
      window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(next));
    } catch {
      return;
    }
    for (const listener of listeners) listener();
  }, [tourId]);
  return [isFavourite, toggle];
}
