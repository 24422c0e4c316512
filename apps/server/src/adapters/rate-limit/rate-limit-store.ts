import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { TConfig } from '../../config';

/**
 * Where @fastify/rate-limit keeps its counters: this process's memory (the embedded default, right for
 * one instance) or Redis, shared by every instance so that N instances allow the limit once, not N times.
 */
export type TRateLimitStore = {
  /** For the start-up log; never contains the Redis password. */
  readonly description: string;
  readonly shared: boolean;
  /** Options for @fastify/rate-limit's registration (its `redis` store when shared). */
  readonly pluginOptions: { redis?: Redis; nameSpace?: string; skipOnError: boolean };
  close(): Promise<void>;
};

export class RateLimitStoreError extends Error {}

/** What the start-up log says about the configured store. */
export function describeRateLimitStore(config: Pick<TConfig, 'redis'>): string {
  return config.redis
    ? `Redis at ${describeRedisUrl(config.redis.url)}, keys ${config.redis.keyPrefix}rate-limit:*`
    : 'in memory (this instance only)';
}

export function createMemoryRateLimitStore(): TRateLimitStore {
  return {
    description: describeRateLimitStore({ redis: null }),
    shared: false,
    pluginOptions: { skipOnError: false },
    close: async () => {},
  };
}

/** host:port/db of a Redis URL, without user or password. */
export function describeRedisUrl(url: string): string {
  const parsed = new URL(url);
  const database = parsed.pathname.replace(/^\//, '') || '0';
  return `${parsed.protocol}//${parsed.hostname}:${parsed.port || '6379'}/${database}`;
}

/**
 * Connects to Redis before the server starts listening, so a wrong REDIS_URL stops the start with a
 * clear message instead of failing the first sign-in.
 *
 * - Counters live under `${keyPrefix}rate-limit:` (then the route and the client address), so several
 *   deployments or test runs can share one Redis.
 * - `skipOnError: false`: when Redis does not answer, a limited request (sign-in, sign-up, password
 *   reset, booking and payment writes) fails with a 500 and a logged error instead of passing
 *   unlimited. These limits guard against password guessing and card testing; letting those through
 *   unmetered while Redis is down is worse than refusing them for that while. Unlimited routes (browsing,
 *   health) do not touch Redis and keep working.
 * - `maxRetriesPerRequest: 1`, `enableOfflineQueue: false` and a 2 s connect timeout make that failure
 *   fast (no request waits for a reconnect); ioredis keeps reconnecting in the background.
 */
export async function connectRedisRateLimitStore(
  redisConfig: NonNullable<TConfig['redis']>,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): Promise<TRateLimitStore> {
  const where = describeRedisUrl(redisConfig.url);
  const redis = new Redis(redisConfig.url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectionName: 'tour-rate-limit',
  });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // One line per distinct problem, not one per reconnect attempt.
    if (error.message !== lastError) log.error({ err: error.message }, `rate-limit store: Redis at ${where} failed`);
    lastError = error.message;
  });
  redis.on('ready', () => {
    if (lastError) log.warn(`rate-limit store: Redis at ${where} is back`);
    lastError = '';
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new RateLimitStoreError(`Cannot reach Redis at ${where} (REDIS_URL): ${reason}`);
  }
  return {
    description: describeRateLimitStore({ redis: redisConfig }),
    shared: true,
    pluginOptions: { redis, nameSpace: `${redisConfig.keyPrefix}rate-limit:`, skipOnError: false },
    async close() {
      if (redis.status === 'end') return;
      if (redis.status !== 'ready') {
        // Connecting or waiting to reconnect: nothing to say goodbye to; stop the retries.
        redis.disconnect();
        return;
      }
      // Resolves once the socket is closed, so nothing is left open after app.close().
      const ended = new Promise((resolve) => redis.once('end', resolve));
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
      // quit() can resolve before the socket has closed; the status is re-read, not narrowed.
      if ((redis.status as string) !== 'end') await ended;
    },
  };
}

/** The configured store: Redis when REDIS_URL is set, else this process's memory. */
export function openRateLimitStore(
  config: Pick<TConfig, 'redis'>,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): Promise<TRateLimitStore> {
  return config.redis ? connectRedisRateLimitStore(config.redis, log) : Promise.resolve(createMemoryRateLimitStore());
}
