import { setTimeout as wait } from 'node:timers/promises';
import { expectRow } from '@tour/db';
import {
  MANAGE_BOOKING_MESSAGES,
  REFUND_ACCOUNT_MESSAGES,
  type TFindBookingRequest,
  type TManagedBooking,
  type TRefundAccount,
  tourTitleIn,
} from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import { AppError } from '../../http/app-error';
import { readBookingConfirmation } from '../bookings/bookings.service';
import { findBookingIdByManageToken, issueManageLink, tripEndInstant } from '../bookings/manage-links.service';
import { findBookingLanguage } from '../languages/languages.service';
import {
  isRefundAccountNeeded,
  isRefundRetryable,
  giveRefundAccount as recordRefundAccount,
} from '../refunds/refunds.service';
import { manageLinkMail } from './booking-access.mails';
import { findBookingByReferenceAndEmail } from './booking-access.repository';
import { cancelBookingUnderPolicy, previewCancellation, type TCancellationDeps } from './booking-cancellation.service';

export type TBookingAccessDeps = TCancellationDeps & {
  /** 'Find my booking' answers no sooner than this, match or not, so its timing tells nothing. */
  findAnswerFloorMs: number;
};

export const FIND_ANSWER_FLOOR_MS = 400;

const linkInvalid = () => new AppError('NOT_FOUND', MANAGE_BOOKING_MESSAGES.linkInvalid);

/** A token that is unknown, tampered with or past its trip's end opens nothing, and says no more. */
async function bookingIdFor(deps: TBookingAccessDeps, token: string): Promise<string> {
  const bookingId = await findBookingIdByManageToken(deps.db, token, deps.clock.now());
  if (!bookingId) throw linkInvalid();
  return bookingId;
}

async function readManagedBooking(deps: TBookingAccessDeps, bookingId: string): Promise<TManagedBooking> {
  const confirmation = expectRow(await readBookingConfirmation(deps.db, { bookingId }), `booking ${bookingId}`);
  const { state, paidAmount, departureAt, cancellation } = await previewCancellation(
    deps.db,
    bookingId,
    deps.clock.now(),
  );
  const { userId: _userId, sessionAccountId: _sessionAccountId, ...booking } = confirmation;
  return {
    ...booking,
    cancellationDate: state.cancellationDate?.toISOString() ?? null,
    refundStatus: state.refundStatus,
    paidAmount,
    departureAt: departureAt.toISOString(),
    cancellation,
    refundAccountNeeded: await isRefundAccountNeeded(deps.db, bookingId),
    refundRetryable: await isRefundRetryable(deps.db, bookingId),
  };
}

/** GET /api/manage/:token: the booking the private link opens. */
export async function getManagedBooking(deps: TBookingAccessDeps, token: string): Promise<TManagedBooking> {
  return readManagedBooking(deps, await bookingIdFor(deps, token));
}

/**
 * POST /api/manage/:token/cancel: the token opens the booking, the policy decides (see
 * cancelBookingUnderPolicy). A cancelled booking whose refund failed is retried here with the same
 * idempotency key.
 */
export async function cancelManagedBooking(
  deps: TBookingAccessDeps,
  token: string,
  refundAccount: TRefundAccount | undefined,
): Promise<TManagedBooking> {
  const bookingId = await bookingIdFor(deps, token);
  await cancelBookingUnderPolicy(deps, bookingId, { retryFailedRefund: true, refundAccount: refundAccount ?? null });
  return readManagedBooking(deps, bookingId);
}

/**
 * POST /api/manage/:token/refund-account: the traveller's account for the bank-transfer refunds an administrator's
 * cancellation (or refund) left without one; the desk then shows it under "to pay back".
 */
export async function giveRefundAccount(
  deps: TBookingAccessDeps,
  token: string,
  refundAccount: TRefundAccount,
): Promise<TManagedBooking> {
  const bookingId = await bookingIdFor(deps, token);
  if (!(await recordRefundAccount(deps.db, bookingId, refundAccount, deps.clock.now())))
    throw new AppError('CONFLICT', REFUND_ACCOUNT_MESSAGES.noRefundAwaitingAccount);
  return readManagedBooking(deps, bookingId);
}

/**
 * POST /api/manage/find: e-mails a fresh private link when the reference and the e-mail (the booking's
 * contact or its account's) match. The caller always gets the same answer, no sooner than the floor,
 * so neither the answer nor its timing says whether a booking exists.
 */
export async function findMyBooking(deps: TBookingAccessDeps, input: TFindBookingRequest) {
  const answerAt = performance.now() + deps.findAnswerFloorMs;
  const match = await findBookingByReferenceAndEmail(deps.db, input.reference, input.email);
  // A trip that has ended has no link to send: its link would open nothing.
  if (match && tripEndInstant(match.endDate) > deps.clock.now()) {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const booking = expectRow(await readBookingConfirmation(tx, { bookingId: match.id }), `booking ${match.id}`);
      const link = await issueManageLink(tx, {
        bookingId: match.id,
        tripEndDate: match.endDate,
        appUrl: deps.appUrl,
        now,
      });
      const language = await findBookingLanguage(tx, match.id);
      const mail = manageLinkMail(
        {
          to: match.mailTo,
          booking: {
            reference: booking.reference,
            contactName: booking.contactName,
            tourTitle: tourTitleIn(booking.tour, language),
            startDate: booking.date.startDate,
            endDate: booking.date.endDate,
            currency: booking.currency,
          },
          link,
          language,
        },
        { appName: deps.appName },
      );
      await enqueueMail(tx, mail, now);
    });
  }
  const remaining = answerAt - performance.now();
  if (remaining > 0) await wait(remaining);
  return { message: MANAGE_BOOKING_MESSAGES.findAnswer };
}
