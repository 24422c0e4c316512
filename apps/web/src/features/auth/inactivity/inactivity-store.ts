import { INACTIVITY, isActivityAccepted, latestActivity } from './inactivity-timer';

/** Shared by the tabs of one browser so that a busy tab keeps an idle one signed in. */
export const LAST_ACTIVITY_STORAGE_KEY = 'tour.auth.lastActivityAt';

type TSnapshot = { lastActivityAt: number; now: number };
type TListener = () => void;

function readStoredActivity(): number | null {
  try {
    const raw = window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY);
    return raw ? Number(raw) : null;
  } catch {
    return null;
  }
}

function writeStoredActivity(value: number | null): void {
  try {
    if (value === null) window.localStorage.removeItem(LAST_ACTIVITY_STORAGE_KEY);
    else window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(value));
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory timer still works.
  }
}

/**
 * The inactivity clock: when the user was last active and the current time (ticked each second so the
 * header countdown re-renders). Read with useSyncExternalStore.
 */
export function createInactivityStore() {
  let snapshot: TSnapshot = { lastActivityAt: Date.now(), now: Date.now() };
  let lastRecordedAt: number | null = null;
  const listeners = new Set<TListener>();

  const emit = (next: TSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: TListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** A fresh start (sign-in, page load while signed in). */
    reset(now: number) {
      lastRecordedAt = now;
      writeStoredActivity(now);
      emit({ lastActivityAt: now, now });
    },
    /** Records user activity; returns false when throttled (within 1 s of the last accepted one). */
    recordActivity(now: number): boolean {
      if (!isActivityAccepted(lastRecordedAt, now, INACTIVITY.throttleMs)) return false;
      lastRecordedAt = now;
      writeStoredActivity(now);
      emit({ lastActivityAt: now, now });
      return true;
    },
    /** Advances the displayed time and merges activity another tab has recorded. */
    tick(now: number) {
      const lastActivityAt = latestActivity(snapshot.lastActivityAt, readStoredActivity());
      emit({ lastActivityAt, now });
    },
    clear() {
      lastRecordedAt = null;
      writeStoredActivity(null);
    },
  };
}

export const inactivityStore = createInactivityStore();
