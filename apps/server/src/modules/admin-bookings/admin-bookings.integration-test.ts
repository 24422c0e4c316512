import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import { BOOKING_MESSAGES, MONEY_MESSAGES, type TAdminBookingDetail, type TAdminBookingsPage } from '@tour/shared';
import { queryRows } from '../../db';
import { bookByTransfer } from '../../testing/desk-fixtures';
import { openTestBed, type TTestApp } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';
import { insertBooking } from '../bookings/bookings.repository';

describe.each(TEST_BACKENDS)('the bookings desk on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;
  let admin: TOperator;
  let customer: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend, { FILES_DIR: `/tmp/bookings-desk-test-${crypto.randomUUID()}` }));
    admin = await signUpOperator(t, db, 'admin');
    customer = await signUpOperator(t, db, 'customer');
  });
  afterAll(() => close());

  const get = async <T>(url: string, caller: TOperator = admin) => {
    const response = await t.app.inject({ method: 'GET', url, cookies: caller.cookies });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const list = (query: string) => get<TAdminBookingsPage>(`/api/admin/bookings${query}`);
  const detail = (bookingId: string) => get<TAdminBookingDetail>(`/api/admin/bookings/${bookingId}`);
  const setStatus = (bookingId: string, body: object, caller: TOperator = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/bookings/${bookingId}/status`, cookies: caller.cookies, payload: body });

  /** Bookings inserted as the booking paths leave them, one minute apart, on one departure of a tour titled `title`. */
  async function insertBookings(
    title: string,
    rows: { name: string; email: string; status?: 'pending' | 'confirmed'; method?: 'pay_later' | 'credit_card' }[],
    startDate = '2026-09-01',
  ) {
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 100, startDate });
    await queryRows(db, sql`update tours set title = ${title} where id = ${tourId}`);
    const made: { id: string; reference: string }[] = [];
    for (const [index, row] of rows.entries()) {
      const paid = row.status === 'confirmed';
      made.push(
        await insertBooking(db, {
          userId: null,
          bookingSessionId: null,
          tourId,
          tourDateId,
          numberOfGuests: 1,
          totalAmount: 100_000,
          currency: 'USD',
          discountAmount: 0,
          discountPercentage: null,
          bookingStatus: paid ? 'confirmed' : 'pending',
          paymentStatus: paid ? 'completed' : 'pending',
          paymentMethod: row.method ?? 'pay_later',
          contactName: row.name,
          contactEmail: row.email,
          contactPhone: null,
          language: 'en',
          now: new Date(Date.UTC(2026, 4, 1, 0, index)),
        }),
      );
    }
    return made;
  }

  it('searches by reference, e-mail, name and tour title, filters, and pages newest first', async () => {
    const title = `Desk search ${crypto.randomUUID().slice(0, 6)}`;
    const rows = Array.from({ length: 27 }, (_, index) => ({
      name: index === 3 ? 'Zelda Quasimodo' : `Guest ${index}`,
      email: index === 4 ? 'odd.one_out@example.test' : `guest${index}@example.test`,
      status: index % 2 === 0 ? ('confirmed' as const) : ('pending' as const),
      method: index % 2 === 0 ? ('credit_card' as const) : ('pay_later' as const),
    }));
    const made = await insertBookings(title, rows);
    const first = await list(`?q=${encodeURIComponent(title)}`);
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.items[0]?.reference).toBe(made[26]?.reference);
    expect(first.items[0]).toMatchObject({ tourTitle: title, departureDate: '2026-09-01', guests: 1, currency: 'USD' });
    const second = await list(`?q=${encodeURIComponent(title)}&page=2`);
    expect(second.items.map((item) => item.reference)).toEqual([made[1]?.reference, made[0]?.reference]);

    expect((await list(`?q=${made[5]?.reference}`)).items.map((item) => item.id)).toEqual([made[5]?.id]);
    expect((await list('?q=quasimodo')).items.map((item) => item.id)).toEqual([made[3]?.id]);
    expect((await list('?q=ODD.ONE_OUT@')).items.map((item) => item.id)).toEqual([made[4]?.id]);
    // A search's % and _ are taken literally.
    expect((await list(`?q=${encodeURIComponent('%')}`)).total).toBe(0);

    const q = `q=${encodeURIComponent(title)}`;
    expect((await list(`?${q}&status=confirmed`)).total).toBe(14);
    expect((await list(`?${q}&paymentStatus=pending`)).total).toBe(13);
    expect((await list(`?${q}&method=credit_card&status=confirmed`)).total).toBe(14);
    expect((await list(`?${q}&method=bank_transfer`)).total).toBe(0);
    expect((await list(`?${q}&departureFrom=2026-09-01&departureTo=2026-09-01`)).total).toBe(27);
    expect((await list(`?${q}&departureFrom=2026-09-02`)).total).toBe(0);
    expect((await list(`?${q}&departureTo=2026-08-31`)).total).toBe(0);
    // A filter the desk does not know is dropped rather than refused.
    expect((await list(`?${q}&status=lost&page=x`)).total).toBe(27);
  });

  it("shows a booking's details, payments, timeline with who did what, and what may be done next", async () => {
    const transfer = await bookByTransfer(t, db, { name: 'Tina Timeline' });
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transfers/${transfer.paymentId}/verify`,
      cookies: admin.cookies,
    });
    expect(verified.statusCode).toBe(200);
    const booking = await detail(transfer.bookingId);
    expect(booking).toMatchObject({
      id: transfer.bookingId,
      reference: transfer.reference,
      status: 'confirmed',
      paymentStatus: 'completed',
      paymentMethod: 'bank_transfer',
      traveller: { name: 'Tina Timeline', email: transfer.email },
      tour: { title: 'Test tour', startDate: '2026-09-01', endDate: '2026-09-07' },
      account: null,
    });
    expect(booking.payments).toEqual([
      expect.objectContaining({
        id: transfer.paymentId,
        method: 'bank_transfer',
        status: 'succeeded',
        refundable: booking.totalAmount,
        slip: expect.objectContaining({ contentType: 'image/png' }),
      }),
    ]);
    expect(booking.actions).toEqual({
      statusTargets: ['paid'],
      canResendConfirmation: true,
      cancel: { policyRefund: booking.totalAmount, fullRefund: booking.totalAmount },
    });
    const kinds = booking.timeline.map((entry) => `${entry.kind}: ${entry.title}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'hold: 2 seats held at checkout',
        'status: Booking created',
        'status: Transfer verified: booking paid',
        'admin: Administrator verified the bank transfer',
        expect.stringMatching(/^payment: Bank Transfer payment of \$[\d,.]+: succeeded$/),
        expect.stringMatching(/^mail: E-mail queued: Booking received – payment being verified · /),
        expect.stringMatching(/^mail: E-mail queued: Booking Confirmed! · /),
      ]),
    );
    expect(kinds[0]).toBe('hold: 2 seats held at checkout');
    const verifiedEntry = booking.timeline.find((entry) => entry.title === 'Transfer verified: booking paid');
    expect(verifiedEntry?.actor).toEqual({ kind: 'administrator', name: expect.any(String) });
    expect(verifiedEntry?.actor.name).not.toBeNull();
    expect(booking.timeline.map((entry) => entry.at)).toEqual([...booking.timeline.map((entry) => entry.at)].sort());

    // A partial refund in the ledger: what the payment may still refund, the cancel preview and the timeline follow it.
    await queryRows(
      db,
      sql`insert into refunds (booking_id, payment_id, route, amount, currency, status, reason, requested_by_kind,
        requested_by, created_at, settled_at)
      values (${transfer.bookingId}, ${transfer.paymentId}, 'bank_transfer', 1000, 'USD', 'succeeded', 'Goodwill',
        'administrator', ${admin.id}, '2026-06-01T09:00:00Z', '2026-06-01T09:30:00Z')`,
    );
    const refunded = await detail(transfer.bookingId);
    expect(refunded.payments[0]?.refundable).toBe(booking.totalAmount - 1000);
    expect(refunded.actions.cancel?.fullRefund).toBe(booking.totalAmount - 1000);
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ route: 'bank_transfer', amount: 1000, status: 'succeeded', reason: 'Goodwill' }),
    ]);
    const refundEntries = refunded.timeline.filter((entry) => entry.kind === 'refund');
    expect(refundEntries.map((entry) => entry.title)).toEqual([
      'Refund of $10.00 requested by bank transfer',
      'Refund of $10.00 succeeded',
    ]);
    expect(refundEntries[0]?.actor).toEqual({ kind: 'administrator', name: expect.any(String) });

    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${crypto.randomUUID()}`,
      cookies: admin.cookies,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MONEY_MESSAGES.bookingNotFound);
  });

  it('resends the confirmation with a fresh manage link, audited, and refuses it for a cancelled booking', async () => {
    const [booking] = await insertBookings('Resend tour', [
      { name: 'Rita Resend', email: 'rita@example.test', status: 'confirmed', method: 'credit_card' },
    ]);
    const id = booking?.id ?? '';
    const resend = () =>
      t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/resend-confirmation`, cookies: admin.cookies });
    const answer = await resend();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: MONEY_MESSAGES.confirmationResent });
    const mails = await queryRows<{ kind: string; subject: string; text_body: string }>(
      db,
      sql`select kind, subject, text_body from mail_outbox where booking_id = ${id}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Booking Confirmed! · /);
    expect(mails[0]?.text_body).toMatch(/http:\/\/localhost:3000\/booking\/manage\/\S+/);
    const audit = await queryRows<{ action: string; actor_user_id: string }>(
      db,
      sql`select action, actor_user_id from audit_log where target_type = 'booking' and target_id = ${id}`,
    );
    expect(audit).toEqual([{ action: 'booking.resend_confirmation', actor_user_id: admin.id }]);
    expect(
      (await detail(id)).timeline.some((entry) => entry.title === 'Administrator sent the confirmation e-mail again'),
    ).toBe(true);

    await queryRows(db, sql`update bookings set booking_status = 'cancelled', refund_status = 'none' where id = ${id}`);
    expect((await detail(id)).actions).toMatchObject({ canResendConfirmation: false, cancel: null, statusTargets: [] });
    expect((await resend()).statusCode).toBe(409);
  });

  it('moves a status only along the allowed paths: completed after the trip, never cancelled or reopened', async () => {
    const [paid, unpaid] = await insertBookings('Status tour', [
      { name: 'Paula Paid', email: 'paula@example.test', status: 'confirmed', method: 'credit_card' },
      { name: 'Una Unpaid', email: 'una@example.test' },
    ]);
    const paidId = paid?.id ?? '';
    const unpaidId = unpaid?.id ?? '';
    for (const [bookingId, body] of [
      [paidId, { status: 'completed' }],
      [paidId, { status: 'cancelled' }],
      [paidId, { status: 'confirmed', paymentStatus: 'failed' }],
      [unpaidId, { status: 'confirmed' }],
      [unpaidId, { status: 'confirmed', paymentStatus: 'completed' }],
    ] as const) {
      const refused = await setStatus(bookingId, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json().error.message).toBe(MONEY_MESSAGES.statusNotAllowed);
    }
    const toPaid = await setStatus(paidId, { status: 'paid' });
    expect(toPaid.statusCode).toBe(200);
    expect(toPaid.json()).toEqual({ message: BOOKING_MESSAGES.statusUpdated });
    expect((await detail(paidId)).actions.statusTargets).toEqual(['confirmed']);

    // The trip ends on 2026-09-07; the next Bangkok day it may be completed.
    const start = t.clock.now();
    t.clock.set(new Date('2026-09-07T17:00:00Z'));
    try {
      const later = await signUpOperator(t, db, 'admin');
      const detailNow = await get<TAdminBookingDetail>(`/api/admin/bookings/${paidId}`, later);
      expect(detailNow.actions.statusTargets).toEqual(['confirmed', 'completed']);
      expect((await setStatus(paidId, { status: 'completed' }, later)).statusCode).toBe(200);
      const [row] = await queryRows<{ booking_status: string }>(
        db,
        sql`select booking_status from bookings where id = ${paidId}`,
      );
      expect(row?.booking_status).toBe('completed');
      const events = await queryRows<{ event: string; actor_user_id: string }>(
        db,
        sql`select event, actor_user_id from booking_events where booking_id = ${paidId} and event = 'status_set'`,
      );
      expect(events).toEqual([
        { event: 'status_set', actor_user_id: admin.id },
        { event: 'status_set', actor_user_id: later.id },
      ]);
      const audit = await queryRows<{ action: string }>(
        db,
        sql`select action from audit_log where target_type = 'booking' and target_id = ${paidId}`,
      );
      expect(audit.map((entry) => entry.action)).toEqual(['booking.status_change', 'booking.status_change']);
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses the desk and the status route to a customer (403) and to a signed-out visitor (401)', async () => {
    const [booking] = await insertBookings('Guarded tour', [
      { name: 'Gus Guarded', email: 'gus@example.test', status: 'confirmed', method: 'credit_card' },
    ]);
    const id = booking?.id ?? '';
    const calls = [
      { method: 'GET' as const, url: '/api/admin/bookings' },
      { method: 'GET' as const, url: `/api/admin/bookings/${id}` },
      { method: 'POST' as const, url: `/api/admin/bookings/${id}/resend-confirmation` },
      { method: 'PATCH' as const, url: `/api/bookings/${id}/status`, payload: { status: 'paid' } },
    ];
    for (const call of calls) {
      expect((await t.app.inject({ ...call, cookies: customer.cookies })).statusCode, call.url).toBe(403);
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    }
    const mails = await queryRows(db, sql`select id from mail_outbox where booking_id = ${id}`);
    expect(mails).toHaveLength(0);
  });
});
