import type { TTourDraftRecord } from '@tour/shared';

type TDraftData = Record<string, unknown>;

/** What the saver needs of the server: the four draft calls. Errors carry `status` and `fields` like ApiError. */
export type TDraftTransport = {
  create(data: TDraftData): Promise<TTourDraftRecord>;
  load(draftId: string): Promise<TTourDraftRecord>;
  save(draftId: string, version: number, data: TDraftData): Promise<TTourDraftRecord>;
};

export type TDraftSaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'error';

export type TDraftSaverState = {
  draftId: string | null;
  status: TDraftSaveStatus;
  /** When the server last confirmed a save (ISO). */
  lastSavedAt: string | null;
  /** The last failure, until a later save succeeds. */
  error: unknown;
  /** True while typing not yet on the server exists (queued, waiting or in flight). */
  hasUnsavedChanges: boolean;
};

export type TDraftSaverOptions = {
  transport: TDraftTransport;
  /** The draft being edited and its saved state; none: the first save creates one. */
  initial?: { draftId: string; version: number; data: TDraftData; updatedAt?: string } | null;
  /** Quiet time after the last change before saving (the wizard saves at most 2 s after it). */
  debounceMs?: number;
  /** Wait before trying again after a network or server failure. */
  retryMs?: number;
  onSaved?: (draft: TTourDraftRecord) => void;
  onCreated?: (draft: TTourDraftRecord) => void;
};

const DEFAULT_DEBOUNCE_MS = 1500;
const DEFAULT_RETRY_MS = 5000;
/** Re-bases after a 409 at most this many times in a row before reporting it. */
const MAX_REBASES = 3;

type TErrorLike = { status?: number; code?: string };

function statusOf(error: unknown): number {
  return typeof (error as TErrorLike | null)?.status === 'number' ? ((error as TErrorLike).status ?? 0) : 0;
}

function isStale(error: unknown): boolean {
  return statusOf(error) === 409 && (error as { fields?: Record<string, string> }).fields?.version !== undefined;
}

/** Worth retrying by itself later: the network, the server, or a rate limit. */
function isTransient(error: unknown): boolean {
  const status = statusOf(error);
  return status === 0 || status === 429 || status >= 500;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Three-way merge of the form's top-level fields: what this window changed since the version it
 * last saved wins; fields it did not touch take what another window saved meanwhile.
 */
export function rebaseDraft(base: TDraftData, local: TDraftData, server: TDraftData): TDraftData {
  const merged: TDraftData = { ...server };
  for (const key of new Set([...Object.keys(base), ...Object.keys(local)])) {
    if (sameJson(base[key], local[key])) continue;
    if (key in local) merged[key] = local[key];
    else delete merged[key];
  }
  return merged;
}

/**
 * Saves a wizard's form to its server draft (DESIGN decision 20): after a quiet moment, one request
 * at a time, the newest data queued while a save is in flight (so nothing typed meanwhile is lost),
 * a stale version (409) re-based on the server's draft and saved again, and transient failures retried.
 */
export function createDraftSaver(options: TDraftSaverOptions) {
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  const { transport } = options;

  let draftId = options.initial?.draftId ?? null;
  let version = options.initial?.version ?? 0;
  /** The data the server holds at `version`, as far as this window knows. */
  let base: TDraftData = options.initial?.data ?? {};
  /** The newest data typed, not yet saved; null when nothing is waiting. */
  let queued: TDraftData | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  let state: TDraftSaverState = {
    draftId,
    status: 'idle',
    lastSavedAt: options.initial?.updatedAt ?? null,
    error: null,
    hasUnsavedChanges: false,
  };
  const listeners = new Set<() => void>();
  let idleWaiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];

  function update(patch: Partial<TDraftSaverState>) {
    state = { ...state, ...patch, draftId, hasUnsavedChanges: queued !== null || inFlight !== null };
    for (const listener of listeners) listener();
  }

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function settleWaiters(error?: unknown) {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const waiter of waiters) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  }

  async function send(data: TDraftData): Promise<TTourDraftRecord> {
    if (draftId === null) {
      const created = await transport.create(data);
      draftId = created.id;
      options.onCreated?.(created);
      return created;
    }
    let attempt = data;
    for (let rebases = 0; ; rebases += 1) {
      try {
        return await transport.save(draftId, version, attempt);
      } catch (error) {
        if (!isStale(error) || rebases >= MAX_REBASES) throw error;
        const server = await transport.load(draftId);
        attempt = rebaseDraft(base, attempt, server.data);
        base = server.data;
        version = server.version;
      }
    }
  }

  function run() {
    clearTimer();
    if (inFlight || queued === null || disposed) return;
    const data = queued;
    queued = null;
    inFlight = (async () => {
      update({ status: 'saving' });
      try {
        const saved = await send(data);
        version = saved.version;
        base = saved.data;
        inFlight = null;
        update({ status: queued ? 'waiting' : 'saved', lastSavedAt: saved.updatedAt, error: null });
        options.onSaved?.(saved);
        if (queued) run();
        else settleWaiters();
      } catch (error) {
        inFlight = null;
        // Keep what was typed: a newer change queued meanwhile supersedes it, otherwise it waits for a retry.
        queued ??= data;
        update({ status: 'error', error });
        if (isTransient(error) && !disposed) timer = setTimeout(run, retryMs);
        settleWaiters(error);
      }
    })();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The form changed: save it after the quiet time (the timer restarts with each change). */
    schedule(data: TDraftData) {
      queued = data;
      clearTimer();
      if (!inFlight) timer = setTimeout(run, debounceMs);
      update({ status: inFlight ? 'saving' : 'waiting' });
    },
    /** Saves what is waiting now and resolves once the server holds everything typed (before submit). */
    flush(): Promise<void> {
      if (queued === null && inFlight === null) return Promise.resolve();
      const done = new Promise<void>((resolve, reject) => idleWaiters.push({ resolve, reject }));
      run();
      return done;
    },
    /** Saves what is waiting at once, without waiting for the answer (the wizard is closing). */
    saveNow() {
      run();
    },
    /** Stops for good: nothing more is saved (a test, or a saver replaced after its data was saved). */
    dispose() {
      disposed = true;
      clearTimer();
      listeners.clear();
    },
  };
}

export type TDraftSaver = ReturnType<typeof createDraftSaver>;
