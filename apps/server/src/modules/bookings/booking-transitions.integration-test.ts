import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, withTestDatabases } from '@tour/db/testing';
import type { TBookingChange } from '@tour/shared';
import { queryRows } from '../../db';
import { transitionBooking } from './booking-transitions.service';
import { insertBooking } from './bookings.repository';

const NOW = new Date('2026-06-01T10:00:00.000Z');
const GUESTS = 3;

/** A departure with 10 seats, 3 of them taken by an unpaid reservation (as the seat-taking paths leave it). */
async function reservation(db: TDb) {
  const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 10 - GUESTS, startDate: '2026-09-01' });
  const booking = await insertBooking(db, {
    userId: null,
    bookingSessionId: null,
    tourId,
    tourDateId,
    numberOfGuests: GUESTS,
    totalAmount: 600_000,
    currency: 'USD',
    discountAmount: 0,
    discountPercentage: null,
    bookingStatus: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'pay_later',
    paymentDeadline: new Date('2026-06-04T10:00:00.000Z'),
    contactName: 'Ada Traveller',
    contactEmail: 'ada@example.test',
    contactPhone: '+66812345678',
    language: 'en',
    now: NOW,
  });
  return { bookingId: booking.id, tourDateId };
}

async function rowOf(db: TDb, bookingId: string, tourDateId: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select b.booking_status, b.payment_status, b.refund_status, b.refund_amount, b.payment_method,
      b.payment_deadline, b.cancellation_reason, b.cancellation_date is not null as has_cancellation_date,
      d.available_spots
    from bookings b join tour_dates d on d.id = ${tourDateId} where b.id = ${bookingId}`,
  );
  return { ...row, available_spots: Number(row?.available_spots) };
}

withTestDatabases((database) => {
  describe('transitionBooking: the one conditional UPDATE behind every status change', () => {
    it('applies a change the table allows, with the columns that go with it', async () => {
      const { db } = database;
      const { bookingId, tourDateId } = await reservation(db);
      const settled = await transitionBooking(
        db,
        bookingId,
        { event: 'payment_settled', paymentMethod: 'promptpay' },
        NOW,
      );
      expect(settled).toEqual({
        before: { status: 'pending', paymentStatus: 'pending', refundStatus: null },
        after: { status: 'confirmed', paymentStatus: 'completed', refundStatus: null },
      });
      expect(await rowOf(db, bookingId, tourDateId)).toMatchObject({
        payment_method: 'promptpay',
        payment_deadline: null,
        available_spots: 10 - GUESTS,
      });
    });

    it('changes nothing, seats included, when the table does not allow the change from the current state', async () => {
      const { db } = database;
      const { bookingId, tourDateId } = await reservation(db);
      await transitionBooking(db, bookingId, { event: 'transfer_submitted' }, NOW);
      const before = await rowOf(db, bookingId, tourDateId);
      // A transfer being verified is neither cancelled at the deadline nor taken a second time.
      expect(await transitionBooking(db, bookingId, { event: 'deadline_passed', reason: 'late' }, NOW)).toBeNull();
      expect(await transitionBooking(db, bookingId, { event: 'transfer_submitted' }, NOW)).toBeNull();
      expect(await rowOf(db, bookingId, tourDateId)).toEqual(before);
      expect(before).toMatchObject({ booking_status: 'pending', payment_status: 'processing' });
      expect(await transitionBooking(db, crypto.randomUUID(), { event: 'status_set', status: 'paid' }, NOW)).toBeNull();
    });

    it('gives the seats back exactly once when two cancellations of one booking race', async () => {
      const { db } = database;
      const { bookingId, tourDateId } = await reservation(db);
      const cancel: TBookingChange = {
        event: 'cancelled',
        reason: 'by the traveller',
        refundAmount: 0,
        refundStatus: 'none',
      };
      const overdue: TBookingChange = { event: 'deadline_passed', reason: 'Not paid by the deadline' };
      const outcomes = await Promise.all(
        [cancel, overdue].map((change) => db.transaction((tx) => transitionBooking(tx, bookingId, change, NOW))),
      );
      expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
      expect(await rowOf(db, bookingId, tourDateId)).toMatchObject({
        booking_status: 'cancelled',
        refund_status: 'none',
        refund_amount: 0,
        has_cancellation_date: true,
        available_spots: 10,
      });
      // An administrator never reopens a cancelled booking nor cancels it again (its seats would come back twice).
      expect(await transitionBooking(db, bookingId, { event: 'status_set', status: 'confirmed' }, NOW)).toBeNull();
      const again = { event: 'status_set', status: 'cancelled', paymentStatus: 'failed' } as const;
      expect(await transitionBooking(db, bookingId, again, NOW)).toBeNull();
      expect((await rowOf(db, bookingId, tourDateId)).available_spots).toBe(10);
    });

    it('follows the refund ledger only while a refund is owed; the ledger decides a failure after success', async () => {
      const { db } = database;
      const { bookingId, tourDateId } = await reservation(db);
      await transitionBooking(db, bookingId, { event: 'payment_settled', paymentMethod: 'credit_card' }, NOW);
      const cancel = { event: 'cancelled', reason: 'x', refundAmount: 600_000, refundStatus: 'pending' } as const;
      expect(await transitionBooking(db, bookingId, cancel, NOW)).not.toBeNull();
      const answered = { event: 'refund_answered', refundStatus: 'refunded' } as const;
      expect((await transitionBooking(db, bookingId, answered, NOW))?.after.refundStatus).toBe('refunded');
      const failed = { event: 'refund_settled', refundStatus: 'failed' } as const;
      expect(await transitionBooking(db, bookingId, failed, NOW)).not.toBeNull();
      // A booking that took no money owes no refund.
      const unpaid = await reservation(db);
      expect(await transitionBooking(db, unpaid.bookingId, failed, NOW)).toBeNull();
      const requested = { event: 'refund_requested', refundAmount: 1_000 } as const;
      expect(await transitionBooking(db, unpaid.bookingId, requested, NOW)).toBeNull();
      expect(await rowOf(db, bookingId, tourDateId)).toMatchObject({
        booking_status: 'cancelled',
        payment_status: 'completed',
        refund_status: 'failed',
        refund_amount: 600_000,
        available_spots: 10,
      });
    });
  });
});
