import { describe, expect, it } from 'vitest';
import type { TSaveTourEditDraftRequest, TTourEditDraft } from '@tour/shared';
import { ApiError } from '../../lib/api-client';
import { createDraftSaver } from '../../lib/draft-saver';
import { editDraftTransport, NewerDraftError } from './edit-draft-transport';
import { EDIT_TOUR_TEXTS, relativeTimeOf } from './texts';

const DRAFT_TEXTS = EDIT_TOUR_TEXTS.en.draft;

const BASE = '2026-06-01T08:00:00.000Z';

function draftOf(version: number, data: Record<string, unknown>): TTourEditDraft {
  return { version, data, updatedAt: '2026-06-01T09:00:00.000Z', baseUpdatedAt: BASE, tourChangedSince: false };
}

/** A server with one draft slot: versions checked like PUT /api/tours/:slug/edit/draft. */
function fakeServer(initial: TTourEditDraft | null = null) {
  let stored = initial;
  const requests: TSaveTourEditDraftRequest[] = [];
  return {
    requests,
    stored: () => stored,
    /** Another window saves meanwhile. */
    saveElsewhere: (data: Record<string, unknown>) => {
      stored = draftOf((stored?.version ?? 0) + 1, data);
    },
    discard: () => {
      stored = null;
    },
    calls: {
      put: async (_slug: string, request: TSaveTourEditDraftRequest) => {
        requests.push(request);
        const current = stored?.version ?? null;
        if (request.version === null ? current !== null : current === null) {
          if (current === null) throw new ApiError({ code: 'NOT_FOUND', status: 404, message: 'gone' });
          throw new ApiError({ code: 'CONFLICT', status: 409, message: 'stale', fields: { version: String(current) } });
        }
        if (request.version !== null && request.version !== current) {
          throw new ApiError({ code: 'CONFLICT', status: 409, message: 'stale', fields: { version: String(current) } });
        }
        stored = draftOf((current ?? 0) + 1, request.data);
        return stored;
      },
      get: async () => stored,
    },
  };
}

describe('the edit draft transport', () => {
  it('creates without a version, then saves on top of the version it got, with the base time', async () => {
    const server = fakeServer();
    const transport = editDraftTransport('andaman', server.calls, () => BASE, DRAFT_TEXTS);
    const created = await transport.create({ form: { title: 'One' } });
    expect(created).toMatchObject({ id: 'andaman', version: 1, data: { form: { title: 'One' } } });
    const saved = await transport.save('andaman', 1, { form: { title: 'Two' } });
    expect(saved.version).toBe(2);
    expect(server.requests.map((request) => [request.version, request.baseUpdatedAt])).toEqual([
      [null, BASE],
      [1, BASE],
    ]);
  });

  it('a newer draft from another window is not merged over: NewerDraftError, which the saver does not retry', async () => {
    const server = fakeServer(draftOf(1, { form: { title: 'Mine' } }));
    const transport = editDraftTransport('andaman', server.calls, () => BASE, DRAFT_TEXTS);
    const saver = createDraftSaver({
      transport,
      initial: { draftId: 'andaman', version: 1, data: { form: { title: 'Mine' } } },
      debounceMs: 1,
      retryMs: 1,
    });
    server.saveElsewhere({ form: { title: 'Other window' } });
    saver.schedule({ form: { title: 'Mine, later' } });
    await expect(saver.flush()).rejects.toBeInstanceOf(NewerDraftError);
    expect(saver.getState()).toMatchObject({ status: 'error' });
    expect(server.stored()?.data).toEqual({ form: { title: 'Other window' } });
    // One attempt only: no re-base and save again.
    expect(server.requests).toHaveLength(1);
    saver.dispose();
  });

  it('a second window creating the draft first is a newer draft too', async () => {
    const server = fakeServer(draftOf(1, { form: { title: 'First' } }));
    const transport = editDraftTransport('andaman', server.calls, () => BASE, DRAFT_TEXTS);
    await expect(transport.create({ form: { title: 'Second' } })).rejects.toBeInstanceOf(NewerDraftError);
  });

  it('a draft deleted meanwhile (discarded or saved elsewhere) is started again with what was typed', async () => {
    const server = fakeServer(draftOf(3, { form: { title: 'Old' } }));
    server.discard();
    const transport = editDraftTransport('andaman', server.calls, () => BASE, DRAFT_TEXTS);
    const saved = await transport.save('andaman', 3, { form: { title: 'Typed' } });
    expect(saved.version).toBe(1);
    expect(server.requests.map((request) => request.version)).toEqual([3, null]);
    expect(server.stored()?.data).toEqual({ form: { title: 'Typed' } });
  });

  it('other failures are passed on for the saver to retry or report', async () => {
    const transport = editDraftTransport(
      'andaman',
      {
        put: async () => {
          throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'Network error occurred' });
        },
        get: async () => null,
      },
      () => BASE,
      DRAFT_TEXTS,
    );
    await expect(transport.save('andaman', 1, {})).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(transport.load('andaman')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the restored notice time', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('says how long ago the draft was saved', () => {
    expect(relativeTimeOf('2026-06-01T11:59:30Z', 'en', now)).toBe('a moment ago');
    expect(relativeTimeOf('2026-06-01T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTimeOf('2026-06-01T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTimeOf('2026-05-31T12:00:00Z', 'en', now)).toBe('yesterday');
  });
});
