import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '@tour/db';
import {
  BOOKING_SESSION_MESSAGES,
  isBookingSessionUsable,
  MONEY_MESSAGES,
  PAYMENT_MESSAGES,
  type TContactInfo,
  transferVerificationDueAt,
  type TLanguage,
} from '@tour/shared';
import type { TFileStore } from '../../adapters/files/file-store';
import { inspectUpload } from '../../adapters/files/inspect-upload';
import { reencodeImage, UnreadableImageError } from '../../adapters/files/reencode-image';
import { AppError } from '../../http/app-error';
import type { TSessionOwner } from '../../http/session-owner';
import { getBookingSession } from '../booking-sessions/booking-sessions.service';
import { saveCheckoutContact } from '../booking-sessions/session-checkout.service';
import { transitionBooking } from '../bookings/booking-transitions.service';
import {
  bookSession,
  getOwnBookingConfirmation,
  lockSessionForPayment,
  queueBookingMail,
  readBookingConfirmation,
} from '../bookings/bookings.service';
import { requireBookingPayer, type TBookingPayer } from './payers.service';
import {
  countRejectedTransfers,
  findLatestSlip,
  findPaymentByIdempotencyKey,
  insertPaymentOnce,
  linkPaymentToBooking,
  paymentIdempotencyKey,
} from './payments.repository';
import type { TSettleDeps } from './settlement.service';
import { readSlipQr, type TSlipReading, type TSlipReadingDeps } from './slip-reading.service';

/**
 * A bank transfer holds no provider credentials: the slip's QR is read (and checked by the slip verifier), the
 * slip goes to the file store, the booking to the database.
 */
export type TBankTransferDeps = TSettleDeps & TSlipReadingDeps & { files: TFileStore };

/** The unique index that refuses a slip (bank + reference) already used for a payment (DESIGN decision 33). */
const ONE_PAYMENT_PER_SLIP_INDEX = 'payments_slip_bank_reference_unique';

const EXTENSIONS = { 'image/jpeg': '.jpg', 'image/png': '.png', 'application/pdf': '.pdf' } as const;

/**
 * Bank transfer: the slip is checked by its bytes (an image with markup in it or behind it, a PDF that
 * is not whole or that could run code or carry files, are refused; images are re-encoded, which drops
 * anything else they carry), its mini QR read and checked (a QR the verifier refuses refuses the slip),
 * and it is stored privately under a generated name; the booking is created pending verification, with
 * the contact and the payment row carrying the QR's bank and reference, in one transaction. Every check
 * comes before the first write, and if the transaction fails (the same slip already paid for another
 * booking, by the unique index) the stored file is removed again, so a refused or failed transfer leaves
 * nothing written.
 */
type TSlip = { bytes: Buffer; fileName: string };

type TStoredSlip = { key: string; contentType: string; fileName: string; sizeBytes: number; reading: TSlipReading };

/** The payment row's slip columns; a transfer not verified by `verificationDueAt` is escalated on the desk. */
function slipColumns(slip: TStoredSlip, now: Date) {
  const { reading, ...file } = slip;
  return { ...file, qr: reading.qr, check: reading.check, verificationDueAt: transferVerificationDueAt(now) };
}

/** Removes the stored copy of a slip whose transfer was not recorded, and names a slip already used. */
async function forgetSlip(deps: TBankTransferDeps, key: string, error: unknown): Promise<never> {
  await deps.files.remove(key);
  if (isUniqueViolation(error, ONE_PAYMENT_PER_SLIP_INDEX)) {
    throw new AppError('CONFLICT', MONEY_MESSAGES.duplicateSlip, { paymentSlip: MONEY_MESSAGES.duplicateSlip });
  }
  throw error;
}

/** The slip's type from its bytes; anything but a plain JPEG, PNG or PDF is refused before any write. */
function slipContentType(slip: TSlip) {
  const inspection = inspectUpload(slip.bytes);
  if (!inspection.ok) {
    const message =
      inspection.reason === 'pdf-active-content' ? PAYMENT_MESSAGES.slipPdfActive : PAYMENT_MESSAGES.slipType;
    throw new AppError('VALIDATION_FAILED', message, { paymentSlip: message });
  }
  return inspection.contentType;
}

export async function createBankTransferBooking(
  deps: TBankTransferDeps,
  input: { sessionId: string; customerInfo: TContactInfo; slip: TSlip },
  owner: TSessionOwner,
  language: TLanguage,
) {
  const contentType = slipContentType(input.slip);

  const session = await getBookingSession(deps, input.sessionId, owner);
  const idempotencyKey = paymentIdempotencyKey({ sessionId: session.id, bookingId: null }, 'bank_transfer');
  // Early answers before the slip is re-encoded and stored; the deciding check is under the lock below.
  if (session.status === 'completed') {
    if (!(await findPaymentByIdempotencyKey(deps.db, idempotencyKey)))
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  } else if (!isBookingSessionUsable(session, deps.clock.now())) {
    throw new AppError('BOOKING_SESSION_EXPIRED', BOOKING_SESSION_MESSAGES.expired);
  }
  const stored =
    contentType === 'application/pdf' ? input.slip.bytes : await reencodeSlip(input.slip.bytes, contentType);
  const reading = await readSlipQr(
    deps,
    { bytes: stored, contentType },
    { amount: session.pricing.total, currency: session.pricing.currency },
  );

  const key = `payment-slips/${session.id}/${randomUUID()}${EXTENSIONS[contentType]}`;
  const slip = { key, contentType, fileName: input.slip.fileName.slice(0, 200), sizeBytes: stored.length, reading };
  await deps.files.put(key, stored);
  try {
    const result = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      // Decided under the session's row lock, before anything is written (decision 0004): a session
      // another payment completed takes no transfer; a repeat of this transfer answers with its booking.
      const decision = await lockSessionForPayment(tx, session.id);
      if (decision.booking) {
        const repeat = await findPaymentByIdempotencyKey(tx, idempotencyKey);
        if (repeat?.bookingId !== decision.booking.id) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
        return { bookingId: decision.booking.id, bookingReference: decision.booking.reference, repeat: true };
      }
      await saveCheckoutContact(tx, session.id, input.customerInfo, language, now);
      const payment = await insertPaymentOnce(tx, {
        bookingSessionId: session.id,
        provider: 'test',
        providerPaymentId: `bt_${randomUUID()}`,
        idempotencyKey,
        method: 'bank_transfer',
        amount: session.pricing.total,
        currency: session.pricing.currency,
        status: 'pending_verification',
        now,
        slip: slipColumns(slip, now),
      });
      const booking = await bookSession(tx, session.id, {
        paymentMethod: 'bank_transfer',
        payment: 'slip_received',
        now,
        appUrl: deps.appUrl,
        appName: deps.appName,
      });
      await linkPaymentToBooking(tx, payment.id, booking.id, now);
      return { bookingId: booking.id, bookingReference: booking.reference, repeat: false };
    });
    // A repeated submit keeps the first transfer's slip; this copy is not needed.
    if (result.repeat) await deps.files.remove(key);
    return { bookingId: result.bookingId, bookingReference: result.bookingReference };
  } catch (error) {
    return forgetSlip(deps, key, error);
  }
}

/**
 * Pay Now by bank transfer for an unpaid booking (a reservation or a booking-form booking): the slip is
 * checked and stored as for checkout, the payment recorded pending verification and the booking marked
 * as being verified, in one transaction. One transfer per booking: a repeat answers with the booking.
 */
export async function payBookingByTransfer(
  deps: TBankTransferDeps,
  input: { bookingId: string; slip: TSlip },
  payer: TBookingPayer,
) {
  const contentType = slipContentType(input.slip);
  const booking = await requireBookingPayer(deps, input.bookingId, payer);
  // After a rejected transfer the traveller may send a new one: it is a new payment, not a repeat of the last.
  const rejected = await countRejectedTransfers(deps.db, booking.id);
  const idempotencyKey = paymentIdempotencyKey(
    { sessionId: null, bookingId: booking.id },
    rejected === 0 ? 'bank_transfer' : `bank_transfer:after-rejection-${rejected}`,
  );
  const reference = await getBookingReference(deps, booking.id);
  if (await findPaymentByIdempotencyKey(deps.db, idempotencyKey)) return reference;
  if (booking.bookingStatus !== 'pending' || booking.paymentStatus === 'completed') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.bookingNotPayable);
  }
  if (booking.paymentStatus === 'processing') throw new AppError('CONFLICT', PAYMENT_MESSAGES.transferBeingVerified);
  const stored =
    contentType === 'application/pdf' ? input.slip.bytes : await reencodeSlip(input.slip.bytes, contentType);
  const reading = await readSlipQr(
    deps,
    { bytes: stored, contentType },
    { amount: booking.totalAmount, currency: booking.currency },
  );
  const key = `payment-slips/booking-${booking.id}/${randomUUID()}${EXTENSIONS[contentType]}`;
  const slip = { key, contentType, fileName: input.slip.fileName.slice(0, 200), sizeBytes: stored.length, reading };
  await deps.files.put(key, stored);
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      // The row lock of this update queues a racing card payment or the deadline job behind it.
      if (!(await transitionBooking(tx, booking.id, { event: 'transfer_submitted' }, now))) {
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.bookingNotPayable);
      }
      await insertPaymentOnce(tx, {
        bookingSessionId: null,
        bookingId: booking.id,
        provider: 'test',
        providerPaymentId: `bt_${randomUUID()}`,
        idempotencyKey,
        method: 'bank_transfer',
        amount: booking.totalAmount,
        currency: booking.currency,
        status: 'pending_verification',
        now,
        slip: slipColumns(slip, now),
      });
      await queueBookingMail(tx, booking.id, 'booking_confirmation', { ...deps, now });
    });
    return reference;
  } catch (error) {
    return forgetSlip(deps, key, error);
  }
}

async function getBookingReference(deps: TBankTransferDeps, bookingId: string) {
  const booking = await readBookingConfirmation(deps.db, { bookingId });
  if (!booking) throw new AppError('NOT_FOUND', 'Booking details not available');
  return { bookingId: booking.id, bookingReference: booking.reference };
}

async function reencodeSlip(bytes: Buffer, contentType: 'image/jpeg' | 'image/png') {
  try {
    return await reencodeImage(bytes, contentType);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.slipUnreadable, {
        paymentSlip: PAYMENT_MESSAGES.slipUnreadable,
      });
    }
    throw error;
  }
}

export async function readSlip(deps: TBankTransferDeps, bookingId: string, owner: TSessionOwner, isAdmin: boolean) {
  if (!isAdmin) await getOwnBookingConfirmation(deps.db, { bookingId }, owner);
  const slip = await findLatestSlip(deps.db, bookingId);
  const bytes = slip ? await deps.files.get(slip.fileKey) : null;
  if (!slip || !bytes) throw new AppError('NOT_FOUND', 'Payment slip not found');
  const extension = Object.entries(EXTENSIONS).find(([type]) => type === slip.contentType)?.[1] ?? '';
  return { bytes, contentType: slip.contentType, extension };
}
