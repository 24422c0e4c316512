import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

describe('response cache', () => {
  it('serves a read until it is too old or the cache is cleared', async () => {
    let time = 0;
    let loads = 0;
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10, now: () => time });
    const load = async () => ({ loads: ++loads });
    expect(await cache.read('a', load)).toBe('{"loads":1}');
    expect(await cache.read('a', load)).toBe('{"loads":1}');
    time = 1001;
    expect(await cache.read('a', load)).toBe('{"loads":2}');
    cache.clear();
    expect(await cache.read('a', load)).toBe('{"loads":3}');
  });

  it('never grows past its size', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('c', load);
    expect(await cache.read('a', load)).toBe('4');
  });

  it('loads every read afresh when its lifetime is 0', async () => {
    const cache = createResponseCache({ ttlMs: 0, maxEntries: 10, now: () => 0 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('a', load)).toBe('1');
    expect(await cache.read('a', load)).toBe('2');
  });
});
