/**
 * A short-lived, per-instance cache of public catalogue responses. Each instance may serve a read
 * up to `ttlMs` old; any change made through this instance empties it at once, so a traveller never
 * sees their own booking's seats missing. Nothing here is needed by another instance.
 */
export function createResponseCache(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { body: string; until: number }>();

  return {
    async read(key: string, load: () => Promise<unknown>): Promise<string> {
      if (options.ttlMs === 0) return JSON.stringify(await load());
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.body;
      const body = JSON.stringify(await load());
      if (entries.size >= options.maxEntries) entries.clear();
      entries.set(key, { body, until: now() + options.ttlMs });
      return body;
    },
    clear() {
      entries.clear();
    },
  };
}

export type TResponseCache = ReturnType<typeof createResponseCache>;
