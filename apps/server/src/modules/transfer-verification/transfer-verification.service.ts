import type { TDb } from '@tour/db';
import {
  DEFAULT_LANGUAGE,
  DESK_PAGE_SIZE,
  departureInstant,
  MONEY_MESSAGES,
  paths,
  REJECTED_TRANSFER_MIN_MS,
  rejectedTransferDeadline,
  slipBankName,
  type TRejectTransferRequest,
  type TSlipReading,
  type TTransfersPage,
  tourTitleIn,
  transferVerificationDueAt,
} from '@tour/shared';
import type { TFileStore } from '../../adapters/files/file-store';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { transitionBooking } from '../bookings/booking-transitions.service';
import { queueBookingMail } from '../bookings/bookings.service';
import { issueManageLink } from '../bookings/manage-links.service';
import { findBookingLanguage } from '../languages/languages.service';
import { transferRejectedMail, transfersOverdueMail } from './transfer-verification.mails';
import {
  claimOverdueTransfers,
  countAwaitingTransfers,
  decideTransfer,
  findBookingForRejection,
  findPaymentSlip,
  findTransfer,
  listAdministratorAddresses,
  listAwaitingTransfers,
  listTransfersWithoutDueTime,
  setPaymentDeadline,
  setVerificationDueAt,
} from './transfer-verification.repository';

export type TTransferDeskDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

const PAYMENT_NOT_FOUND = 'Payment not found';
const SLIP_NOT_FOUND = 'Payment slip not found';

/** What the desk shows of a slip's reading: the mini QR's bank by name, its reference, or that there was none. */
export function slipReadingOf(slip: {
  slipCheck: TSlipReading['check'];
  slipBankCode: string | null;
  slipReference: string | null;
  slipContentType: string | null;
  slipFileName: string | null;
}): TSlipReading {
  return {
    check: slip.slipCheck,
    bankCode: slip.slipBankCode,
    bankName: slip.slipBankCode ? slipBankName(slip.slipBankCode) : null,
    reference: slip.slipReference,
    contentType: slip.slipContentType ?? 'application/octet-stream',
    fileName: slip.slipFileName,
  };
}

/** The verification desk's queue: transfers awaiting verification, overdue first, then oldest first. */
export async function listTransfersAwaiting(deps: TTransferDeskDeps, query: { page: number }): Promise<TTransfersPage> {
  const now = deps.clock.now();
  const [rows, counts] = await Promise.all([
    listAwaitingTransfers(deps.db, now, { limit: DESK_PAGE_SIZE, offset: (query.page - 1) * DESK_PAGE_SIZE }),
    countAwaitingTransfers(deps.db, now),
  ]);
  return {
    items: rows.map((row) => ({
      paymentId: row.paymentId,
      bookingId: row.bookingId,
      bookingReference: row.bookingReference,
      amountDue: row.amount,
      currency: row.currency,
      receivedAt: row.createdAt.toISOString(),
      // A transfer received before due times were recorded is due as any other; the escalation job stores it.
      verificationDueAt: (row.verificationDueAt ?? transferVerificationDueAt(row.createdAt)).toISOString(),
      overdue: row.overdue,
      slip: slipReadingOf(row),
      traveller: { name: row.contactName, email: row.contactEmail },
      tour: row.tour,
      guests: row.guests,
    })),
    total: counts.total,
    overdue: counts.overdue,
    page: query.page,
    pageSize: DESK_PAGE_SIZE,
  };
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'application/pdf': '.pdf' };

/** A payment's slip from the private store (DESIGN decision 6), for the desk to show in the page. */
export async function readTransferSlip(deps: { db: TDb; files: TFileStore }, paymentId: string) {
  const slip = await findPaymentSlip(deps.db, paymentId);
  const bytes = slip ? await deps.files.get(slip.fileKey) : null;
  if (!slip || !bytes) throw new AppError('NOT_FOUND', SLIP_NOT_FOUND);
  const name = `payment-slip-${slip.bookingReference ?? paymentId}${EXTENSIONS[slip.contentType] ?? ''}`;
  return { bytes, contentType: slip.contentType, fileName: name };
}

/** The transfer an administrator decides on: it must exist and still await a decision. */
async function requireAwaitingTransfer(tx: TExecutor, paymentId: string) {
  const payment = await findTransfer(tx, paymentId);
  if (payment?.method !== 'bank_transfer' || !payment.bookingId) {
    throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  }
  if (payment.status !== 'pending_verification') throw new AppError('CONFLICT', MONEY_MESSAGES.transferNotAwaiting);
  return { ...payment, bookingId: payment.bookingId };
}

/**
 * Verify (DESIGN decisions 15, 26): in one transaction the booking becomes paid (the transfer_verified transition,
 * which locks its row, so a cancellation or a second decision racing this one queues behind it), the payment
 * succeeds with who verified it, the audit row is written and the 'Booking Confirmed!' e-mail is queued.
 */
export async function verifyTransfer(deps: TTransferDeskDeps, actor: TActor, paymentId: string) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const payment = await requireAwaitingTransfer(tx, paymentId);
    const by = { kind: 'administrator', userId: actor.userId } as const;
    const changed = await transitionBooking(tx, payment.bookingId, { event: 'transfer_verified' }, now, by);
    if (!changed) throw new AppError('CONFLICT', MONEY_MESSAGES.transferNotAwaiting);
    const decision = { paymentId, decision: 'succeeded', reason: null, by: actor.userId, now } as const;
    if (!(await decideTransfer(tx, decision))) throw new AppError('CONFLICT', MONEY_MESSAGES.transferNotAwaiting);
    await recordAdminAction(tx, actor, {
      action: 'booking.transfer_verify',
      targetType: 'booking',
      targetId: payment.bookingId,
      before: { paymentId, paymentStatus: 'pending_verification', booking: changed.before },
      after: { paymentId, paymentStatus: 'succeeded', booking: changed.after },
    });
    await queueBookingMail(tx, payment.bookingId, 'payment_received', { ...deps, now });
    return { message: MONEY_MESSAGES.transferVerified };
  });
}

/** Below this much time to pay, the rejection e-mail is the only reminder: a second one would follow at once. */
const REMIND_AGAIN_AFTER_MS = REJECTED_TRANSFER_MIN_MS + 12 * 60 * 60 * 1000;

/**
 * Reject (decision 13's rule): in one transaction the payment is rejected with its reason, the booking awaits
 * payment again (transfer_rejected) until `rejectedTransferDeadline`, the audit row is written and the traveller is
 * e-mailed the reason, the deadline and a fresh manage link to pay again, in the language the booking was made in.
 * The deadline job then cancels the booking at that deadline, giving the seats back once, unless it is paid.
 */
export async function rejectTransfer(
  deps: TTransferDeskDeps,
  actor: TActor,
  paymentId: string,
  input: TRejectTransferRequest,
) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const payment = await requireAwaitingTransfer(tx, paymentId);
    const by = { kind: 'administrator', userId: actor.userId, note: input.reason } as const;
    const changed = await transitionBooking(tx, payment.bookingId, { event: 'transfer_rejected' }, now, by);
    if (!changed) throw new AppError('CONFLICT', MONEY_MESSAGES.transferNotAwaiting);
    const decision = { paymentId, decision: 'rejected', reason: input.reason, by: actor.userId, now } as const;
    if (!(await decideTransfer(tx, decision))) throw new AppError('CONFLICT', MONEY_MESSAGES.transferNotAwaiting);
    const booking = await findBookingForRejection(tx, payment.bookingId);
    if (!booking) throw new Error(`the booking ${payment.bookingId} of payment ${paymentId} is gone`);
    const deadline = rejectedTransferDeadline(now, departureInstant(booking.startDate, booking.outboundDeparture));
    const reminded = deadline.getTime() - now.getTime() < REMIND_AGAIN_AFTER_MS;
    await setPaymentDeadline(tx, { bookingId: booking.id, deadline, reminded, now });
    await recordAdminAction(tx, actor, {
      action: 'booking.transfer_reject',
      targetType: 'booking',
      targetId: booking.id,
      before: { paymentId, paymentStatus: 'pending_verification', booking: changed.before },
      after: {
        paymentId,
        paymentStatus: 'rejected',
        reason: input.reason,
        paymentDeadline: deadline.toISOString(),
        booking: changed.after,
      },
    });
    if (booking.contactEmail) {
      const manageUrl = await issueManageLink(tx, {
        bookingId: booking.id,
        tripEndDate: booking.endDate,
        appUrl: deps.appUrl,
        now,
      });
      const language = await findBookingLanguage(tx, booking.id);
      const { tour, ...rest } = booking;
      const mail = transferRejectedMail(
        {
          ...rest,
          tourTitle: tourTitleIn(tour, language),
          to: booking.contactEmail,
          bookingId: booking.id,
          amount: payment.amount,
          currency: payment.currency,
          reason: input.reason,
          deadline,
          manageUrl,
        },
        { appName: deps.appName, language },
      );
      await enqueueMail(tx, mail, now);
    }
    return { message: MONEY_MESSAGES.transferRejected };
  });
}

/** At most this many transfers per pass; the next pass takes the rest. */
const MAX_PER_PASS = 100;

/**
 * Escalation: a transfer not verified by its due time (1-2 business days) is stamped escalated, once, and every
 * administrator is e-mailed the transfers newly overdue, in the transaction of the stamp, in the language of their
 * profile (English when they never chose one: no request causes this e-mail); the desk lists them first, flagged. Transfers from before due times were recorded get theirs from when they arrived.
 */
export async function escalateOverdueTransfers(deps: TTransferDeskDeps) {
  for (const transfer of await listTransfersWithoutDueTime(deps.db, MAX_PER_PASS)) {
    await setVerificationDueAt(deps.db, transfer.id, transferVerificationDueAt(transfer.createdAt));
  }
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const transfers = await claimOverdueTransfers(tx, now, MAX_PER_PASS);
    if (transfers.length === 0) return { escalated: 0 };
    const deskUrl = `${deps.appUrl}${paths.paymentVerification.href()}`;
    for (const administrator of await listAdministratorAddresses(tx)) {
      const context = { appName: deps.appName, language: administrator.language ?? DEFAULT_LANGUAGE };
      await enqueueMail(tx, transfersOverdueMail({ to: administrator.email, transfers, deskUrl }, context), now);
    }
    return { escalated: transfers.length };
  });
}
