import type { TCurrency, TDb } from '@tour/db';
import type { TExecutor } from '../../db';
import {
  ageImageUpload,
  findTestTourBySlug,
  findUserIdByEmail,
  hideTestTour,
  insertSparseTestTour,
  insertTestCompany,
  insertTestTour,
  insertTestTourDate,
  insertTestTripBooking,
  findTestDeparture,
  insertTestDashboardBooking,
  insertTestOperatorTour,
  insertTestReview,
  setTestTourOwner,
} from './test-support.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tests only: a published tour whose first departure starts `daysFromNow` days after `now`. */
export function createTestDeparture(
  db: TExecutor,
  input: { now: Date; daysFromNow: number; days: number; spots: number; moreDepartures: number[]; title?: string },
) {
  const start = new Date(input.now.getTime() + input.daysFromNow * DAY_MS);
  return insertTestTour(db, { ...input, startDate: start.toISOString().slice(0, 10) });
}

export function createSparseTestTour(db: TExecutor) {
  return insertSparseTestTour(db);
}

export async function hideTestDeparture(db: TExecutor, tourId: string) {
  await hideTestTour(db, tourId);
  return { hidden: true };
}

export async function ageTestUpload(db: TExecutor, id: string, ms: number) {
  const row = await ageImageUpload(db, id, ms);
  return row ? { createdAt: row.createdAt.toISOString() } : null;
}

export function createTestCompany(
  db: TExecutor,
  input: { nameEn: string; ownerEmail: string; memberEmails: string[] },
) {
  return insertTestCompany(db, input);
}

const TRIP_STATES = {
  ended_paid: { startInDays: -8, bookingStatus: 'confirmed', paymentStatus: 'completed' },
  ended_unpaid: { startInDays: -8, bookingStatus: 'pending', paymentStatus: 'pending' },
  ended_cancelled: { startInDays: -8, bookingStatus: 'cancelled', paymentStatus: 'completed' },
  future_paid: { startInDays: 30, bookingStatus: 'confirmed', paymentStatus: 'completed' },
} as const;

/**
 * Tests only: a booking of a 5-day trip in the state asked for (ended 3 days ago, or 30 days away), on a new test
 * tour (owned by `ownerEmail`'s account when given) or on a past departure added to the tour named.
 */
export async function createTestTrip(
  db: TDb,
  input: {
    now: Date;
    email: string;
    contactName: string;
    state: keyof typeof TRIP_STATES;
    tourSlug?: string;
    ownerEmail?: string;
    accountEmail?: string;
  },
) {
  const state = TRIP_STATES[input.state];
  const startDate = new Date(input.now.getTime() + state.startInDays * DAY_MS).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const existing = input.tourSlug ? await findTestTourBySlug(tx, input.tourSlug) : null;
    if (input.tourSlug && !existing) return null;
    const tour = existing
      ? {
          tourId: existing.id,
          slug: existing.slug,
          tourDateId: await insertTestTourDate(tx, { tourId: existing.id, startDate, days: 5 }),
        }
      : await insertTestTour(tx, { startDate, days: 5, spots: 8, moreDepartures: [] });
    const ownerId = input.ownerEmail ? await findUserIdByEmail(tx, input.ownerEmail) : null;
    if (ownerId && !existing) await setTestTourOwner(tx, tour.tourId, ownerId);
    const booking = await insertTestTripBooking(tx, {
      tourId: tour.tourId,
      tourDateId: tour.tourDateId,
      userId: input.accountEmail ? await findUserIdByEmail(tx, input.accountEmail) : null,
      email: input.email,
      contactName: input.contactName,
      bookingStatus: state.bookingStatus,
      paymentStatus: state.paymentStatus,
      now: input.now,
    });
    return { bookingId: booking.id, reference: booking.reference, tourId: tour.tourId, slug: tour.slug };
  });
}

/** Tests only: a published tour of the operator with `ownerEmail`; null when there is no such account. */
export async function createTestOperatorTour(
  db: TDb,
  input: {
    ownerEmail: string;
    title: string;
    currency: TCurrency;
    price: number;
    startDates: string[];
    days: number;
    spots: number;
  },
) {
  return db.transaction(async (tx) => {
    const ownerUserId = await findUserIdByEmail(tx, input.ownerEmail);
    if (!ownerUserId) return null;
    return insertTestOperatorTour(tx, { ...input, ownerUserId });
  });
}

const DASHBOARD_BOOKING_STATES = {
  paid: { bookingStatus: 'confirmed', paymentStatus: 'completed' },
  unpaid: { bookingStatus: 'pending', paymentStatus: 'pending' },
  cancelled: { bookingStatus: 'cancelled', paymentStatus: 'completed' },
  refunded: { bookingStatus: 'confirmed', paymentStatus: 'completed' },
} as const;

/**
 * Tests only: a booking of the departure in the state asked for (a cancelled one refunded in full, a refunded one
 * still travelling with `refundAmount` back), with its guests and optionally a published review; null when there
 * is no such departure.
 */
export async function createTestDashboardBooking(
  db: TDb,
  input: {
    now: Date;
    tourDateId: string;
    state: keyof typeof DASHBOARD_BOOKING_STATES;
    totalAmount: number;
    refundAmount?: number;
    bookedAt?: string;
    contactName: string;
    email: string;
    specialRequests?: string;
    guests: {
      firstName: string;
      lastName: string;
      nationality: string;
      dateOfBirth: string;
      passportNumber?: string;
      dietaryRequirements?: string;
      specialRequests?: string;
    }[];
    reviewRating?: number;
  },
) {
  const state = DASHBOARD_BOOKING_STATES[input.state];
  const refundAmount =
    input.state === 'cancelled'
      ? input.totalAmount
      : input.state === 'refunded'
        ? Math.min(input.refundAmount ?? input.totalAmount, input.totalAmount)
        : null;
  return db.transaction(async (tx) => {
    const departure = await findTestDeparture(tx, input.tourDateId);
    if (!departure) return null;
    const booking = await insertTestDashboardBooking(tx, {
      tourId: departure.tourId,
      tourDateId: input.tourDateId,
      currency: departure.currency,
      ...state,
      totalAmount: input.totalAmount,
      refundAmount: refundAmount || null,
      bookedAt: input.bookedAt ? new Date(input.bookedAt) : input.now,
      contactName: input.contactName,
      email: input.email,
      specialRequests: input.specialRequests ?? null,
      guests: input.guests,
    });
    if (input.reviewRating) {
      await insertTestReview(tx, {
        bookingId: booking.id,
        tourId: departure.tourId,
        authorName: input.contactName,
        overallRating: input.reviewRating,
        travelMonth: departure.startDate.slice(0, 7),
      });
    }
    return { bookingId: booking.id, reference: booking.reference };
  });
}
