import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTourDraftRecord } from '@tour/shared';
import { createDraftSaver, rebaseDraft, type TDraftTransport } from './draft-saver';

type TData = Record<string, unknown>;

/** An in-memory server with the API's rules: versions, 409 with the current version when stale. */
function fakeServer(initial: TData = {}) {
  let record: TTourDraftRecord = {
    id: 'draft-1',
    version: 1,
    data: initial,
    createdAt: '2026-06-01T08:00:00.000Z',
    updatedAt: '2026-06-01T08:00:00.000Z',
    submittedAt: null,
  };
  const calls: Array<{ kind: string; version?: number; data?: TData }> = [];
  let pending: Array<() => void> = [];
  let failNext: unknown = null;
  /** When true, each save waits until `release()` (a request in flight). */
  let hold = false;

  const answer = <T>(make: () => T) =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        if (failNext) {
          const error = failNext;
          failNext = null;
          reject(error);
        } else {
          try {
            resolve(make());
          } catch (error) {
            reject(error);
          }
        }
      };
      if (hold) pending.push(run);
      else queueMicrotask(run);
    });

  const transport: TDraftTransport = {
    create: (data) =>
      answer(() => {
        calls.push({ kind: 'create', data });
        record = { ...record, data, version: 1 };
        return record;
      }),
    load: async () => {
      calls.push({ kind: 'load' });
      return record;
    },
    save: (_id, version, data) =>
      answer(() => {
        calls.push({ kind: 'save', version, data });
        if (version !== record.version) {
          throw Object.assign(new Error('stale'), { status: 409, fields: { version: String(record.version) } });
        }
        record = { ...record, data, version: record.version + 1, updatedAt: `v${record.version + 1}` };
        return record;
      }),
  };
  return {
    transport,
    calls,
    get record() {
      return record;
    },
    /** Another window saves meanwhile. */
    saveElsewhere(data: TData) {
      record = { ...record, data, version: record.version + 1 };
    },
    holdRequests() {
      hold = true;
    },
    release() {
      hold = false;
      const queued = pending;
      pending = [];
      for (const run of queued) run();
    },
    failNextWith(error: unknown) {
      failNext = error;
    },
  };
}

describe('draft saver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once after the quiet time, with the newest data', async () => {
    const server = fakeServer();
    const saver = createDraftSaver({
      transport: server.transport,
      initial: { draftId: 'draft-1', version: 1, data: {} },
      debounceMs: 1500,
    });
    saver.schedule({ title: 'P' });
    await vi.advanceTimersByTimeAsync(1000);
    saver.schedule({ title: 'Phuket' });
    expect(saver.getState()).toMatchObject({ status: 'waiting', hasUnsavedChanges: true });
    await vi.advanceTimersByTimeAsync(1499);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(saver.getState().status).toBe('saved'));
    expect(server.calls).toEqual([{ kind: 'save', version: 1, data: { title: 'Phuket' } }]);
    expect(saver.getState()).toMatchObject({ hasUnsavedChanges: false, lastSavedAt: 'v2', error: null });
  });

  it('queues what is typed while a save is in flight and sends it after, one request at a time', async () => {
    const server = fakeServer();
    const saver = createDraftSaver({
      transport: server.transport,
      initial: { draftId: 'draft-1', version: 1, data: {} },
    });
    server.holdRequests();
    saver.schedule({ title: 'First' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(saver.getState().status).toBe('saving');
    saver.schedule({ title: 'Second' });
    saver.schedule({ title: 'Third' });
    await vi.advanceTimersByTimeAsync(5000);
    server.release();
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    await vi.waitFor(() => expect(saver.getState().status).toBe('saved'));
    expect(server.calls.map((call) => [call.version, call.data])).toEqual([
      [1, { title: 'First' }],
      [2, { title: 'Third' }],
    ]);
    expect(server.record.data).toEqual({ title: 'Third' });
  });

  it('re-bases on the server draft after a 409: its own changes win, the other window keeps the rest', async () => {
    const server = fakeServer({ title: 'Start', description: 'Old' });
    const saver = createDraftSaver({
      transport: server.transport,
      initial: { draftId: 'draft-1', version: 1, data: { title: 'Start', description: 'Old' } },
    });
    server.saveElsewhere({ title: 'Start', description: 'Written in the other tab' });
    saver.schedule({ title: 'Typed here', description: 'Old' });
    await saver.flush();
    expect(server.record).toMatchObject({
      version: 3,
      data: { title: 'Typed here', description: 'Written in the other tab' },
    });
    expect(server.calls.map((call) => call.kind)).toEqual(['save', 'load', 'save']);
  });

  it('creates the draft on the first save when there is none, then saves into it', async () => {
    const server = fakeServer();
    const onCreated = vi.fn();
    const saver = createDraftSaver({ transport: server.transport, onCreated });
    saver.schedule({ title: 'New' });
    await saver.flush();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 'draft-1', version: 1 }));
    saver.schedule({ title: 'Newer' });
    await saver.flush();
    expect(server.calls.map((call) => [call.kind, call.version ?? null])).toEqual([
      ['create', null],
      ['save', 1],
    ]);
    expect(saver.getState().draftId).toBe('draft-1');
  });

  it('keeps the data after a network failure and saves it on the retry', async () => {
    const server = fakeServer();
    const saver = createDraftSaver({
      transport: server.transport,
      initial: { draftId: 'draft-1', version: 1, data: {} },
      retryMs: 5000,
    });
    server.failNextWith(Object.assign(new Error('offline'), { status: 0 }));
    saver.schedule({ title: 'Not lost' });
    await expect(saver.flush()).rejects.toThrow('offline');
    expect(saver.getState()).toMatchObject({ status: 'error', hasUnsavedChanges: true });
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(saver.getState().status).toBe('saved'));
    expect(server.record.data).toEqual({ title: 'Not lost' });
  });

  it('merges top-level fields three ways', () => {
    expect(rebaseDraft({ a: 1, b: 1, c: 1 }, { a: 2, b: 1 }, { a: 1, b: 3, c: 1, d: 4 })).toEqual({ a: 2, b: 3, d: 4 });
  });
});
