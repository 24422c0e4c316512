import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { bookingEvents, bookings, companies, profiles, tours } from '@tour/db';
import type { TExecutor } from '../../db';

/**
 * Takes the oldest change the operator has not been told of, locked for this transaction: SKIP LOCKED lets
 * another instance take the next one, and the mark written in the same transaction is the "once".
 */
export async function lockNextOperatorNotice(db: TExecutor) {
  const [row] = await db
    .select({
      id: bookingEvents.id,
      bookingId: bookingEvents.bookingId,
      notice: bookingEvents.operatorNotice,
      note: bookingEvents.note,
      createdAt: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .where(and(isNotNull(bookingEvents.operatorNotice), isNull(bookingEvents.operatorNotifiedAt)))
    .orderBy(asc(bookingEvents.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row?.notice) return null;
  return { ...row, notice: row.notice };
}

export async function markOperatorNotified(db: TExecutor, eventId: string, now: Date) {
  await db.update(bookingEvents).set({ operatorNotifiedAt: now }).where(eq(bookingEvents.id, eventId));
}

/**
 * Whether the booking ever became paid (a cancellation is news to the operator only then). Cancelling is
 * final, so a paid change of the booking is always one before its cancellation.
 */
export async function wasBookingEverPaid(db: TExecutor, bookingId: string) {
  const rows = await db
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.operatorNotice, 'paid')))
    .limit(1);
  return rows.length > 0;
}

/**
 * The booking's tour's company address and the language its owner (the account that registered the company) chose,
 * for that address when no account of its own says which: null when there is no company, owner or choice.
 */
export async function findCompanyAddressLanguage(db: TExecutor, bookingId: string) {
  const [row] = await db
    .select({ companyEmail: companies.companyEmail, ownerLanguage: profiles.language })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(companies, eq(companies.id, tours.companyId))
    .leftJoin(profiles, eq(profiles.id, companies.userId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}
