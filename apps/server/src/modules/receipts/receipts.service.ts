import { expectRow, type TDb } from '@tour/db';
import {
  buildReceiptDocument,
  canAccess,
  MANAGE_BOOKING_MESSAGES,
  type TLanguage,
  type TSessionUser,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { TSessionOwner } from '../../http/session-owner';
import {
  getOwnBookingConfirmation,
  readBookingConfirmation,
  readBookingParticulars,
} from '../bookings/bookings.service';
import { findBookingIdByManageToken } from '../bookings/manage-links.service';
import { renderReceiptPdf } from './receipt-pdf';
import { findReceiptPayments, findReceiptRefunds } from './receipts.repository';

export type TReceiptDeps = { db: TDb; clock: TClock; appName: string };

/** The receipt (money received) or the booking summary of one booking, as a PDF with its file name. */
async function receiptOf(deps: TReceiptDeps, bookingId: string, language: TLanguage) {
  const booking = expectRow(await readBookingConfirmation(deps.db, { bookingId }), `booking ${bookingId}`);
  const { operator } = await readBookingParticulars(deps.db, bookingId);
  const document = buildReceiptDocument({
    brand: deps.appName,
    issuedAt: deps.clock.now().toISOString(),
    booking,
    operator,
    payments: await findReceiptPayments(deps.db, bookingId),
    refunds: await findReceiptRefunds(deps.db, bookingId),
    language,
  });
  return { kind: document.kind, fileName: document.fileName, pdf: renderReceiptPdf(document) };
}

/**
 * GET /api/bookings/:bookingId/receipt: an administrator who manages bookings, or the booking's owner. Written in
 * the language of whoever downloads it.
 */
export async function receiptForOwnerOrAdministrator(
  deps: TReceiptDeps,
  bookingId: string,
  caller: { owner: TSessionOwner; user: TSessionUser | null; language: TLanguage },
) {
  if (caller.user && canAccess('manageBookings', caller.user)) {
    if (!(await readBookingConfirmation(deps.db, { bookingId }))) {
      throw new AppError('NOT_FOUND', 'Booking details not available');
    }
  } else {
    await getOwnBookingConfirmation(deps.db, { bookingId }, caller.owner);
  }
  return receiptOf(deps, bookingId, caller.language);
}

/** GET /api/manage/:token/receipt: whoever holds the booking's private link. */
export async function receiptByManageToken(deps: TReceiptDeps, token: string, language: TLanguage) {
  const bookingId = await findBookingIdByManageToken(deps.db, token, deps.clock.now());
  if (!bookingId) throw new AppError('NOT_FOUND', MANAGE_BOOKING_MESSAGES.linkInvalid);
  return receiptOf(deps, bookingId, language);
}
