import { bookingEvents, type TBookingActorKind } from '@tour/db';
import type { TBookingState } from '@tour/shared';
import type { TExecutor } from '../../db';

/** Who caused a change to a booking; an administrator is named, a traveller, a job or the provider is not. */
export type TBookingActor = { kind: TBookingActorKind; userId?: string | null; note?: string | null };

/** A change the tour's operator is told about: the booking became paid, or it was cancelled. */
function operatorNoticeOf(before: TBookingState | null, after: TBookingState): 'paid' | 'cancelled' | null {
  if (after.status === 'cancelled') return before?.status === 'cancelled' ? null : 'cancelled';
  if (after.paymentStatus === 'completed' && before?.paymentStatus !== 'completed') return 'paid';
  return null;
}

/**
 * One line of the booking's history, written in the transaction of the change it records (the booking's
 * insert, or a transition). `before` is null for the insert.
 */
export async function insertBookingEvent(
  db: TExecutor,
  input: {
    bookingId: string;
    event: string;
    before: TBookingState | null;
    after: TBookingState;
    by: TBookingActor;
    now: Date;
  },
) {
  await db.insert(bookingEvents).values({
    bookingId: input.bookingId,
    event: input.event,
    bookingStatus: input.after.status,
    paymentStatus: input.after.paymentStatus,
    refundStatus: input.after.refundStatus,
    actorKind: input.by.kind,
    actorUserId: input.by.userId ?? null,
    note: input.by.note ?? null,
    operatorNotice: operatorNoticeOf(input.before, input.after),
    createdAt: input.now,
  });
}
