import type { TDb } from '@tour/db';
import { BOOKING_MESSAGES } from '@tour/shared';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { TSessionOwner } from '../../http/session-owner';
import { isOwnedBy } from '../booking-sessions/booking-sessions.service';
import { findBookingIdByManageToken } from '../bookings/manage-links.service';
import { findBookingForPayment } from './payments.repository';

type TPayerDeps = { db: TDb; clock: TClock };

/** Who pays an existing booking: the visitor, and the manage link's token if they came by one. */
export type TBookingPayer = TSessionOwner & { manageToken: string | null };

/**
 * Pay Now may be used by the booking's account, or (a guest booking) the browser whose cookie made its
 * session, or anyone holding a valid private manage link for it (DESIGN decision 16). Anyone else gets
 * the same answer as for an unknown booking.
 */
export async function requireBookingPayer(deps: TPayerDeps, bookingId: string, payer: TBookingPayer) {
  const booking = await findBookingForPayment(deps.db, bookingId);
  if (booking && (await mayPay(deps, booking, payer))) return booking;
  throw new AppError('NOT_FOUND', BOOKING_MESSAGES.detailsFailed);
}

export async function mayPay(
  deps: TPayerDeps,
  booking: { id: string; userId: string | null; sessionAccountId: string | null },
  payer: TBookingPayer,
) {
  if (
    booking.userId
      ? booking.userId === payer.userId
      : booking.sessionAccountId !== null && isOwnedBy({ userId: null, accountId: booking.sessionAccountId }, payer)
  ) {
    return true;
  }
  if (!payer.manageToken) return false;
  return (await findBookingIdByManageToken(deps.db, payer.manageToken, deps.clock.now())) === booking.id;
}
