import { NOT_PAID_BY_DEADLINE_REASON, PAY_LATER_REMINDER_HOURS } from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { transitionBooking } from '../bookings/booking-transitions.service';
import { queueBookingMail, type TBookingMailDeps } from '../bookings/bookings.service';
import { claimDueReminder, lockOverdueReservation, movePaymentDeadline } from './payment-deadlines.repository';

export type TPaymentDeadlineDeps = TBookingMailDeps & { db: TDb; clock: TClock };

/** At most this many bookings per pass, so one pass never runs long; the next pass takes the rest. */
const MAX_PER_PASS = 200;

/**
 * Reserve now, pay later (DESIGN decision 13): one reminder 24 hours before the deadline, and at the
 * deadline the unpaid booking is cancelled (the deadline_passed transition), its seats given back once,
 * and the traveller told. Each booking is handled in its own transaction with its e-mail; rows are
 * claimed with SKIP LOCKED and guarded by their status, so overlapping passes (two instances, a retry)
 * never act twice on one.
 */
export async function runPaymentDeadlines(deps: TPaymentDeadlineDeps) {
  let reminded = 0;
  let cancelled = 0;
  for (; reminded < MAX_PER_PASS; reminded += 1) {
    const done = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const bookingId = await claimDueReminder(tx, now, PAY_LATER_REMINDER_HOURS * 60 * 60 * 1000);
      if (!bookingId) return false;
      await queueBookingMail(tx, bookingId, 'payment_reminder', { ...deps, now });
      return true;
    });
    if (!done) break;
  }
  for (; cancelled < MAX_PER_PASS; cancelled += 1) {
    const done = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const bookingId = await lockOverdueReservation(tx, now);
      if (!bookingId) return false;
      const change = { event: 'deadline_passed', reason: NOT_PAID_BY_DEADLINE_REASON } as const;
      // Locked and still unpaid: the transition applies. A refusal would mean this query and the transition
      // table disagree, and the pass would meet the same booking again, so it stops loudly instead.
      if (!(await transitionBooking(tx, bookingId, change, now))) {
        throw new Error(`the overdue reservation ${bookingId} was not cancelled`);
      }
      await queueBookingMail(tx, bookingId, 'booking_cancelled', { ...deps, now });
      return true;
    });
    if (!done) break;
  }
  return { reminded, cancelled };
}

/** Tests only: brings an unpaid reservation's deadline to `deadline` (and forgets its reminder); false when there is none. */
export async function moveReservationDeadline(db: TExecutor, bookingId: string, deadline: Date) {
  return movePaymentDeadline(db, bookingId, deadline);
}
