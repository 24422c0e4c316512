import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@tour/shared';
import { createResponseCache } from './response-cache';

const countEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/test/count',
  response: z.object({ loads: z.number() }),
});

describe('response cache', () => {
  it('serves a read until it is too old or the cache is cleared', async () => {
    let time = 0;
    let loads = 0;
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10, strict: true, now: () => time });
    const load = async () => ({ loads: ++loads });
    const read = async () => (await cache.read(countEndpoint, 'a', load)).json;
    expect(await read()).toBe('{"loads":1}');
    expect(await read()).toBe('{"loads":1}');
    time = 1001;
    expect(await read()).toBe('{"loads":2}');
    cache.clear();
    expect(await read()).toBe('{"loads":3}');
  });

  it('never grows past its size', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 2, strict: true, now: () => 0 });
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    await cache.read(countEndpoint, 'a', load);
    await cache.read(countEndpoint, 'b', load);
    await cache.read(countEndpoint, 'c', load);
    expect((await cache.read(countEndpoint, 'a', load)).json).toBe('{"loads":4}');
  });

  it('loads every read afresh when its lifetime is 0', async () => {
    const cache = createResponseCache({ ttlMs: 0, maxEntries: 10, strict: true, now: () => 0 });
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    expect((await cache.read(countEndpoint, 'a', load)).json).toBe('{"loads":1}');
    expect((await cache.read(countEndpoint, 'a', load)).json).toBe('{"loads":2}');
  });

  it('refuses an answer with a field its schema lacks when strict, and drops the field otherwise', async () => {
    const load = async () => ({ loads: 1, secret: 'x' }) as { loads: number };
    const strict = createResponseCache({ ttlMs: 0, maxEntries: 10, strict: true });
    await expect(strict.read(countEndpoint, 'a', load)).rejects.toThrow(/does not declare/);
    const lenient = createResponseCache({ ttlMs: 0, maxEntries: 10, strict: false });
    expect((await lenient.read(countEndpoint, 'a', load)).json).toBe('{"loads":1}');
  });

  it('refuses an answer missing a field, strict or not', async () => {
    const load = async () => ({}) as { loads: number };
    for (const strict of [true, false]) {
      const cache = createResponseCache({ ttlMs: 0, maxEntries: 10, strict });
      await expect(cache.read(countEndpoint, 'a', load)).rejects.toThrow(/does not match its response schema/);
    }
  });
});
