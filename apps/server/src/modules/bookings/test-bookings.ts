import type { TDb } from '@tour/db';
import { insertBooking } from './bookings.repository';

type TBookingInput = Parameters<typeof insertBooking>[1];

/**
 * A guest's booking written straight to the database on `departure` (two guests, USD 5,000.00, paid by card, made
 * 2026-03-01), for tests about what happens to bookings afterwards; `overrides` set what the test is about.
 */
export function insertTestBooking(
  db: TDb,
  departure: { tourId: string; tourDateId: string },
  overrides: Partial<TBookingInput> = {},
) {
  return insertBooking(db, {
    userId: null,
    bookingSessionId: null,
    tourId: departure.tourId,
    tourDateId: departure.tourDateId,
    numberOfGuests: 2,
    totalAmount: 500_000,
    currency: 'USD',
    discountAmount: 0,
    discountPercentage: null,
    bookingStatus: 'confirmed',
    paymentStatus: 'completed',
    paymentMethod: 'credit_card',
    contactName: 'Ada Traveller',
    contactEmail: 'ada@example.test',
    contactPhone: '+66812345678',
    language: 'en',
    now: new Date('2026-03-01T10:00:00.000Z'),
    ...overrides,
  });
}
