import { planBookingTransition, type TBookingChange } from '@tour/shared';
import type { TExecutor } from '../../db';
import { insertBookingEvent, type TBookingActor } from './booking-events.repository';
import { type TBookingStateWrite, updateBookingState } from './booking-transitions.repository';

/** The columns a change writes beside the statuses. */
function detailsOf(change: TBookingChange): TBookingStateWrite {
  switch (change.event) {
    // Paid: the method used, and a reservation's deadline no longer applies.
    case 'payment_settled':
      return { paymentMethod: change.paymentMethod, clearPaymentDeadline: true };
    case 'transfer_submitted':
      return { paymentMethod: 'bank_transfer' };
    case 'transfer_verified':
      return { clearPaymentDeadline: true };
    case 'deadline_passed':
      return { cancellationReason: change.reason, refundAmount: 0 };
    case 'cancelled':
      return { cancellationReason: change.reason, refundAmount: change.refundAmount };
    case 'refund_requested':
      return { refundAmount: change.refundAmount };
    default:
      return {};
  }
}

/** Who causes a change when its caller names no one: the event says. */
function defaultActorOf(change: TBookingChange): TBookingActor {
  switch (change.event) {
    case 'payment_settled':
    case 'refund_answered':
    case 'refund_settled':
      return { kind: 'provider' };
    case 'refund_requested':
      return { kind: 'administrator' };
    case 'deadline_passed':
      return { kind: 'system', note: change.reason };
    case 'cancelled':
      return { kind: 'traveller', note: change.reason };
    case 'transfer_submitted':
      return { kind: 'traveller' };
    case 'status_set':
    case 'transfer_verified':
    case 'transfer_rejected':
      return { kind: 'administrator' };
  }
}

/**
 * The one way a booking's status, payment status or refund status changes, for every path (a payment settled,
 * a transfer submitted, a deadline passed, a cancellation, a refund, an administrator's status change): the
 * change is looked up in the shared transition table (BOOKING_TRANSITIONS) and applied by one conditional
 * UPDATE in the caller's transaction, only from a state the table allows. Entering 'cancelled' gives the seats
 * back in the same statement, and the change is written to the booking's history (booking_events) with `by`,
 * or the actor its event implies. Null when the booking does not exist or its state does not allow the change.
 */
export async function transitionBooking(
  db: TExecutor,
  bookingId: string,
  change: TBookingChange,
  now: Date,
  by: TBookingActor = defaultActorOf(change),
) {
  const plan = planBookingTransition(change);
  if (!plan) return null;
  const changed = await updateBookingState(db, {
    bookingId,
    from: plan.from,
    write: { ...plan.set, ...detailsOf(change) },
    now,
  });
  if (changed) await insertBookingEvent(db, { bookingId, event: change.event, ...changed, by, now });
  return changed;
}
