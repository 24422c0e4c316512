import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TDb } from '@tour/db';
import { transferVerificationDueAt } from '@tour/shared';
import type { TFileStore } from '../../adapters/files/file-store';
import type { TClock } from '../../clock';
import { transitionBooking } from '../bookings/booking-transitions.service';
import {
  findBookingToPayByReference,
  findPaymentByIdempotencyKey,
  insertPaymentOnce,
  paymentIdempotencyKey,
} from './payments.repository';

/**
 * The demo's transfer awaiting verification, so the verification desk is not empty: the demo customer's unpaid
 * bank-transfer booking CHT-294613 (demo data) paid by the sample Siam Commercial Bank slip of docs/demo-slips.
 */
export const DEMO_TRANSFER = {
  bookingReference: 'CHT-294613',
  slipFile: 'slip-scb-2.png',
  bankCode: '014',
  reference: '2026112714305567890',
} as const;

/** From the sources the sample is read in docs/demo-slips; the build copies it beside main.js. */
function demoSlipPath(): string {
  const fromSources = import.meta.url.endsWith('.ts');
  const relative = fromSources
    ? `../../../../../docs/demo-slips/${DEMO_TRANSFER.slipFile}`
    : `./demo-slips/${DEMO_TRANSFER.slipFile}`;
  return fileURLToPath(new URL(relative, import.meta.url));
}

/**
 * Gives the demo booking its slip once: the slip stored privately, the payment recorded pending verification with
 * the slip's mini QR, and the booking marked as being verified, in one transaction (as a traveller's Pay Now by
 * transfer would; no e-mail). A booking already paid, cancelled or given a transfer is left alone, so later starts
 * and concurrent instances add nothing.
 */
export async function seedDemoTransfer(deps: { db: TDb; clock: TClock; files: TFileStore }) {
  const booking = await findBookingToPayByReference(deps.db, DEMO_TRANSFER.bookingReference);
  if (!booking) return false;
  const { bookingStatus, paymentStatus, paymentMethod } = booking;
  if (bookingStatus !== 'pending' || paymentStatus !== 'pending' || paymentMethod !== 'bank_transfer') return false;
  const idempotencyKey = paymentIdempotencyKey({ sessionId: null, bookingId: booking.id }, 'bank_transfer');
  if (await findPaymentByIdempotencyKey(deps.db, idempotencyKey)) return false;

  const bytes = await readFile(demoSlipPath());
  const key = `payment-slips/booking-${booking.id}/${randomUUID()}.png`;
  await deps.files.put(key, bytes);
  let given = false;
  try {
    given = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      if (!(await transitionBooking(tx, booking.id, { event: 'transfer_submitted' }, now))) return false;
      // The slip came with the booking: received (and due for verification) from the booking's own date.
      const receivedAt = booking.bookingDate;
      await insertPaymentOnce(tx, {
        bookingSessionId: null,
        bookingId: booking.id,
        provider: 'test',
        providerPaymentId: `bt_demo_${DEMO_TRANSFER.bookingReference}`,
        idempotencyKey,
        method: 'bank_transfer',
        amount: booking.totalAmount,
        currency: booking.currency,
        status: 'pending_verification',
        now: receivedAt,
        slip: {
          key,
          contentType: 'image/png',
          fileName: DEMO_TRANSFER.slipFile,
          sizeBytes: bytes.length,
          qr: { bankCode: DEMO_TRANSFER.bankCode, reference: DEMO_TRANSFER.reference },
          check: 'qr_verified',
          verificationDueAt: transferVerificationDueAt(receivedAt),
        },
      });
      return true;
    });
  } finally {
    // Not recorded (another instance gave the booking its slip first, or the transaction failed): not needed.
    if (!given) await deps.files.remove(key);
  }
  return given;
}
