import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDb } from '@tour/db';
import { insertTestDeparture } from '@tour/db/testing';
import { queryRows } from '../db';
import { bankTransferRequest, type TTestApp } from './test-app';

/** A plain PNG without a QR code: a slip accepted for review by hand. */
export async function plainSlip(colour = '#148a80') {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export type TTransferBooking = {
  bookingId: string;
  reference: string;
  paymentId: string;
  tourDateId: string;
  email: string;
  cookies: Record<string, string>;
};

/**
 * A guest's checkout paid by bank transfer, as the browser does it: Book Now (the seats held), then the slip. The
 * booking awaits verification; `guests` seats of a departure of `spots` are taken.
 */
export async function bookByTransfer(
  t: TTestApp,
  db: TDb,
  options: { spots?: number; guests?: number; startDate?: string; name?: string; email?: string } = {},
): Promise<TTransferBooking> {
  const { tourDateId } = await insertTestDeparture(db, { spots: options.spots ?? 10, startDate: options.startDate });
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/booking-sessions',
    payload: { tourDateId, guests: options.guests ?? 2 },
  });
  if (session.statusCode !== 201) throw new Error(`booking session: ${session.statusCode} ${session.body}`);
  const cookies = { gid: session.cookies.find((cookie) => cookie.name === 'gid')?.value ?? '' };
  const email = options.email ?? `guest-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const contact = { fullName: options.name ?? 'Ada Traveller', email, phone: '+66 81 234 5678' };
  const response = await t.app.inject(
    bankTransferRequest({ sessionId: session.json().id, contact, slip: await plainSlip(), cookies }),
  );
  if (response.statusCode !== 201) throw new Error(`bank transfer: ${response.statusCode} ${response.body}`);
  const { bookingId, bookingReference } = response.json() as { bookingId: string; bookingReference: string };
  const [payment] = await queryRows<{ id: string }>(
    db,
    sql`select id from payments where booking_id = ${bookingId} and method = 'bank_transfer'`,
  );
  if (!payment) throw new Error('the transfer has no payment row');
  return { bookingId, reference: bookingReference, paymentId: payment.id, tourDateId, email, cookies };
}
