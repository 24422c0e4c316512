import { and, eq, min, or, sql } from 'drizzle-orm';
import { bookings, tourDates, tourFlights, users } from '@tour/db';
import type { TCancellationPolicySnapshot } from '@tour/shared';
import type { TExecutor } from '../../db';

/** What managing a booking needs beyond the confirmation read: its money, its deadline and its departure. */
export type TManageState = {
  id: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  totalAmount: number;
  currency: string;
  cancellationDate: Date | null;
  refundAmount: number | null;
  refundStatus: 'none' | 'pending' | 'refunded' | 'failed' | null;
  /** The policy the booking was made under: its refunds follow this copy only (DESIGN decision 31). */
  cancellationPolicy: TCancellationPolicySnapshot;
  startDate: string;
  endDate: string;
  contactName: string | null;
  /** Where mail about the booking goes: its contact e-mail, else its account's. */
  mailTo: string | null;
};

const STATE_COLUMNS = {
  id: bookings.id,
  status: bookings.bookingStatus,
  paymentStatus: bookings.paymentStatus,
  paymentMethod: bookings.paymentMethod,
  totalAmount: bookings.totalAmount,
  currency: bookings.currency,
  cancellationDate: bookings.cancellationDate,
  refundAmount: bookings.refundAmount,
  refundStatus: bookings.refundStatus,
  cancellationPolicy: bookings.cancellationPolicy,
  startDate: tourDates.startDate,
  endDate: tourDates.endDate,
  contactName: bookings.contactName,
  mailTo: sql<string | null>`coalesce(${bookings.contactEmail}, ${users.email})`,
};

export async function findManageState(db: TExecutor, bookingId: string): Promise<TManageState | null> {
  const [row] = await db
    .select(STATE_COLUMNS)
    .from(bookings)
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** The same, with the booking row locked until the transaction ends: cancellations of one booking queue here. */
export async function lockManageState(tx: TExecutor, bookingId: string): Promise<TManageState | null> {
  const [row] = await tx
    .select(STATE_COLUMNS)
    .from(bookings)
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return row ?? null;
}

/** The earliest outbound flight of the booking's departure, if the departure has flights. */
export async function findOutboundDeparture(db: TExecutor, bookingId: string): Promise<Date | null> {
  const [row] = await db
    .select({ departureTime: min(tourFlights.departureTime) })
    .from(bookings)
    .innerJoin(tourFlights, and(eq(tourFlights.tourDateId, bookings.tourDateId), eq(tourFlights.isOutbound, true)))
    .where(eq(bookings.id, bookingId));
  const value = row?.departureTime ?? null;
  return value === null ? null : new Date(value);
}

/**
 * The booking with this reference whose contact e-mail, or whose account's e-mail, is `email`
 * (already lower case), with its trip's last day; null when nothing matches.
 */
export async function findBookingByReferenceAndEmail(
  db: TExecutor,
  reference: string,
  email: string,
): Promise<{ id: string; endDate: string; mailTo: string } | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      endDate: tourDates.endDate,
      contactEmail: bookings.contactEmail,
      accountEmail: users.email,
    })
    .from(bookings)
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.bookingReference, reference),
        or(sql`lower(${bookings.contactEmail}) = ${email}`, sql`lower(${users.email}) = ${email}`),
      ),
    )
    .limit(1);
  if (!row) return null;
  // The stored address that matched, as it was written.
  const mailTo = row.contactEmail?.toLowerCase() === email ? row.contactEmail : (row.accountEmail ?? email);
  return { id: row.id, endDate: row.endDate, mailTo };
}
