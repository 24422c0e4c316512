import { eq } from 'drizzle-orm';
import { departureBookingPrice } from '@tour/shared';
import type { TTx } from '../client';
import type { TBookingPaymentMethod, TCurrency, TPaymentMethod } from '../domain-values';
import { bookingEvents, bookingGuests, bookings, payments, type TTourDate } from '../schema';
import { subtractDays } from './calendar';
import type { TDemoBookingSeed } from './demo-catalogue';
import { DEMO_PROFILES, type TDemoEmail } from './demo-operators';

/** The demo accounts' user ids, by e-mail. */
export type TUserIds = Record<TDemoEmail, string>;

/** 1 USD is about 35 THB (1-traveller.md section 9); PromptPay always charges THB. */
const PROMPTPAY_THB_PER_USD = 35;
const HOUR_MS = 60 * 60 * 1000;

const GUEST_NAMES = [
  ['Tom', 'Jaidee'],
  ['Ploy', 'Jaidee'],
  ['Ben', 'Carter'],
] as const;

const PAYMENT_METHOD_BY_BOOKING_METHOD: Partial<Record<TBookingPaymentMethod, TPaymentMethod>> = {
  credit_card: 'card',
  stripe: 'card',
  promptpay: 'promptpay',
  bank_transfer: 'bank_transfer',
};

function chargeFor(
  method: TPaymentMethod,
  amount: number,
  currency: TCurrency,
): { amount: number; currency: TCurrency } {
  if (method !== 'promptpay' || currency === 'THB') return { amount, currency };
  if (currency !== 'USD') throw new Error(`No demo PromptPay rate for ${currency}`);
  return { amount: amount * PROMPTPAY_THB_PER_USD, currency: 'THB' };
}

/** Who booked: the demo customer's account, or a past traveller who booked as a guest. */
export type TDemoTraveller = { userId: string | null; name: string; email: string; phone: string };

/** Inserts the booking unless its reference exists; its id when inserted, else null. */
export async function insertDemoBooking(
  tx: TTx,
  input: {
    seed: TDemoBookingSeed;
    tourId: string;
    tourDiscount: number | null;
    date: TTourDate;
    traveller: TDemoTraveller;
    now: Date;
  },
): Promise<string | null> {
  const { seed, date, now, traveller } = input;
  const [taken] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.bookingReference, seed.reference));
  if (taken) return null;

  // The server's price rule (decision 14), so demo bookings cost what a traveller would pay.
  const price = departureBookingPrice(date, input.tourDiscount, seed.guests);
  const bookedAt = subtractDays(now, seed.bookedDaysAgo);
  const isCancelled = seed.status === 'cancelled';

  const [booking] = await tx
    .insert(bookings)
    .values({
      userId: traveller.userId,
      tourId: input.tourId,
      tourDateId: date.id,
      numberOfGuests: seed.guests,
      totalAmount: price.total,
      currency: date.currency,
      discountAmount: price.discountAmount,
      discountPercentage: price.discountPercent || null,
      specialRequests: seed.specialRequests ?? null,
      bookingReference: seed.reference,
      bookingStatus: seed.status,
      paymentStatus: seed.paymentStatus,
      paymentMethod: seed.paymentMethod,
      contactName: traveller.name,
      contactEmail: traveller.email,
      contactPhone: traveller.phone,
      bookingDate: bookedAt,
      cancellationDate: isCancelled ? new Date(bookedAt.getTime() + 24 * HOUR_MS) : null,
      cancellationReason: isCancelled ? 'Cancelled by user' : null,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error(`Inserting booking ${seed.reference} returned no row`);
  // Its history opens as the booking stands; no operator notice, as if the operators had long been told.
  await tx.insert(bookingEvents).values({
    bookingId: booking.id,
    event: 'created',
    bookingStatus: seed.status,
    paymentStatus: seed.paymentStatus,
    refundStatus: null,
    actorKind: 'traveller',
    createdAt: bookedAt,
  });

  const [primaryFirst = traveller.name, primaryLast = ''] = traveller.name.split(' ');
  await tx.insert(bookingGuests).values(
    Array.from({ length: seed.guests }, (_, position) => {
      const [firstName, lastName] =
        position === 0
          ? [primaryFirst, primaryLast]
          : (GUEST_NAMES[(position - 1) % GUEST_NAMES.length] ?? GUEST_NAMES[0]);
      return {
        bookingId: booking.id,
        position,
        firstName,
        lastName,
        email: position === 0 ? traveller.email : `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
        phone: position === 0 ? traveller.phone : `+6681000000${position}`,
        dateOfBirth: position === 0 ? '1990-04-12' : `198${position}-0${position}-1${position}`,
        nationality: position === 3 ? 'United Kingdom' : 'Thailand',
        passportNumber: position === 0 ? 'AA1234567' : null,
        passportExpiry: position === 0 ? '2031-04-11' : null,
        dietaryRequirements: position === 1 ? 'Vegetarian' : null,
        emergencyContactName: position === 0 ? 'Somchai Jaidee' : null,
        emergencyContactPhone: position === 0 ? '+66811111111' : null,
      };
    }),
  );

  const method = PAYMENT_METHOD_BY_BOOKING_METHOD[seed.paymentMethod];
  const hasPaymentAttempt = seed.paymentStatus === 'completed' || seed.paymentStatus === 'failed';
  if (method && hasPaymentAttempt) {
    const charge = chargeFor(method, price.total, date.currency);
    const digits = seed.reference.slice(4);
    await tx.insert(payments).values({
      bookingId: booking.id,
      provider: 'test',
      providerPaymentId: `pi_demo_${digits}`,
      idempotencyKey: `demo-${seed.reference}`,
      method,
      amount: charge.amount,
      currency: charge.currency,
      status: seed.paymentStatus === 'completed' ? 'succeeded' : 'failed',
      lastErrorCode: seed.paymentStatus === 'failed' ? 'card_declined' : null,
      lastErrorMessage: seed.paymentStatus === 'failed' ? 'Your card was declined.' : null,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
  }
  return booking.id;
}

/** The demo customer, as their bookings name them. */
export function demoCustomer(userIds: TUserIds): TDemoTraveller {
  const profile = DEMO_PROFILES['customer@demo.test'];
  return {
    userId: userIds['customer@demo.test'],
    name: profile.username,
    email: 'customer@demo.test',
    phone: profile.mobileNumber ?? '+66898765432',
  };
}
