import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@tour/db';
import { countAllRows, insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { MONEY_MESSAGES, transferVerificationDueAt } from '@tour/shared';
import { queryRows } from '../../db';
import { sampleSlipPng, uniqueSlipReference } from '../../testing/sample-slips';
import { startSlipVerifierPeer, type TSlipVerifierPeer } from '../../testing/slip-verifier-peer';
import { bankTransferRequest, createTestApp, type TTestApp } from '../../testing/test-app';
import { storedFiles, writtenForSession } from '../../testing/upload-traces';

const CONTACT = { fullName: 'Ada Traveller', email: 'ada@example.test', phone: '+66 81 234 5678' };
/** Far enough for Reserve now, pay later (the test clock starts at 2026-06-01). */
const FAR_DEPARTURE = '2026-09-01';
/** Rounds of two bookings racing with one slip; each upload is a QR scan in a child process. */
const RACE_ROUNDS = 3;

type TSession = { sessionId: string; cookies: Record<string, string> };
type TPaymentSlipRow = {
  slip_bank_code: string | null;
  slip_reference: string | null;
  slip_check: string | null;
  verification_due_at: Date | null;
  created_at: Date;
  status: string;
};

/**
 * Slips read on upload (issue 22 point 1; DESIGN decision 33), on both backends: the mini QR's bank and
 * reference stored with the payment; the same slip for a second booking refused by the unique index, also when
 * two bookings race with it, leaving nothing of the loser written; a slip without a QR accepted for review; the
 * hosted verifier (a local peer) accepting, refusing, and unreachable.
 */
describe.each(TEST_BACKENDS)('payment slips read by their mini QR on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let embedded: TTestApp;
  let hosted: TTestApp;
  let peer: TSlipVerifierPeer;
  const filesDir = `/tmp/slip-qr-test-${crypto.randomUUID()}`;

  beforeAll(async () => {
    peer = await startSlipVerifierPeer({ timeoutMs: 500 });
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    const common = { FILES_DIR: filesDir, WRITE_RATE_LIMIT_PER_MINUTE: '100000' };
    embedded = await createTestApp(db, backend, common);
    hosted = await createTestApp(db, backend, { ...common, ...peer.env });
  });
  afterAll(async () => {
    await embedded.app.close();
    await hosted.app.close();
    await close();
    await peer.close();
  });

  async function startSession(t: TTestApp, startDate?: string): Promise<TSession> {
    const dateId = (await insertTestDeparture(db, { spots: 10, startDate })).tourDateId;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId: dateId, guests: 2 },
    });
    expect(response.statusCode).toBe(201);
    const gid = response.cookies.find((c) => c.name === 'gid')?.value ?? '';
    return { sessionId: response.json().id as string, cookies: { gid } };
  }

  function upload(t: TTestApp, session: TSession, slip: Buffer) {
    return t.app.inject(
      bankTransferRequest({ sessionId: session.sessionId, contact: CONTACT, slip, cookies: session.cookies }),
    );
  }

  /** A booking reserved on a far departure, to pay later. */
  async function reserveToPayLater(t: TTestApp) {
    const toReserve = await startSession(t, FAR_DEPARTURE);
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/pay-later',
      cookies: toReserve.cookies,
      payload: { sessionId: toReserve.sessionId, customerInfo: CONTACT },
    });
    expect(reserved.statusCode).toBe(201);
    return { bookingId: reserved.json().bookingId as string, cookies: toReserve.cookies };
  }

  /** Pay Now by transfer for a booking reserved to pay later. */
  function payReservation(t: TTestApp, booking: { bookingId: string; cookies: Record<string, string> }, slip: Buffer) {
    const request = bankTransferRequest({ sessionId: '', contact: CONTACT, slip, cookies: booking.cookies });
    const payload = request.payload
      .toString('latin1')
      .replace(/name="sessionId"\r\n\r\n\r\n/, `name="bookingId"\r\n\r\n${booking.bookingId}\r\n`);
    return t.app.inject({ ...request, payload: Buffer.from(payload, 'latin1') });
  }

  async function paymentOf(bookingId: string) {
    const rows = await queryRows<TPaymentSlipRow>(
      db,
      sql`select slip_bank_code, slip_reference, slip_check, verification_due_at, created_at, status
        from payments where booking_id = ${bookingId}`,
    );
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  const writtenFor = (sessionId: string) => writtenForSession(db, sessionId);

  const slipOf = (bankCode: string, reference: string | null = uniqueSlipReference()) =>
    sampleSlipPng({ bankCode, reference });

  it("stores the slip's bank, reference and check with the payment, due for verification in two business days", async () => {
    const reference = uniqueSlipReference();
    const session = await startSession(embedded);
    const response = await upload(embedded, session, await slipOf('004', reference));
    expect(response.statusCode).toBe(201);
    const payment = await paymentOf(response.json().bookingId);
    expect(payment).toMatchObject({
      status: 'pending_verification',
      slip_bank_code: '004',
      slip_reference: reference,
      slip_check: 'qr_verified',
    });
    expect(new Date(payment.verification_due_at!)).toEqual(transferVerificationDueAt(new Date(payment.created_at)));
  });

  it('accepts a slip without a readable QR for manual review, marked no_qr', async () => {
    const session = await startSession(embedded);
    const response = await upload(embedded, session, await slipOf('004', null));
    expect(response.statusCode).toBe(201);
    expect(await paymentOf(response.json().bookingId)).toMatchObject({
      slip_bank_code: null,
      slip_reference: null,
      slip_check: 'no_qr',
    });
  });

  it('refuses the same slip for a second booking, at checkout and for Pay Now, leaving nothing written', async () => {
    const slip = await slipOf('014');
    expect((await upload(embedded, await startSession(embedded), slip)).statusCode).toBe(201);

    const second = await startSession(embedded);
    const rowsBefore = await countAllRows(db);
    const filesBefore = await storedFiles(filesDir);
    const refused = await upload(embedded, second, slip);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      message: MONEY_MESSAGES.duplicateSlip,
      fields: { paymentSlip: MONEY_MESSAGES.duplicateSlip },
    });
    expect(await writtenFor(second.sessionId)).toEqual({ bookings: 0, payments: 0, contact_email: null });
    expect(await countAllRows(db)).toEqual(rowsBefore);
    expect(await storedFiles(filesDir)).toEqual(filesBefore);

    // A reservation paid later by transfer meets the same index.
    const booking = await reserveToPayLater(embedded);
    const rowsBeforePayNow = await countAllRows(db);
    const filesBeforePayNow = await storedFiles(filesDir);
    const payNow = await payReservation(embedded, booking, slip);
    expect(payNow.statusCode).toBe(409);
    expect(payNow.json().error.fields).toEqual({ paymentSlip: MONEY_MESSAGES.duplicateSlip });
    expect(await countAllRows(db)).toEqual(rowsBeforePayNow);
    expect(await storedFiles(filesDir)).toEqual(filesBeforePayNow);
    const [state] = await queryRows<{ payment_status: string }>(
      db,
      sql`select payment_status from bookings where id = ${booking.bookingId}`,
    );
    expect(state?.payment_status).toBe('pending');

    // Its own slip pays it.
    const own = await payReservation(embedded, booking, await slipOf('002'));
    expect(own.statusCode).toBe(201);
    expect(await paymentOf(booking.bookingId)).toMatchObject({ slip_bank_code: '002', slip_check: 'qr_verified' });
  });

  it('takes a new transfer after one was rejected, but never the rejected slip again', async () => {
    const booking = await reserveToPayLater(embedded);
    const firstSlip = await slipOf('004');
    expect((await payReservation(embedded, booking, firstSlip)).statusCode).toBe(201);
    // What the verification desk's Reject leaves: the payment rejected, the booking awaiting payment again.
    await db.execute(sql`update payments set status = 'rejected', rejection_reason = 'Amount does not match'
      where booking_id = ${booking.bookingId}`);
    await db.execute(sql`update bookings set payment_status = 'failed' where id = ${booking.bookingId}`);

    const again = await payReservation(embedded, booking, firstSlip);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ paymentSlip: MONEY_MESSAGES.duplicateSlip });

    const reference = uniqueSlipReference();
    const fresh = await payReservation(embedded, booking, await slipOf('006', reference));
    expect(fresh.statusCode).toBe(201);
    const rows = await queryRows<{ status: string; slip_reference: string }>(
      db,
      sql`select status, slip_reference from payments where booking_id = ${booking.bookingId} order by created_at`,
    );
    expect(rows.map((row) => row.status).sort()).toEqual(['pending_verification', 'rejected']);
    expect(rows.find((row) => row.status === 'pending_verification')?.slip_reference).toBe(reference);
    const [state] = await queryRows<{ payment_status: string }>(
      db,
      sql`select payment_status from bookings where id = ${booking.bookingId}`,
    );
    expect(state?.payment_status).toBe('processing');
  });

  it('lets exactly one of two bookings racing with one slip have it; the other is refused with nothing written', async () => {
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const reference = uniqueSlipReference();
      const slip = await slipOf('025', reference);
      const sessions = [await startSession(embedded), await startSession(embedded)];
      const filesBefore = (await storedFiles(filesDir)).length;

      const responses = await Promise.all(sessions.map((session) => upload(embedded, session, slip)));

      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([201, 409]);
      const loser = responses.findIndex((response) => response.statusCode === 409);
      expect(responses[loser]!.json().error.fields).toEqual({ paymentSlip: MONEY_MESSAGES.duplicateSlip });
      expect(await writtenFor(sessions[loser]!.sessionId)).toEqual({ bookings: 0, payments: 0, contact_email: null });
      expect(await writtenFor(sessions[1 - loser]!.sessionId)).toEqual({
        bookings: 1,
        payments: 1,
        contact_email: CONTACT.email,
      });
      const [owners] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from payments where slip_bank_code = '025' and slip_reference = ${reference}`,
      );
      expect(owners?.count).toBe(1);
      // The loser's stored copy was removed: one new file, the winner's.
      expect((await storedFiles(filesDir)).length).toBe(filesBefore + 1);
    }
  });

  it('refuses a slip whose QR names no known bank (embedded check) with its message on the slip field', async () => {
    const session = await startSession(embedded);
    const filesBefore = await storedFiles(filesDir);
    const response = await upload(embedded, session, await slipOf('999'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: MONEY_MESSAGES.slipQrRefused,
      fields: { paymentSlip: MONEY_MESSAGES.slipQrRefused },
    });
    expect(await writtenFor(session.sessionId)).toEqual({ bookings: 0, payments: 0, contact_email: null });
    expect(await storedFiles(filesDir)).toEqual(filesBefore);
  });

  describe('with the hosted slip verifier (a local peer)', () => {
    it('asks it with the amount owed and stores a slip it accepts as qr_verified', async () => {
      const reference = uniqueSlipReference();
      const session = await startSession(hosted);
      const response = await upload(hosted, session, await slipOf('006', reference));
      expect(response.statusCode).toBe(201);
      expect(peer.requests.at(-1)).toEqual({ bankCode: '006', reference, amount: expect.any(Number), currency: 'USD' });
      expect(peer.requests.at(-1)!.amount).toBeGreaterThan(0);
      expect(await paymentOf(response.json().bookingId)).toMatchObject({
        slip_bank_code: '006',
        slip_reference: reference,
        slip_check: 'qr_verified',
      });
    });

    it('refuses a slip it answers is no real transfer, writing nothing', async () => {
      const reference = uniqueSlipReference();
      peer.refused.add(reference);
      const session = await startSession(hosted);
      const filesBefore = await storedFiles(filesDir);
      const response = await upload(hosted, session, await slipOf('004', reference));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ paymentSlip: MONEY_MESSAGES.slipQrRefused });
      expect(await writtenFor(session.sessionId)).toEqual({ bookings: 0, payments: 0, contact_email: null });
      expect(await storedFiles(filesDir)).toEqual(filesBefore);
    });

    it('keeps the slip for review, its QR unchecked, when the service fails, is slow or answers nonsense', async () => {
      for (const step of [
        { kind: 'status', status: 503 },
        { kind: 'slow', delayMs: 2000 },
        { kind: 'malformed' },
      ] as const) {
        peer.script(step);
        const reference = uniqueSlipReference();
        const session = await startSession(hosted);
        const response = await upload(hosted, session, await slipOf('014', reference));
        expect(response.statusCode, step.kind).toBe(201);
        expect(await paymentOf(response.json().bookingId)).toMatchObject({
          slip_bank_code: '014',
          slip_reference: reference,
          slip_check: null,
        });
      }
    });

    it('keeps a slip for review when the service is down, and still refuses it for a second booking', async () => {
      const down = await startSlipVerifierPeer();
      await down.close();
      const unreachable = await createTestApp(db, backend, {
        FILES_DIR: filesDir,
        WRITE_RATE_LIMIT_PER_MINUTE: '100000',
        ...down.env,
      });
      try {
        const slip = await slipOf('004');
        const first = await upload(unreachable, await startSession(unreachable), slip);
        expect(first.statusCode).toBe(201);
        expect(await paymentOf(first.json().bookingId)).toMatchObject({ slip_bank_code: '004', slip_check: null });
        const second = await upload(unreachable, await startSession(unreachable), slip);
        expect(second.statusCode).toBe(409);
        expect(second.json().error.message).toBe(MONEY_MESSAGES.duplicateSlip);
      } finally {
        await unreachable.app.close();
      }
    });
  });
});
