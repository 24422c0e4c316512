import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BOOKING_SESSION_MESSAGES, isBookingSessionUsable, PAYMENT_MESSAGES, type TContactInfo } from '@tour/shared';
import { sniffContentType, type TFileStore } from '../../adapters/files/file-store';
import { reencodeImage, UnreadableImageError } from '../../adapters/files/reencode-image';
import { queryRows } from '../../db';
import { AppError } from '../../http/app-error';
import { saveSessionContact } from '../booking-sessions/booking-sessions.repository';
import { getBookingSession, type TSessionOwner } from '../booking-sessions/booking-sessions.service';
import { findPaymentByIdempotencyKey, insertPaymentOnce, paymentIdempotencyKey, linkPaymentToBooking } from '../payments/payments.repository';
import type { TPaymentDeps } from '../payments/payments.service';
import { bookSession, getBookingConfirmation } from './bookings.service';

const EXTENSIONS = { 'image/jpeg': '.jpg', 'image/png': '.png', 'application/pdf': '.pdf' } as const;

/**
 * Bank transfer: the slip is checked by its bytes (images are re-encoded, which drops anything else
 * they carry) and stored privately under a generated name; the
 * booking is created pending verification, with the payment row, in one transaction. If that
 * transaction fails the stored file is removed again, so nothing is left half written.
 */
export async function createBankTransferBooking(
  deps: TPaymentDeps & { files: TFileStore },
  input: { sessionId: string; customerInfo: TContactInfo; slip: { bytes: Buffer; fileName: string } },
  owner: TSessionOwner,
) {
  const contentType = sniffContentType(input.slip.bytes);
  if (!contentType) throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.slipType, { paymentSlip: PAYMENT_MESSAGES.slipType });

  const session = await getBookingSession(deps, input.sessionId, owner);
  const idempotencyKey = paymentIdempotencyKey({ sessionId: session.id, bookingId: null }, 'bank_transfer');
  if (session.status === 'completed') {
    // A repeated submit of this transfer answers with its booking; a session paid otherwise takes no transfer.
    if (!(await findPaymentByIdempotencyKey(deps.db, idempotencyKey))) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  } else if (!isBookingSessionUsable(session, deps.clock.now())) {
    throw new AppError('BOOKING_SESSION_EXPIRED', BOOKING_SESSION_MESSAGES.expired);
  }
  const stored = contentType === 'application/pdf' ? input.slip.bytes : await reencodeSlip(input.slip.bytes, contentType);
  await saveSessionContact(deps.db, session.id, input.customerInfo);

  const key = `payment-slips/${session.id}/${randomUUID()}${EXTENSIONS[contentType]}`;
  await deps.files.put(key, stored);
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
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
        slip: { key, contentType, fileName: input.slip.fileName.slice(0, 200), sizeBytes: stored.length },
      });
      const booking = await bookSession(tx, session.id, { paymentMethod: 'bank_transfer', paid: false, now, appUrl: deps.appUrl });
      await linkPaymentToBooking(tx, payment.id, booking.id);
      return { bookingId: booking.id, bookingReference: booking.reference };
    });
  } catch (error) {
    await deps.files.remove(key);
    throw error;
  }
}

async function reencodeSlip(bytes: Buffer, contentType: 'image/jpeg' | 'image/png') {
  try {
    return await reencodeImage(bytes, contentType);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.slipUnreadable, { paymentSlip: PAYMENT_MESSAGES.slipUnreadable });
    }
    throw error;
  }
}

export async function readSlip(deps: TPaymentDeps & { files: TFileStore }, bookingId: string, owner: TSessionOwner, isAdmin: boolean) {
  if (!isAdmin) await getBookingConfirmation(deps.db, { bookingId }, owner);
  const [payment] = await queryRows<{ slip_file_key: string; slip_content_type: string }>(deps.db, sql`
    select slip_file_key, slip_content_type from payments
    where booking_id = ${bookingId} and slip_file_key is not null order by created_at desc limit 1`);
  const bytes = payment ? await deps.files.get(payment.slip_file_key) : null;
  if (!payment || !bytes) throw new AppError('NOT_FOUND', 'Payment slip not found');
  const contentType = payment.slip_content_type as keyof typeof EXTENSIONS;
  return { bytes, contentType, extension: EXTENSIONS[contentType] ?? '' };
}
