import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import type { TPendingTourDetail, TPendingTourListItem, TReviewQueueTab, TTourDraft } from '@tour/shared';
import { queryRows } from '../../db';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import { completeTourDraft, signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

/** The review queue's tabs and the memory of submissions (issue 20): who decided what and when, and what changed. */
describe.each(TEST_BACKENDS)('the review queue on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let agent: TOperator;
  let admin: TOperator;
  let adminName: string;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    agent = await signUpOperator(t, db, 'agent', { nameEn: 'Siam Holidays Co., Ltd.' });
    admin = await signUpOperator(t, db, 'admin');
    const [profile] = await queryRows<{ username: string }>(
      db,
      sql`select username from profiles where id = ${admin.id}`,
    );
    adminName = profile?.username ?? '';
  });
  afterAll(() => close());

  const inject = (caller: TOperator, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, cookies: caller.cookies, ...(payload ? { payload } : {}) });

  const submit = (draftId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/tour-drafts/${draftId}/submit`,
      cookies: agent.cookies,
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {},
    });

  async function submitted(title: string) {
    const draft = await inject(agent, 'POST', '/api/tour-drafts', { data: completeTourDraft({ title }) });
    expect(draft.statusCode).toBe(201);
    const answer = await submit(draft.json().id);
    expect(answer.statusCode).toBe(201);
    t.clock.advance(1000);
    return { draftId: String(draft.json().id), pendingTourId: String(answer.json().pendingTourId) };
  }

  async function decide(pendingTourId: string, decision: 'approve' | 'reject' | 'request-changes', body?: object) {
    const answer = await inject(admin, 'POST', `/api/admin/pending-tours/${pendingTourId}/${decision}`, body);
    expect(answer.statusCode, answer.body).toBe(200);
    const at = t.clock.now().toISOString();
    t.clock.advance(1000);
    return at;
  }

  const tab = async (name: TReviewQueueTab): Promise<TPendingTourListItem[]> => {
    const answer = await inject(admin, 'GET', `/api/admin/pending-tours?tab=${name}`);
    expect(answer.statusCode).toBe(200);
    return answer.json().items;
  };

  const detail = async (id: string): Promise<TPendingTourDetail> =>
    (await inject(admin, 'GET', `/api/admin/pending-tours/${id}`)).json();

  it('lists each tour under its tab with the date and the administrator of the decision', async () => {
    const waiting = await submitted('Queue Waiting');
    const sentBack = await submitted('Queue Sent Back');
    const rejected = await submitted('Queue Rejected');
    const approved = await submitted('Queue Approved');
    const sentBackAt = await decide(sentBack.pendingTourId, 'request-changes', { note: 'Name the islands.' });
    const rejectedAt = await decide(rejected.pendingTourId, 'reject', { reason: 'Licence expired.' });
    const approvedAt = await decide(approved.pendingTourId, 'approve');

    const ids = (items: TPendingTourListItem[]) => items.map((item) => item.id);
    const pending = await tab('pending');
    expect(ids(pending)).toContain(waiting.pendingTourId);
    expect(ids(pending)).not.toContain(sentBack.pendingTourId);
    expect(pending.find((item) => item.id === waiting.pendingTourId)).toMatchObject({
      decision: null,
      resubmitted: false,
    });

    const [changesTab, rejectedTab, approvedTab] = await Promise.all([
      tab('changes_requested'),
      tab('rejected'),
      tab('approved'),
    ]);
    expect(changesTab.find((item) => item.id === sentBack.pendingTourId)).toMatchObject({
      title: 'Queue Sent Back',
      decision: { at: sentBackAt, by: adminName, note: 'Name the islands.' },
    });
    expect(rejectedTab.find((item) => item.id === rejected.pendingTourId)).toMatchObject({
      title: 'Queue Rejected',
      companyName: 'Siam Holidays Co., Ltd.',
      submittedBy: { id: agent.id, email: agent.email },
      decision: { at: rejectedAt, by: adminName, note: 'Licence expired.' },
    });
    expect(approvedTab.find((item) => item.id === approved.pendingTourId)).toMatchObject({
      title: 'Queue Approved',
      decision: { at: approvedAt, by: adminName, note: null },
    });
    // Each tour in exactly one tab.
    for (const [list, own] of [
      [changesTab, sentBack],
      [rejectedTab, rejected],
      [approvedTab, approved],
    ] as const) {
      expect(ids(list)).toContain(own.pendingTourId);
      expect(ids(list)).not.toContain(waiting.pendingTourId);
      expect(ids(list).filter((id) => id === own.pendingTourId)).toHaveLength(1);
    }
    expect(ids(approvedTab)).not.toContain(rejected.pendingTourId);
    expect(ids(rejectedTab)).not.toContain(approved.pendingTourId);
    // Newest decision first.
    expect(approvedTab[0]?.id).toBe(approved.pendingTourId);

    const unknownTab = await inject(admin, 'GET', '/api/admin/pending-tours?tab=archived');
    expect(unknownTab.statusCode).toBe(400);
  });

  it('keeps each submission as a snapshot and answers exactly the fields a resubmission changed', async () => {
    const { draftId, pendingTourId } = await submitted('Queue Resubmitted');
    expect((await detail(pendingTourId)).changes).toBeNull();
    await decide(pendingTourId, 'request-changes', { note: 'Cheaper first date, the TG205, day 2 and photo 2.' });
    expect((await inject(agent, 'POST', `/api/tour-submissions/${pendingTourId}/reopen`)).statusCode).toBe(200);

    const note = await inject(agent, 'GET', `/api/tour-drafts/${draftId}/review-note`);
    expect(note.statusCode).toBe(200);
    expect(note.json().note).toMatchObject({
      text: 'Cheaper first date, the TG205, day 2 and photo 2.',
      requestedBy: adminName,
    });
    expect((await inject(admin, 'GET', `/api/tour-drafts/${draftId}/review-note`)).statusCode).toBe(404);

    const current = (await inject(agent, 'GET', `/api/tour-drafts/${draftId}`)).json();
    const data = current.data as TTourDraft;
    const [first, ...otherDates] = data.availableDates ?? [];
    if (!first?.outbound) throw new Error('the fixture has a first date with an outbound flight');
    const edited: TTourDraft = {
      ...data,
      availableDates: [
        { ...first, price: 11000, outbound: { ...first.outbound, flightNumber: 'TG205' } },
        ...otherDates,
      ],
      itineraryDays: (data.itineraryDays ?? []).map((day) =>
        day.dayNumber === 2 ? { ...day, title: 'Day 2 on Phi Phi' } : day,
      ),
      tourImages: (data.tourImages ?? []).map((image) =>
        image.order === 1 ? { ...image, url: 'https://images.example.test/2-new.jpg' } : image,
      ),
    };
    const saved = await inject(agent, 'PUT', `/api/tour-drafts/${draftId}`, { version: current.version, data: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    const resubmitted = await submit(draftId);
    expect(resubmitted.statusCode, resubmitted.body).toBe(201);
    // Answered: the note is no longer shown.
    expect((await inject(agent, 'GET', `/api/tour-drafts/${draftId}/review-note`)).json()).toEqual({ note: null });

    const snapshots = await queryRows<{
      kind: string;
      snapshot: { title: string; tourImages: { url: string }[] } | null;
    }>(
      db,
      sql`select kind, snapshot from tour_submission_events where pending_tour_id = ${pendingTourId} order by created_at`,
    );
    expect(snapshots.map((row) => [row.kind, row.snapshot !== null])).toEqual([
      ['submitted', true],
      ['changes_requested', false],
      ['resubmitted', true],
    ]);
    // The previous submission is kept as it was.
    expect(snapshots[0]?.snapshot?.tourImages.map((image) => image.url)).toContain('https://images.example.test/2.jpg');

    expect((await tab('pending')).find((item) => item.id === pendingTourId)?.resubmitted).toBe(true);
    const tour = await detail(pendingTourId);
    expect(tour.changes?.previousSubmittedAt).toBe(tour.history[0]?.createdAt);
    expect(tour.changes?.items).toEqual([
      {
        section: 'dates',
        path: ['availableDates', '2026-09-01', 'price'],
        change: 'changed',
        before: 1250050,
        after: 1100000,
      },
      {
        section: 'dates',
        path: ['availableDates', '2026-09-01', 'outbound', 'flightNumber'],
        change: 'changed',
        before: 'TG201',
        after: 'TG205',
      },
      // The second date has no flights of its own: it is stored with the first date's.
      {
        section: 'dates',
        path: ['availableDates', '2026-09-15', 'outbound', 'flightNumber'],
        change: 'changed',
        before: 'TG201',
        after: 'TG205',
      },
      {
        section: 'itinerary',
        path: ['itineraryDays', '2', 'title'],
        change: 'changed',
        before: 'Day 2',
        after: 'Day 2 on Phi Phi',
      },
      {
        section: 'images',
        path: ['tourImages'],
        change: 'removed',
        before: 'https://images.example.test/2.jpg',
        after: null,
      },
      {
        section: 'images',
        path: ['tourImages'],
        change: 'added',
        before: null,
        after: 'https://images.example.test/2-new.jpg',
      },
    ]);
  });
});
