import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectRow, type TDb } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import { type TSubmittedTour, TOUR_RESUBMIT_MESSAGES } from '@tour/shared';
import { queryRows } from '../../db';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import { completeTourDraft, signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

type TRow = Record<string, unknown>;

describe.each(TEST_BACKENDS)('requested changes and resubmission on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let agent: TOperator;
  let otherAgent: TOperator;
  let admin: TOperator;
  let customer: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    agent = await signUpOperator(t, db, 'agent', { nameEn: 'Siam Holidays Co., Ltd.' });
    otherAgent = await signUpOperator(t, db, 'agent', { nameEn: 'Andaman Trips' });
    admin = await signUpOperator(t, db, 'admin');
    customer = await signUpOperator(t, db, 'customer');
  });
  afterAll(() => close());

  const inject = (caller: TOperator, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, cookies: caller.cookies, ...(payload ? { payload } : {}) });

  const submit = (draftId: string, key: string = crypto.randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/tour-drafts/${draftId}/submit`,
      cookies: agent.cookies,
      headers: { 'idempotency-key': key },
      payload: {},
    });

  /** A tour submitted as the agent and sent back by the admin with a note: its draft and pending tour ids. */
  async function sentBack(title: string, note = 'Please add a second hotel night.') {
    const draft = await inject(agent, 'POST', '/api/tour-drafts', { data: completeTourDraft({ title }) });
    expect(draft.statusCode).toBe(201);
    const submitted = await submit(draft.json().id);
    expect(submitted.statusCode).toBe(201);
    t.clock.advance(1000);
    const pendingTourId: string = submitted.json().pendingTourId;
    const decided = await inject(admin, 'POST', `/api/admin/pending-tours/${pendingTourId}/request-changes`, { note });
    expect(decided.statusCode).toBe(200);
    t.clock.advance(1000);
    return { draftId: String(draft.json().id), pendingTourId };
  }

  const reopen = (pendingTourId: string, caller: TOperator = agent) =>
    inject(caller, 'POST', `/api/tour-submissions/${pendingTourId}/reopen`);

  const pendingOf = async (id: string) =>
    expectRow((await queryRows<TRow>(db, sql`select * from pending_tours where id = ${id}`))[0], id);

  const mine = async (): Promise<TSubmittedTour[]> =>
    (await inject(agent, 'GET', '/api/tour-submissions')).json().tours;

  it('shows the note and the history on the account list', async () => {
    const { pendingTourId } = await sentBack('Krabi Sea Caves', 'Add the hotel website.');
    const tour = expectRow(
      (await mine()).find((item) => item.id === pendingTourId),
      'the sent-back tour',
    );
    expect(tour).toMatchObject({ status: 'changes_requested', note: 'Add the hotel website.' });
    expect(tour.history.map((event) => [event.kind, event.note])).toEqual([
      ['submitted', null],
      ['changes_requested', 'Add the hotel website.'],
    ]);
    expect(tour.history[1]?.createdAt).toBe(
      new Date(Date.parse(tour.history[0]?.createdAt ?? '') + 1000).toISOString(),
    );
  });

  it('reopens only for the owner and only while changes are requested', async () => {
    const draft = await inject(agent, 'POST', '/api/tour-drafts', {
      data: completeTourDraft({ title: 'Phi Phi Day' }),
    });
    const submitted = await submit(draft.json().id);
    const pendingTourId: string = submitted.json().pendingTourId;

    const whilePending = await reopen(pendingTourId);
    expect(whilePending.statusCode).toBe(409);
    expect(whilePending.json().error.message).toBe(TOUR_RESUBMIT_MESSAGES.notChangesRequested);

    await inject(admin, 'POST', `/api/admin/pending-tours/${pendingTourId}/request-changes`, { note: 'More photos' });
    const byOther = await reopen(pendingTourId, otherAgent);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().error.message).toBe(TOUR_RESUBMIT_MESSAGES.notFound);
    expect((await reopen(pendingTourId, customer)).statusCode).toBe(403);
    expect((await reopen('not-a-uuid')).statusCode).toBe(400);
    expect((await pendingOf(pendingTourId)).status).toBe('changes_requested');

    const first = await reopen(pendingTourId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ draftId: draft.json().id });
    const reopened = await inject(agent, 'GET', `/api/tour-drafts/${draft.json().id}`);
    expect(reopened.json()).toMatchObject({ submittedAt: null, version: draft.json().version + 2 });
    // Reopening again answers the same draft.
    expect((await reopen(pendingTourId)).json()).toEqual({ draftId: draft.json().id });

    const rejectedDraft = await inject(agent, 'POST', '/api/tour-drafts', {
      data: completeTourDraft({ title: 'Koh Lanta' }),
    });
    const rejected = (await submit(rejectedDraft.json().id)).json().pendingTourId;
    t.clock.advance(1000);
    await inject(admin, 'POST', `/api/admin/pending-tours/${rejected}/reject`, { reason: 'Licence expired' });
    expect((await reopen(rejected)).statusCode).toBe(409);
    const shown = expectRow(
      (await mine()).find((item) => item.id === rejected),
      'the rejected tour',
    );
    expect(shown).toMatchObject({ status: 'rejected', note: 'Licence expired', rejectionReason: 'Licence expired' });
    expect(shown.history.map((event) => event.kind)).toEqual(['submitted', 'rejected']);
  });

  it('resubmits into the same pending row, keeps the SKU and the history, and the admin sees it pending again', async () => {
    const { draftId, pendingTourId } = await sentBack('Similan Islands Dive');
    const before = await pendingOf(pendingTourId);
    expect((await reopen(pendingTourId)).statusCode).toBe(200);

    const current = (await inject(agent, 'GET', `/api/tour-drafts/${draftId}`)).json();
    const saved = await inject(agent, 'PUT', `/api/tour-drafts/${draftId}`, {
      version: current.version,
      data: { ...current.data, title: 'Similan Islands Liveaboard', totalQuota: 45 },
    });
    expect(saved.statusCode).toBe(200);

    const resubmitted = await submit(draftId, 'resubmit-key-1');
    expect(resubmitted.statusCode).toBe(201);
    expect(resubmitted.json().pendingTourId).toBe(pendingTourId);
    // A replay of the resubmission answers the same row and writes nothing more.
    const replay = await submit(draftId, 'resubmit-key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().pendingTourId).toBe(pendingTourId);

    const after = await pendingOf(pendingTourId);
    expect(after).toMatchObject({
      status: 'pending',
      title: 'Similan Islands Liveaboard',
      slug: 'similan-islands-liveaboard',
      total_quota: 45,
      sku: before.sku,
      draft_id: draftId,
      idempotency_key: 'resubmit-key-1',
    });
    const rowsOfDraft = await queryRows<TRow>(db, sql`select id from pending_tours where draft_id = ${draftId}`);
    expect(rowsOfDraft).toHaveLength(1);
    const events = await queryRows<{ kind: string }>(
      db,
      sql`select kind from tour_submission_events where pending_tour_id = ${pendingTourId} order by created_at, id`,
    );
    expect(events.map((event) => event.kind)).toEqual(['submitted', 'changes_requested', 'resubmitted']);
    const mails = await queryRows<{ subject: string }>(
      db,
      sql`select subject from mail_outbox where to_address = ${agent.email} and kind = 'tour_received' order by created_at`,
    );
    expect(mails.map((mail) => mail.subject)).toContain('We received your changes: Similan Islands Liveaboard');
    expect((await inject(agent, 'GET', `/api/tour-drafts/${draftId}`)).json().submittedAt).not.toBeNull();

    const queue = (await inject(admin, 'GET', '/api/admin/pending-tours')).json().items as { id: string }[];
    expect(queue[0]?.id).toBe(pendingTourId);
    const listed = expectRow(
      (await mine()).find((item) => item.id === pendingTourId),
      'the resubmitted tour',
    );
    expect(listed).toMatchObject({ status: 'pending', note: null, title: 'Similan Islands Liveaboard' });
    expect(listed.history.map((event) => event.kind)).toEqual(['submitted', 'changes_requested', 'resubmitted']);

    // Pending again, it can be decided again, and a second reopen is refused.
    expect((await reopen(pendingTourId)).statusCode).toBe(409);
    const approved = await inject(admin, 'POST', `/api/admin/pending-tours/${pendingTourId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().slug).toBe('similan-islands-liveaboard');
  });

  it('a shorter title takes its own slug: one the old title merely began with is neither kept nor published', async () => {
    const { draftId, pendingTourId } = await sentBack('Hua Hin Escape Extra');
    expect((await pendingOf(pendingTourId)).slug).toBe('hua-hin-escape-extra');
    expect((await reopen(pendingTourId)).statusCode).toBe(200);
    const current = (await inject(agent, 'GET', `/api/tour-drafts/${draftId}`)).json();
    await inject(agent, 'PUT', `/api/tour-drafts/${draftId}`, {
      version: current.version,
      data: { ...current.data, title: 'Hua Hin Escape' },
    });
    expect((await submit(draftId)).statusCode).toBe(201);
    expect((await pendingOf(pendingTourId)).slug).toBe('hua-hin-escape');

    // Approval applies the same rule to a stored slug that no longer fits the title.
    await queryRows(db, sql`update pending_tours set slug = 'hua-hin-escape-extra' where id = ${pendingTourId}`);
    const approved = await inject(admin, 'POST', `/api/admin/pending-tours/${pendingTourId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().slug).toBe('hua-hin-escape');
  });

  it('restores a deleted draft from the submitted record, which resubmits as it was', async () => {
    const { draftId, pendingTourId } = await sentBack('Chiang Mai Temples');
    const before = await pendingOf(pendingTourId);
    expect((await inject(agent, 'DELETE', `/api/tour-drafts/${draftId}`)).statusCode).toBe(204);
    expect((await pendingOf(pendingTourId)).draft_id).toBeNull();

    const reopened = await reopen(pendingTourId);
    expect(reopened.statusCode).toBe(200);
    const restoredId: string = reopened.json().draftId;
    expect(restoredId).not.toBe(draftId);
    expect((await pendingOf(pendingTourId)).draft_id).toBe(restoredId);
    const restored = (await inject(agent, 'GET', `/api/tour-drafts/${restoredId}`)).json();
    expect(restored).toMatchObject({ submittedAt: null, data: { title: 'Chiang Mai Temples', wizardStep: 1 } });

    const resubmitted = await submit(restoredId);
    expect(resubmitted.statusCode).toBe(201);
    expect(resubmitted.json().pendingTourId).toBe(pendingTourId);
    const after = await pendingOf(pendingTourId);
    for (const column of ['title', 'sku', 'slug', 'price', 'discount_percentage', 'available_dates', 'hotels']) {
      expect(after[column]).toEqual(before[column]);
    }
    expect(after.status).toBe('pending');
  });
});
