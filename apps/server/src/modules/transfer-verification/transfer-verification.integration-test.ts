import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import {
  departureInstant,
  MONEY_MESSAGES,
  rejectedTransferDeadline,
  type TTransfersPage,
  transferVerificationDueAt,
} from '@tour/shared';
import { queryRows } from '../../db';
import { bookByTransfer, plainSlip } from '../../testing/desk-fixtures';
import { openTestBed, type TTestApp } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';
import { runPaymentDeadlines } from '../payments/payment-deadlines.service';
import { escalateOverdueTransfers } from './transfer-verification.service';

describe.each(TEST_BACKENDS)('the verification desk on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;
  let admin: TOperator;
  let customer: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend, { FILES_DIR: `/tmp/transfer-desk-test-${crypto.randomUUID()}` }));
    admin = await signUpOperator(t, db, 'admin');
    customer = await signUpOperator(t, db, 'customer');
  });
  afterAll(() => close());

  const deps = () => ({ db, clock: t.clock, appUrl: t.config.appUrl, appName: t.config.appName });
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, cookies: admin.cookies, ...(payload ? { payload } : {}) });
  const queue = async () => {
    const response = await asAdmin('GET', '/api/admin/transfers');
    expect(response.statusCode).toBe(200);
    return response.json() as TTransfersPage;
  };

  async function bookingRow(bookingId: string) {
    const [row] = await queryRows<{
      booking_status: string;
      payment_status: string;
      payment_deadline: string | Date | null;
      payment_reminder_sent_at: string | Date | null;
      available_spots: number;
    }>(
      db,
      sql`select b.booking_status, b.payment_status, b.payment_deadline, b.payment_reminder_sent_at,
        d.available_spots, d.start_date::text as start_date
      from bookings b join tour_dates d on d.id = b.tour_date_id where b.id = ${bookingId}`,
    );
    return { ...row, available_spots: Number(row?.available_spots) };
  }
  async function paymentRow(paymentId: string) {
    const [row] = await queryRows<Record<string, unknown>>(
      db,
      sql`select status, reviewed_by, reviewed_at, rejection_reason, escalated_at, verification_due_at
      from payments where id = ${paymentId}`,
    );
    return row;
  }
  const mailsOf = (bookingId: string) =>
    queryRows<{ kind: string; subject: string; text_body: string; to_address: string }>(
      db,
      sql`select kind, subject, text_body, to_address from mail_outbox where booking_id = ${bookingId} order by created_at`,
    );
  const auditOf = (bookingId: string) =>
    queryRows<{ action: string; actor_user_id: string; after: Record<string, unknown> }>(
      db,
      sql`select action, actor_user_id, after from audit_log where target_type = 'booking' and target_id = ${bookingId}`,
    );
  const eventsOf = (bookingId: string) =>
    queryRows<{ event: string; actor_kind: string; actor_user_id: string | null; note: string | null }>(
      db,
      sql`select event, actor_kind, actor_user_id, note from booking_events where booking_id = ${bookingId} order by created_at`,
    );

  it('lists a transfer with its slip, amount, traveller and tour, shows the slip inline, and verifies it once', async () => {
    const transfer = await bookByTransfer(t, db, { name: 'Vera Verified' });
    const page = await queue();
    const item = page.items.find((candidate) => candidate.paymentId === transfer.paymentId);
    expect(item).toMatchObject({
      bookingId: transfer.bookingId,
      bookingReference: transfer.reference,
      currency: 'USD',
      overdue: false,
      traveller: { name: 'Vera Verified', email: transfer.email },
      tour: { title: 'Test tour', startDate: '2026-09-01' },
      guests: 2,
      slip: { contentType: 'image/png', fileName: 'slip.png' },
    });
    expect(item?.amountDue).toBeGreaterThan(0);

    const slip = await asAdmin('GET', `/api/admin/transfers/${transfer.paymentId}/slip`);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('image/png');
    expect(slip.headers['content-disposition']).toBe(`inline; filename="payment-slip-${transfer.reference}.png"`);
    expect(slip.headers['cache-control']).toBe('private, no-store');
    expect(slip.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const verified = await asAdmin('POST', `/api/admin/transfers/${transfer.paymentId}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: MONEY_MESSAGES.transferVerified });
    expect(await bookingRow(transfer.bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'completed',
    });
    expect(await paymentRow(transfer.paymentId)).toMatchObject({ status: 'succeeded', reviewed_by: admin.id });
    expect((await auditOf(transfer.bookingId)).map((row) => [row.action, row.actor_user_id])).toEqual([
      ['booking.transfer_verify', admin.id],
    ]);
    expect((await eventsOf(transfer.bookingId)).at(-1)).toMatchObject({
      event: 'transfer_verified',
      actor_kind: 'administrator',
      actor_user_id: admin.id,
    });
    const mails = await mailsOf(transfer.bookingId);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking_confirmation', 'payment_received']);
    expect(mails[1]?.subject).toMatch(/^Booking Confirmed! · /);
    expect(mails[1]?.to_address).toBe(transfer.email);

    const again = await asAdmin('POST', `/api/admin/transfers/${transfer.paymentId}/verify`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MONEY_MESSAGES.transferNotAwaiting);
    expect((await queue()).items.some((candidate) => candidate.paymentId === transfer.paymentId)).toBe(false);
    expect(await mailsOf(transfer.bookingId)).toHaveLength(2);
  });

  it('verifies a transfer exactly once when two administrators decide at the same moment', async () => {
    const transfer = await bookByTransfer(t, db);
    const answers = await Promise.all([
      asAdmin('POST', `/api/admin/transfers/${transfer.paymentId}/verify`),
      asAdmin('POST', `/api/admin/transfers/${transfer.paymentId}/reject`, { reason: 'No money arrived' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(transfer.bookingId)).toHaveLength(1);
    expect((await mailsOf(transfer.bookingId)).length).toBe(2);
  });

  it('rejects with a reason: the traveller is e-mailed, the seats are held to the deadline, then released once', async () => {
    const transfer = await bookByTransfer(t, db, { spots: 10, guests: 3 });
    expect((await bookingRow(transfer.bookingId)).available_spots).toBe(7);

    const noReason = await asAdmin('POST', `/api/admin/transfers/${transfer.paymentId}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(MONEY_MESSAGES.rejectReasonRequired);

    const now = t.clock.now();
    const reason = 'The amount on the slip is THB 100, not the amount due';
    const rejected = await asAdmin('POST', `/api/admin/transfers/${transfer.paymentId}/reject`, { reason });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ message: MONEY_MESSAGES.transferRejected });

    const deadline = rejectedTransferDeadline(now, departureInstant('2026-09-01', null));
    const booking = await bookingRow(transfer.bookingId);
    expect(booking).toMatchObject({ booking_status: 'pending', payment_status: 'failed', available_spots: 7 });
    expect(new Date(String(booking.payment_deadline)).toISOString()).toBe(deadline.toISOString());
    expect(booking.payment_reminder_sent_at).toBeNull();
    expect(await paymentRow(transfer.paymentId)).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
      reviewed_by: admin.id,
    });
    expect((await eventsOf(transfer.bookingId)).at(-1)).toMatchObject({ event: 'transfer_rejected', note: reason });
    expect((await auditOf(transfer.bookingId))[0]).toMatchObject({
      action: 'booking.transfer_reject',
      after: expect.objectContaining({ reason, paymentDeadline: deadline.toISOString() }),
    });
    const mail = (await mailsOf(transfer.bookingId)).at(-1);
    expect(mail?.kind).toBe('transfer_rejected');
    expect(mail?.subject).toContain('Bank transfer not verified');
    expect(mail?.text_body).toContain(`Reason: ${reason}`);
    expect(mail?.text_body).toMatch(/Pay for your booking: http:\/\/localhost:3000\/booking\/manage\/\S+/);

    // The deadline passes unpaid: two passes of the deadline job race, the seats come back once.
    t.clock.set(new Date(deadline.getTime() + 1000));
    try {
      await Promise.all([runPaymentDeadlines(deps()), runPaymentDeadlines(deps())]);
      expect(await bookingRow(transfer.bookingId)).toMatchObject({ booking_status: 'cancelled', available_spots: 10 });
      expect((await eventsOf(transfer.bookingId)).filter((row) => row.event === 'deadline_passed')).toHaveLength(1);
      expect((await mailsOf(transfer.bookingId)).filter((row) => row.kind === 'booking_cancelled')).toHaveLength(1);
      await Promise.all([runPaymentDeadlines(deps()), runPaymentDeadlines(deps())]);
      expect((await bookingRow(transfer.bookingId)).available_spots).toBe(10);
    } finally {
      t.clock.set(now);
    }
  });

  it('takes a new slip for a booking whose transfer was rejected', async () => {
    const transfer = await bookByTransfer(t, db);
    await asAdmin('POST', `/api/admin/transfers/${transfer.paymentId}/reject`, { reason: 'Unreadable slip' });
    const boundary = '----pay-again';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bookingId"\r\n\r\n${transfer.bookingId}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="customerInfo"\r\n\r\n${JSON.stringify({ fullName: 'Ada Traveller', email: transfer.email, phone: '+66 81 234 5678' })}\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="paymentSlip"; filename="again.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await plainSlip('#20304a'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bank-transfer',
      cookies: transfer.cookies,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await bookingRow(transfer.bookingId)).toMatchObject({
      booking_status: 'pending',
      payment_status: 'processing',
    });
    const awaiting = (await queue()).items.filter((item) => item.bookingId === transfer.bookingId);
    expect(awaiting).toHaveLength(1);
    expect(awaiting[0]?.paymentId).not.toBe(transfer.paymentId);
  });

  it('escalates a transfer past its due time once, e-mails each administrator once, and lists it first', async () => {
    const start = t.clock.now();
    const older = await bookByTransfer(t, db);
    t.clock.set(new Date(start.getTime() + 60 * 60 * 1000));
    const late = await bookByTransfer(t, db);
    // Received before due times were recorded: the pass gives it one from its arrival.
    await queryRows(db, sql`update payments set verification_due_at = null where id = ${late.paymentId}`);
    const due = transferVerificationDueAt(new Date(start.getTime() + 60 * 60 * 1000));
    t.clock.set(new Date(due.getTime() + 1000));
    try {
      const passes = await Promise.all([escalateOverdueTransfers(deps()), escalateOverdueTransfers(deps())]);
      expect(passes.reduce((sum, pass) => sum + pass.escalated, 0)).toBeGreaterThanOrEqual(2);
      expect((await escalateOverdueTransfers(deps())).escalated).toBe(0);
    } finally {
      // Back to a time the administrator's session lives in: escalated transfers stay overdue.
      t.clock.set(start);
    }
    const late_ = await paymentRow(late.paymentId);
    expect(late_?.escalated_at).not.toBeNull();
    expect(new Date(String(late_?.verification_due_at)).toISOString()).toBe(due.toISOString());
    const mails = await queryRows<{ to_address: string; text_body: string }>(
      db,
      sql`select to_address, text_body from mail_outbox where kind = 'transfers_overdue'`,
    );
    for (const reference of [older.reference, late.reference]) {
      const told = mails.filter((mail) => mail.text_body.includes(reference)).map((mail) => mail.to_address);
      expect(told.sort()).toEqual([admin.email].sort());
    }

    const page = await queue();
    expect(page.overdue).toBeGreaterThanOrEqual(2);
    expect(page.items.slice(0, page.overdue).every((item) => item.overdue)).toBe(true);
    expect(page.items.findIndex((item) => item.paymentId === older.paymentId)).toBeLessThan(
      page.items.findIndex((item) => item.paymentId === late.paymentId),
    );
  });

  it('writes the rejection in the language the booking was made in: Thai, with a Buddhist-era deadline', async () => {
    const transfer = await bookByTransfer(t, db, { name: 'สมชาย ใจดี' });
    await queryRows(db, sql`update bookings set language = 'th' where id = ${transfer.bookingId}`);
    const reason = 'ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ';
    const rejected = await asAdmin('POST', `/api/admin/transfers/${transfer.paymentId}/reject`, { reason });
    expect(rejected.statusCode).toBe(200);
    const [mail] = await queryRows<{ subject: string; text_body: string; html_body: string }>(
      db,
      sql`select subject, text_body, html_body from mail_outbox
        where booking_id = ${transfer.bookingId} and kind = 'transfer_rejected'`,
    );
    expect(mail?.subject).toMatch(/^ไม่สามารถยืนยันการโอนเงินได้ – กรุณาชำระภายใน \d{1,2} \S+ 25\d\d \d\d:\d\d UTC · /);
    expect(mail?.text_body).toContain('เรียน คุณสมชาย ใจดี');
    expect(mail?.text_body).toContain(`เหตุผล: ${reason}`);
    expect(mail?.text_body).toContain('วันเดินทาง: 1 ก.ย. 2569 ถึง');
    expect(mail?.text_body).toMatch(/ชำระเงินสำหรับการจอง: http:\/\/localhost:3000\/booking\/manage\/\S+/);
    expect(mail?.html_body).toContain('<html lang="th">');
  });

  it("writes each administrator's overdue list in the language of their profile", async () => {
    const thaiAdmin = await signUpOperator(t, db, 'admin');
    await queryRows(db, sql`update profiles set language = 'th' where id = ${thaiAdmin.id}`);
    await queryRows(db, sql`update profiles set language = null where id = ${admin.id}`);
    const start = t.clock.now();
    const transfer = await bookByTransfer(t, db);
    t.clock.set(new Date(transferVerificationDueAt(start).getTime() + 1000));
    try {
      expect((await escalateOverdueTransfers(deps())).escalated).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.set(start);
    }
    const mails = await queryRows<{ to_address: string; subject: string; text_body: string; html_body: string }>(
      db,
      sql`select to_address, subject, text_body, html_body from mail_outbox
        where kind = 'transfers_overdue' and text_body like ${`%${transfer.reference}%`}`,
    );
    const thai = mails.find((mail) => mail.to_address === thaiAdmin.email);
    const english = mails.find((mail) => mail.to_address === admin.email);
    expect(thai?.subject).toMatch(/^การโอนเงิน \d+ รายการเลยกำหนดตรวจสอบ \| /);
    expect(thai?.text_body).toContain('เปิดหน้าตรวจสอบการโอน: ');
    expect(thai?.text_body).toMatch(new RegExp(`${transfer.reference} · .* · ได้รับ \\d{1,2} \\S+ 25\\d\\d `));
    expect(thai?.html_body).toContain('<html lang="th">');
    // Never chose a language, and no request causes the e-mail: English.
    expect(english?.subject).toMatch(/overdue for verification \| /);
    expect(english?.html_body).toContain('<html lang="en">');
  });

  it('refuses every desk API to a customer (403) and to a signed-out visitor (401)', async () => {
    const transfer = await bookByTransfer(t, db);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/transfers' },
      { method: 'GET' as const, url: `/api/admin/transfers/${transfer.paymentId}/slip` },
      { method: 'POST' as const, url: `/api/admin/transfers/${transfer.paymentId}/verify` },
      { method: 'POST' as const, url: `/api/admin/transfers/${transfer.paymentId}/reject`, payload: { reason: 'x' } },
    ];
    for (const call of calls) {
      expect((await t.app.inject({ ...call, cookies: customer.cookies })).statusCode).toBe(403);
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    expect(await paymentRow(transfer.paymentId)).toMatchObject({ status: 'pending_verification' });
  });
});
