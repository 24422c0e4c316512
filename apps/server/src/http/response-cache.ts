import type { TEndpoint, TEndpointResponse } from '@tour/shared';
import type { z } from 'zod';
import { SerializedAnswer, serializeAnswer } from './endpoint-route';
import { etagOf } from './http-caching';

type TJsonEndpoint = TEndpoint & { response: z.ZodType };

/**
 * A short-lived, per-instance cache of public catalogue answers, kept serialized through their
 * endpoint's response schema, with their ETag worked out once. Each instance may serve a read up to `ttlMs` old; any change made through
 * this instance empties it at once, so a traveller never sees their own booking's seats missing.
 * Nothing here is needed by another instance.
 */
export function createResponseCache(options: {
  ttlMs: number;
  maxEntries: number;
  strict: boolean;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { answer: SerializedAnswer; until: number }>();

  return {
    async read<E extends TJsonEndpoint>(
      endpoint: E,
      key: string,
      load: () => Promise<TEndpointResponse<E>>,
    ): Promise<SerializedAnswer> {
      const serialize = async () => serializeAnswer(endpoint.response, await load(), { strict: options.strict });
      // Off: every request serializes, and @fastify/etag tags each answer as it goes out.
      if (options.ttlMs === 0) return new SerializedAnswer(await serialize());
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.answer;
      const json = await serialize();
      const answer = new SerializedAnswer(json, etagOf(json));
      if (entries.size >= options.maxEntries) entries.clear();
      entries.set(key, { answer, until: now() + options.ttlMs });
      return answer;
    },
    clear() {
      entries.clear();
    },
  };
}

export type TResponseCache = ReturnType<typeof createResponseCache>;
