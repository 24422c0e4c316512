import { planBookingTransition, type TBookingChange } from '@tour/shared';
import type { TExecutor } from '../../db';
import { type TBookingStateWrite, updateBookingState } from './booking-transitions.repository';

/** The columns a change writes beside the statuses. */
function detailsOf(change: TBookingChange): TBookingStateWrite {
  switch (change.event) {
    // Paid: the method used, and a reservation's deadline no longer applies.
    case 'payment_settled':
      return { paymentMethod: change.paymentMethod, clearPaymentDeadline: true };
    case 'transfer_submitted':
      return { paymentMethod: 'bank_transfer' };
    case 'deadline_passed':
      return { cancellationReason: change.reason, refundAmount: 0 };
    case 'cancelled':
      return { cancellationReason: change.reason, refundAmount: change.refundAmount };
    default:
      return {};
  }
}

/**
 * The one way a booking's status, payment status or refund status changes, for every path (a payment settled,
 * a transfer submitted, a deadline passed, a cancellation, a refund, an administrator's status change): the
 * change is looked up in the shared transition table (BOOKING_TRANSITIONS) and applied by one conditional
 * UPDATE in the caller's transaction, only from a state the table allows. Entering 'cancelled' gives the seats
 * back in the same statement. Null when the booking does not exist or its state does not allow the change.
 */
export async function transitionBooking(db: TExecutor, bookingId: string, change: TBookingChange, now: Date) {
  const plan = planBookingTransition(change);
  if (!plan) return null;
  return updateBookingState(db, { bookingId, from: plan.from, write: { ...plan.set, ...detailsOf(change) }, now });
}
