import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { mailOutbox, type TDb } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { formatMinorUnits, MONEY_MESSAGES, type TManagedBooking, type TRefundsOwedPage } from '@tour/shared';
import { queryRows } from '../../db';
import { startLocalStripePeer, type TLocalStripePeer } from '../../testing/local-stripe-peer';
import {
  createTestApp,
  deliverStripeWebhook,
  sessionCookieOf,
  uniqueEmail,
  type TTestApp,
} from '../../testing/test-app';
import { bookByBankTransferAsGuest, bookPaidByCardAsGuest } from '../../testing/guest-bookings';
import { issueManageLink } from '../bookings/manage-links.service';

/**
 * One refund ledger (issue 22, DESIGN decision 34) on PGlite and on PostgreSQL: refunds never exceed what was
 * captured, even when asked for at once; provider refunds settle from webhooks in any order; bank-transfer refunds
 * wait on the desk with the traveller's account until an administrator records the transfer made.
 */
const START = new Date('2026-06-01T08:00:00Z');
const SECRET_KEY = 'sk_test_refund_ledger_peer';
const WEBHOOK_SECRET = 'whsec_refund_ledger_peer';
const PASSWORD = 'secret1';
const ACCOUNT = { bankName: 'Kasikornbank', accountName: 'Ada Traveller', accountNumber: '123-4-56789-0' };

type TRefundRow = {
  id: string;
  route: string;
  status: string;
  amount: number;
  provider_refund_id: string | null;
  transfer_reference: string | null;
  proof_file_key: string | null;
};

describe.each(TEST_BACKENDS)('the refund ledger on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let s: TTestApp;
  let peer: TLocalStripePeer;
  let slip: Buffer;
  let admin: { sid: string };
  let adminId: string;
  let customer: { sid: string };

  async function signUp(app: TTestApp, role: 'admin' | 'customer') {
    const email = uniqueEmail(role);
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json() as { user: { id: string } }).user.id;
    await queryRows(db, sql`update profiles set role = ${role} where id = ${id}`);
    const signIn = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    return { id, cookies: { sid: sessionCookieOf(signIn) } };
  }

  beforeAll(async () => {
    peer = await startLocalStripePeer({ secretKey: SECRET_KEY });
    slip = await sharp({ create: { width: 40, height: 24, channels: 3, background: '#148a80' } })
      .png()
      .toBuffer();
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    const files = `/tmp/refund-ledger-test-${crypto.randomUUID()}`;
    t = await createTestApp(db, backend, {
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      FILES_DIR: files,
    });
    s = await createTestApp(db, backend, {
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      FILES_DIR: files,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_refund_ledger_peer',
      STRIPE_API_URL: peer.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    t.clock.set(START);
    s.clock.set(START);
    const signedIn = await signUp(t, 'admin');
    admin = signedIn.cookies;
    adminId = signedIn.id;
    customer = (await signUp(t, 'customer')).cookies;
  });
  afterAll(async () => {
    await t.app.close();
    await s.app.close();
    await close();
    await peer.close();
  });
  beforeEach(() => {
    t.clock.set(START);
    s.clock.set(START);
  });

  async function bookPaidByCard(app: TTestApp, guests = 2) {
    const booking = await bookPaidByCardAsGuest(app, db, { guests, email: uniqueEmail('card') });
    return { ...booking, ...(await moneyOf(booking.bookingId)) };
  }

  async function bookByBankTransfer(guests = 1) {
    const booking = await bookByBankTransferAsGuest(t, db, { guests, email: uniqueEmail('transfer'), slip });
    return { ...booking, token: await tokenFor(booking.bookingId), ...(await moneyOf(booking.bookingId)) };
  }

  async function moneyOf(bookingId: string) {
    const [row] = await queryRows<{ total_amount: number; currency: string }>(
      db,
      sql`select total_amount, currency from bookings where id = ${bookingId}`,
    );
    return { total: expectDefined(row).total_amount, currency: expectDefined(row).currency };
  }

  async function tokenFor(bookingId: string) {
    const [row] = await queryRows<{ end_date: string | Date }>(
      db,
      sql`select d.end_date from bookings b join tour_dates d on d.id = b.tour_date_id where b.id = ${bookingId}`,
    );
    const endDate = expectDefined(row).end_date;
    const tripEndDate = endDate instanceof Date ? endDate.toISOString().slice(0, 10) : endDate;
    const link = await issueManageLink(db, { bookingId, tripEndDate, appUrl: 'http://localhost:3000', now: START });
    return link.slice(link.lastIndexOf('/') + 1);
  }

  const refundBooking = (app: TTestApp, bookingId: string, payload: object, cookies: Record<string, string> = admin) =>
    app.app.inject({ method: 'POST', url: `/api/admin/bookings/${bookingId}/refunds`, cookies, payload });
  const cancelAsAdmin = (app: TTestApp, bookingId: string, payload: object, cookies: Record<string, string> = admin) =>
    app.app.inject({ method: 'POST', url: `/api/admin/bookings/${bookingId}/cancel`, cookies, payload });
  async function owed() {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/refunds/owed', cookies: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TRefundsOwedPage;
  }
  const ledgerOf = (bookingId: string) =>
    queryRows<TRefundRow>(
      db,
      sql`select id, route, status, amount, provider_refund_id, transfer_reference, proof_file_key
          from refunds where booking_id = ${bookingId} order by created_at`,
    );
  async function bookingRow(bookingId: string) {
    const [row] = await queryRows<{
      booking_status: string;
      refund_status: string | null;
      refund_amount: number | null;
    }>(db, sql`select booking_status, refund_status, refund_amount from bookings where id = ${bookingId}`);
    return expectDefined(row);
  }
  const mailsOf = (bookingId: string, kind: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, bookingId), eq(mailOutbox.kind, kind)));
  const auditOf = (bookingId: string, action: string) =>
    queryRows<{ actor_user_id: string; after: Record<string, unknown> }>(
      db,
      sql`select actor_user_id, after from audit_log where target_id = ${bookingId} and action = ${action}`,
    );

  function recordTransferRequest(refundId: string, fields: { transferReference?: string }, proof?: Buffer) {
    const boundary = '----refund-transfer-test';
    const parts = [
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      ...(proof
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            proof,
            Buffer.from('\r\n'),
          ]
        : []),
      Buffer.from(`--${boundary}--\r\n`),
    ];
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refundId}/transfer`,
      cookies: admin,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(parts),
    });
  }

  describe('partial refunds in test mode', () => {
    it('refund by refund up to what was paid, each audited and e-mailed, then refused with what is left', async () => {
      const booking = await bookPaidByCard(t);
      const part = Math.floor(booking.total / 4);
      const first = await refundBooking(t, booking.bookingId, { amount: part, reason: 'Hotel downgraded' });
      expect(first.json()).toEqual({ message: MONEY_MESSAGES.refundRequested });
      expect(await ledgerOf(booking.bookingId)).toEqual([
        expect.objectContaining({ route: 'provider', status: 'succeeded', amount: part }),
      ]);
      expect(await bookingRow(booking.bookingId)).toEqual({
        booking_status: 'confirmed',
        refund_status: 'refunded',
        refund_amount: part,
      });
      expect(await mailsOf(booking.bookingId, 'refund_submitted')).toHaveLength(1);
      expect(await auditOf(booking.bookingId, 'booking.refund')).toEqual([
        expect.objectContaining({ actor_user_id: adminId, after: expect.objectContaining({ amount: part }) }),
      ]);

      const left = booking.total - part;
      const tooMuch = await refundBooking(t, booking.bookingId, { amount: left + 1, reason: 'Everything' });
      const message = MONEY_MESSAGES.refundTooLarge.replace('{remaining}', formatMinorUnits(left, booking.currency));
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message, fields: { amount: message } } });
      expect((await refundBooking(t, booking.bookingId, { amount: left, reason: 'The rest' })).statusCode).toBe(200);
      expect(await bookingRow(booking.bookingId)).toMatchObject({
        refund_status: 'refunded',
        refund_amount: booking.total,
      });
      const none = await refundBooking(t, booking.bookingId, { amount: 1, reason: 'More' });
      expect(none.json()).toEqual({ error: { code: 'CONFLICT', message: MONEY_MESSAGES.nothingToRefund } });
    });

    it('tells a traveller who booked in Thai of the refund in Thai', async () => {
      const booking = await bookPaidByCard(t);
      await queryRows(db, sql`update bookings set language = 'th' where id = ${booking.bookingId}`);
      const part = Math.floor(booking.total / 4);
      const refunded = await refundBooking(t, booking.bookingId, { amount: part, reason: 'Hotel downgraded' });
      expect(refunded.statusCode, refunded.body).toBe(200);
      const [mail] = await mailsOf(booking.bookingId, 'refund_submitted');
      expect(mail?.subject).toMatch(/^กำลังคืนเงินให้คุณ · /);
      expect(mail?.textBody).toContain(`เราได้คืนเงิน ${formatMinorUnits(part, booking.currency, 'th')} ของการจอง`);
      expect(mail?.textBody).toMatch(/ดูการจองของคุณ: http:\/\/localhost:3000\/booking\/manage\/\S+/);
      expect(mail?.htmlBody).toContain('<html lang="th">');
    });

    it('concurrent refund requests never exceed the captured amount', async () => {
      const booking = await bookPaidByCard(t);
      const share = Math.floor((booking.total * 2) / 5);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          refundBooking(t, booking.bookingId, { amount: share, reason: `Race ${index}` }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 400, 400, 400, 400]);
      const rows = await ledgerOf(booking.bookingId);
      expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBeLessThanOrEqual(booking.total);
    });

    it('an administrator’s full-refund cancellation gives everything back, once, and names them', async () => {
      const booking = await bookPaidByCard(t);
      const answers = await Promise.all([
        cancelAsAdmin(t, booking.bookingId, { refund: 'full', reason: 'Operator cancelled the departure' }),
        cancelAsAdmin(t, booking.bookingId, { refund: 'full', reason: 'Operator cancelled the departure' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await ledgerOf(booking.bookingId)).toEqual([
        expect.objectContaining({ route: 'provider', status: 'succeeded', amount: booking.total }),
      ]);
      expect(await bookingRow(booking.bookingId)).toEqual({
        booking_status: 'cancelled',
        refund_status: 'refunded',
        refund_amount: booking.total,
      });
      const [mail] = await mailsOf(booking.bookingId, 'booking_cancelled');
      expect(mail?.textBody).toContain('Operator cancelled the departure');
      expect(mail?.textBody).toContain('everything you paid is refunded');
      const [event] = await queryRows<{ actor_kind: string; actor_user_id: string }>(
        db,
        sql`select actor_kind, actor_user_id from booking_events where booking_id = ${booking.bookingId} and event = 'cancelled'`,
      );
      expect(event).toEqual({ actor_kind: 'administrator', actor_user_id: adminId });
      expect(await auditOf(booking.bookingId, 'booking.cancel')).toHaveLength(1);
    });

    it('an administrator cancels a booking they marked paid, by its policy; a traveller cannot', async () => {
      const booking = await bookPaidByCard(t);
      await db.execute(sql`update bookings set booking_status = 'paid' where id = ${booking.bookingId}`);
      const byTraveller = await t.app.inject({
        method: 'POST',
        url: `/api/manage/${await tokenFor(booking.bookingId)}/cancel`,
        payload: {},
      });
      expect(byTraveller.statusCode, byTraveller.body).toBe(409);
      expect(await ledgerOf(booking.bookingId)).toEqual([]);
      const cancelled = await cancelAsAdmin(t, booking.bookingId, { refund: 'policy', reason: 'Asked by phone' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await bookingRow(booking.bookingId)).toMatchObject({
        booking_status: 'cancelled',
        refund_status: 'refunded',
      });
      expect(await ledgerOf(booking.bookingId)).toEqual([
        expect.objectContaining({ route: 'provider', status: 'succeeded', amount: booking.total }),
      ]);
    });
  });

  describe('webhooks settling provider refunds (local Stripe peer)', () => {
    const deliver = (payload: string) => deliverStripeWebhook(s, payload, WEBHOOK_SECRET);

    it('out of order and repeated: a late pending never undoes success, a repeat changes nothing, failure after success is told', async () => {
      const booking = await bookPaidByCard(s);
      peer.holdRefunds(1);
      const part = Math.floor(booking.total / 2);
      expect((await refundBooking(s, booking.bookingId, { amount: part, reason: 'Goodwill' })).statusCode).toBe(200);
      const [submitted] = await ledgerOf(booking.bookingId);
      expect(submitted).toMatchObject({ status: 'submitted', amount: part });
      expect(await bookingRow(booking.bookingId)).toMatchObject({ refund_status: 'pending' });
      const providerId = expectDefined(submitted?.provider_refund_id);
      const stalePending = peer.eventFor(providerId, 'refund.updated');

      peer.settleRefund(providerId, 'succeeded');
      const succeeded = peer.eventFor(providerId, 'charge.refund.updated');
      expect((await deliver(succeeded)).statusCode).toBe(200);
      expect((await deliver(succeeded)).statusCode).toBe(200);
      expect((await deliver(stalePending)).statusCode).toBe(200);
      expect(await ledgerOf(booking.bookingId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
      expect(await bookingRow(booking.bookingId)).toMatchObject({ refund_status: 'refunded', refund_amount: part });
      expect(await mailsOf(booking.bookingId, 'refund_submitted')).toHaveLength(1);

      peer.settleRefund(providerId, 'failed');
      const failed = peer.eventFor(providerId, 'refund.failed');
      expect((await deliver(failed)).statusCode).toBe(200);
      expect((await deliver(succeeded)).statusCode).toBe(200);
      expect(await ledgerOf(booking.bookingId)).toEqual([expect.objectContaining({ status: 'failed' })]);
      expect(await bookingRow(booking.bookingId)).toMatchObject({ refund_status: 'failed' });
      const failedMails = await mailsOf(booking.bookingId, 'refund_failed');
      expect(failedMails).toHaveLength(1);
      expect(failedMails[0]?.textBody).toContain('You have not been refunded yet');
      // A failed refund no longer counts: the whole payment may be refunded again.
      s.clock.set(new Date(START.getTime() + 60_000));
      const again = await refundBooking(s, booking.bookingId, { amount: booking.total, reason: 'Retry in full' });
      expect(again.statusCode, again.body).toBe(200);
      expect(await bookingRow(booking.bookingId)).toMatchObject({
        refund_status: 'refunded',
        refund_amount: booking.total,
      });
    });

    it('a webhook that arrives before the provider’s answer is recorded finds the refund by its own id', async () => {
      const booking = await bookPaidByCard(s);
      peer.holdRefunds(1);
      expect((await refundBooking(s, booking.bookingId, { amount: 100, reason: 'Early word' })).statusCode).toBe(200);
      const [row] = await ledgerOf(booking.bookingId);
      const providerId = expectDefined(row?.provider_refund_id);
      // Forget Stripe's id, as if the answer had not been written yet: the metadata carries the ledger's id.
      await queryRows(
        db,
        sql`update refunds set provider_refund_id = null, status = 'requested' where id = ${row?.id}`,
      );
      peer.settleRefund(providerId, 'succeeded');
      expect((await deliver(peer.eventFor(providerId, 'refund.updated'))).statusCode).toBe(200);
      expect(await ledgerOf(booking.bookingId)).toEqual([
        expect.objectContaining({ status: 'succeeded', provider_refund_id: providerId }),
      ]);
    });
  });

  describe('bank-transfer refunds', () => {
    it('cancelled by its traveller with an account: owed on the desk, recorded with a proof, e-mailed once', async () => {
      const booking = await bookByBankTransfer(2);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/manage/${booking.token}/cancel`,
        payload: { refundAccount: ACCOUNT },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const item = expectDefined((await owed()).items.find((entry) => entry.bookingId === booking.bookingId));
      expect(item).toMatchObject({
        amount: booking.total,
        payoutAccount: { ...ACCOUNT, accountNumber: '1234567890' },
        transferVerified: false,
        traveller: { email: booking.email },
        slip: { contentType: 'image/png' },
      });

      const noReference = await recordTransferRequest(item.refundId, {});
      expect(noReference.statusCode).toBe(400);
      const recorded = await recordTransferRequest(item.refundId, { transferReference: 'KB-2026-0601-778' }, slip);
      expect(recorded.json()).toEqual({ message: MONEY_MESSAGES.refundRecorded });
      expect(await ledgerOf(booking.bookingId)).toEqual([
        expect.objectContaining({
          route: 'bank_transfer',
          status: 'succeeded',
          transfer_reference: 'KB-2026-0601-778',
          proof_file_key: expect.stringMatching(/^refund-proofs\//),
        }),
      ]);
      expect(await bookingRow(booking.bookingId)).toMatchObject({ refund_status: 'refunded' });
      const mails = await mailsOf(booking.bookingId, 'refund_transferred');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.textBody).toContain('KB-2026-0601-778');
      expect(mails[0]?.textBody).toContain('ending 7890');
      expect(await auditOf(booking.bookingId, 'refund.transfer_recorded')).toHaveLength(1);
      expect((await owed()).items.some((entry) => entry.bookingId === booking.bookingId)).toBe(false);

      const again = await recordTransferRequest(item.refundId, { transferReference: 'KB-again' });
      expect(again.json()).toEqual({ error: { code: 'CONFLICT', message: MONEY_MESSAGES.refundNotOwed } });
      expect(await mailsOf(booking.bookingId, 'refund_transferred')).toHaveLength(1);
    });

    it('cancelled by an administrator without an account: the manage page asks for it and the desk then shows it', async () => {
      const booking = await bookByBankTransfer(1);
      const cancelled = await cancelAsAdmin(t, booking.bookingId, { refund: 'full', reason: 'Departure withdrawn' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const read = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/manage/${booking.token}` })).json() as TManagedBooking;
      expect(await read()).toMatchObject({ status: 'cancelled', refundStatus: 'pending', refundAccountNeeded: true });
      const [mail] = await mailsOf(booking.bookingId, 'booking_cancelled');
      expect(mail?.textBody).toContain('Please tell us the bank account');
      expect((await owed()).items.find((entry) => entry.bookingId === booking.bookingId)?.payoutAccount).toBeNull();

      const given = await t.app.inject({
        method: 'POST',
        url: `/api/manage/${booking.token}/refund-account`,
        payload: { refundAccount: ACCOUNT },
      });
      expect(given.statusCode, given.body).toBe(200);
      expect(given.json()).toMatchObject({ refundAccountNeeded: false });
      expect((await owed()).items.find((entry) => entry.bookingId === booking.bookingId)?.payoutAccount).toMatchObject({
        accountNumber: '1234567890',
      });
      const twice = await t.app.inject({
        method: 'POST',
        url: `/api/manage/${booking.token}/refund-account`,
        payload: { refundAccount: ACCOUNT },
      });
      expect(twice.statusCode).toBe(409);
    });

    it('an administrator’s partial refund of a transfer waits for its verification, needs an account, then waits on the desk', async () => {
      const booking = await bookByBankTransfer(1);
      const unverified = await refundBooking(t, booking.bookingId, { amount: 500, reason: 'Meal not served' });
      expect(unverified.json()).toEqual({ error: { code: 'CONFLICT', message: MONEY_MESSAGES.transferNotVerified } });
      expect(await ledgerOf(booking.bookingId)).toEqual([]);
      const [payment] = await queryRows<{ id: string }>(
        db,
        sql`select id from payments where booking_id = ${booking.bookingId}`,
      );
      const verified = await t.app.inject({
        method: 'POST',
        url: `/api/admin/transfers/${expectDefined(payment).id}/verify`,
        cookies: admin,
      });
      expect(verified.statusCode, verified.body).toBe(200);
      const withoutAccount = await refundBooking(t, booking.bookingId, { amount: 500, reason: 'Meal not served' });
      expect(withoutAccount.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: MONEY_MESSAGES.refundAccountRequired,
          fields: { payoutAccount: MONEY_MESSAGES.refundAccountRequired },
        },
      });
      const withAccount = await refundBooking(t, booking.bookingId, {
        amount: 500,
        reason: 'Meal not served',
        payoutAccount: ACCOUNT,
      });
      expect(withAccount.statusCode, withAccount.body).toBe(200);
      expect(await ledgerOf(booking.bookingId)).toEqual([
        expect.objectContaining({ route: 'bank_transfer', status: 'requested', amount: 500 }),
      ]);
      expect(await bookingRow(booking.bookingId)).toMatchObject({
        booking_status: 'confirmed',
        refund_status: 'pending',
      });
    });
  });

  it('refuses the desk to a customer (403) and to a signed-out visitor (401)', async () => {
    const booking = await bookPaidByCard(t);
    for (const cookies of [customer, {}] as Record<string, string>[]) {
      const expected = 'sid' in cookies ? 403 : 401;
      expect((await refundBooking(t, booking.bookingId, { amount: 1, reason: 'x' }, cookies)).statusCode).toBe(
        expected,
      );
      expect((await cancelAsAdmin(t, booking.bookingId, { refund: 'full', reason: 'x' }, cookies)).statusCode).toBe(
        expected,
      );
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/refunds/owed', cookies });
      expect(list.statusCode).toBe(expected);
    }
    expect(await ledgerOf(booking.bookingId)).toEqual([]);
  });
});

function expectDefined<T>(value: T | null | undefined): T {
  expect(value).toBeDefined();
  expect(value).not.toBeNull();
  return value as T;
}
