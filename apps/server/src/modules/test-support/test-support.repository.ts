import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  bookingEvents,
  bookingGuests,
  bookings,
  companies,
  imageUploads,
  payments,
  refunds,
  reviews,
  tatLicenses,
  tourDates,
  tours,
  type TCurrency,
  userCompanyLicenseMap,
  users,
} from '@tour/db';
import type { TExecutor } from '../../db';

/**
 * Tests only: a published tour with one departure starting on `startDate` (and one more a week apart for
 * each of `moreDepartures`, with those spots), for browser tests that need departures of their own: one
 * 14 days away or less, or seats no other test takes. Hidden again with hideTestTour.
 */
export async function insertTestTour(
  db: TExecutor,
  input: { startDate: string; days: number; spots: number; moreDepartures: number[]; title?: string },
) {
  const slug = `e2e-departure-${randomBytes(5).toString('hex')}`;
  const [tour] = await db
    .insert(tours)
    .values({
      slug,
      title: input.title ?? 'E2E Departure Soon',
      description: 'A tour made by a browser test.',
      location: 'Krabi',
      country: 'Thailand',
      price: 120_000,
      currency: 'USD',
      duration: `${input.days} days`,
      durationDays: input.days,
    })
    .returning({ id: tours.id });
  if (!tour) throw new Error('the test tour was not inserted');
  const departures = [input.spots, ...input.moreDepartures].map((spots, index) => {
    const start = new Date(`${input.startDate}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() + 7 * index);
    const end = new Date(start);
    end.setUTCDate(end.getUTCDate() + input.days - 1);
    return {
      tourId: tour.id,
      startDate: start.toISOString().slice(0, 10),
      endDate: end.toISOString().slice(0, 10),
      price: 120_000,
      currency: 'USD' as const,
      availableSpots: spots,
    };
  });
  const dates = await db
    .insert(tourDates)
    .values(departures)
    .returning({ id: tourDates.id, startDate: tourDates.startDate });
  const date = dates.find((row) => row.startDate === input.startDate);
  if (!date) throw new Error('the test departure was not inserted');
  return { tourId: tour.id, slug, tourDateId: date.id };
}

/**
 * Tests only: a published tour with nothing but its title, place, price and thumbnail (no departures, images,
 * highlights, itinerary, meals, hotels, discount or policy), for the pages' empty texts.
 */
export async function insertSparseTestTour(db: TExecutor) {
  const suffix = randomBytes(5).toString('hex');
  const [tour] = await db
    .insert(tours)
    .values({
      slug: `e2e-sparse-${suffix}`,
      title: `Sparse Tour ${suffix}`,
      description: 'A tour made by a browser test, with nothing planned yet.',
      location: `Sparseville ${suffix}`,
      country: 'Thailand',
      category: 'adventure',
      price: 199_900,
      currency: 'USD',
      duration: '5 days',
      durationDays: 5,
      thumbnailUrl: '/media/tours/default.svg',
    })
    .returning({ tourId: tours.id, slug: tours.slug, title: tours.title, location: tours.location });
  if (!tour) throw new Error('the sparse test tour was not inserted');
  return tour;
}

export async function hideTestTour(db: TExecutor, tourId: string) {
  await db.update(tours).set({ status: 'hidden' }).where(eq(tours.id, tourId));
}

/** Tests only: an upload made `ms` earlier than it was, so the 24-hour rule of the image clean-up applies to it. */
export async function ageImageUpload(db: TExecutor, id: string, ms: number) {
  const [row] = await db
    .update(imageUploads)
    .set({ createdAt: sql`${imageUploads.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(imageUploads.id, id))
    .returning({ createdAt: imageUploads.createdAt });
  return row ?? null;
}

/**
 * Tests only: a company with a verified licence, registered by `ownerEmail` and with `memberEmails` linked to
 * it, as a company with several users is after each has verified the same licence.
 */
export async function insertTestCompany(
  db: TExecutor,
  input: { nameEn: string; ownerEmail: string; memberEmails: string[] },
) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        [input.ownerEmail, ...input.memberEmails].map((e) => e.toLowerCase()),
      ),
    );
  const idOf = (email: string) => people.find((person) => person.email.toLowerCase() === email.toLowerCase())?.id;
  const ownerId = idOf(input.ownerEmail);
  if (!ownerId) return null;
  const random = randomBytes(4);
  const licenseId = `${10 + (random.readUInt8(0) % 89)}/${10000 + (random.readUInt16BE(1) % 90000)}`;
  await db.insert(tatLicenses).values({
    licenseId,
    userId: ownerId,
    status: 'ปกติ',
    kycStatus: 'verified',
    companyNameEn: input.nameEn,
    companyNameTh: `บริษัท ${input.nameEn}`,
  });
  const [company] = await db
    .insert(companies)
    .values({
      userId: ownerId,
      companyNameEn: input.nameEn,
      companyNameTh: `บริษัท ${input.nameEn}`,
      companyStatus: 'ปกติ',
      tatLicense: licenseId,
      isVerified: true,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('the test company was not inserted');
  const members = [ownerId, ...input.memberEmails.map(idOf)].filter((id): id is string => !!id);
  await db
    .insert(userCompanyLicenseMap)
    .values(members.map((userId) => ({ userId, companyId: company.id, licenseId })));
  return { companyId: company.id, licenseId };
}

export async function findUserIdByEmail(db: TExecutor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id ?? null;
}

export async function findTestTourBySlug(db: TExecutor, slug: string) {
  const [row] = await db.select({ id: tours.id, slug: tours.slug }).from(tours).where(eq(tours.slug, slug));
  return row ?? null;
}

export async function setTestTourOwner(db: TExecutor, tourId: string, ownerUserId: string) {
  await db.update(tours).set({ ownerUserId }).where(eq(tours.id, tourId));
}

/** Tests only: one more departure of a tour, on `startDate`. */
export async function insertTestTourDate(db: TExecutor, input: { tourId: string; startDate: string; days: number }) {
  const end = new Date(`${input.startDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + input.days - 1);
  const [date] = await db
    .insert(tourDates)
    .values({
      tourId: input.tourId,
      startDate: input.startDate,
      endDate: end.toISOString().slice(0, 10),
      price: 120_000,
      currency: 'USD',
      availableSpots: 8,
    })
    .returning({ id: tourDates.id });
  if (!date) throw new Error('the test departure was not inserted');
  return date.id;
}

/**
 * Tests only: a booking of two guests on the departure, in the statuses given, with its history's first event and,
 * when paid, the test provider's succeeded card payment.
 */
export async function insertTestTripBooking(
  db: TExecutor,
  input: {
    tourId: string;
    tourDateId: string;
    userId: string | null;
    email: string;
    contactName: string;
    bookingStatus: 'confirmed' | 'pending' | 'cancelled';
    paymentStatus: 'completed' | 'pending';
    now: Date;
  },
) {
  const reference = `CHT-${String(randomBytes(4).readUInt32BE(0) % 1_000_000).padStart(6, '0')}`;
  const [booking] = await db
    .insert(bookings)
    .values({
      userId: input.userId,
      tourId: input.tourId,
      tourDateId: input.tourDateId,
      numberOfGuests: 2,
      totalAmount: 240_000,
      currency: 'USD',
      bookingReference: reference,
      bookingStatus: input.bookingStatus,
      paymentStatus: input.paymentStatus,
      paymentMethod: 'credit_card',
      contactName: input.contactName,
      contactEmail: input.email,
      contactPhone: '+66812345678',
      cancellationDate: input.bookingStatus === 'cancelled' ? input.now : null,
      cancellationReason: input.bookingStatus === 'cancelled' ? 'Cancelled by user' : null,
      bookingDate: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: bookings.id, reference: bookings.bookingReference });
  if (!booking) throw new Error('the test booking was not inserted');
  await db.insert(bookingEvents).values({
    bookingId: booking.id,
    event: 'created',
    bookingStatus: input.bookingStatus,
    paymentStatus: input.paymentStatus,
    actorKind: 'traveller',
    createdAt: input.now,
  });
  if (input.paymentStatus === 'completed') {
    await db.insert(payments).values({
      bookingId: booking.id,
      provider: 'test',
      providerPaymentId: `pi_test_trip_${booking.id}`,
      method: 'card',
      amount: 240_000,
      currency: 'USD',
      status: 'succeeded',
      createdAt: input.now,
      updatedAt: input.now,
    });
  }
  return booking;
}

/** Tests only: a published tour owned by `ownerUserId`, in `currency`, with a departure starting on each day given. */
export async function insertTestOperatorTour(
  db: TExecutor,
  input: {
    ownerUserId: string;
    title: string;
    currency: TCurrency;
    price: number;
    startDates: string[];
    days: number;
    spots: number;
  },
) {
  const slug = `e2e-operator-${randomBytes(5).toString('hex')}`;
  const [tour] = await db
    .insert(tours)
    .values({
      slug,
      title: input.title ?? 'E2E Departure Soon',
      description: 'A tour made by a browser test of the dashboards.',
      location: 'Phuket',
      country: 'Thailand',
      price: input.price,
      currency: input.currency,
      duration: `${input.days} days`,
      durationDays: input.days,
      ownerUserId: input.ownerUserId,
    })
    .returning({ id: tours.id });
  if (!tour) throw new Error('the test tour was not inserted');
  const dates = await db
    .insert(tourDates)
    .values(
      input.startDates.map((startDate) => {
        const end = new Date(`${startDate}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + input.days - 1);
        return {
          tourId: tour.id,
          startDate,
          endDate: end.toISOString().slice(0, 10),
          price: input.price,
          currency: input.currency,
          availableSpots: input.spots,
        };
      }),
    )
    .returning({ id: tourDates.id, startDate: tourDates.startDate });
  const byStart = new Map(dates.map((date) => [date.startDate, date.id]));
  return { tourId: tour.id, slug, tourDateIds: input.startDates.map((day) => byStart.get(day) ?? '') };
}

export async function findTestDeparture(db: TExecutor, tourDateId: string) {
  const [row] = await db
    .select({ tourId: tourDates.tourId, currency: tourDates.currency, startDate: tourDates.startDate })
    .from(tourDates)
    .where(eq(tourDates.id, tourDateId));
  return row ?? null;
}

type TTestGuest = {
  firstName: string;
  lastName: string;
  nationality: string;
  dateOfBirth: string;
  passportNumber?: string;
  dietaryRequirements?: string;
  specialRequests?: string;
};

/**
 * Tests only: a booking of the departure with its guests, in the statuses given; when paid, the test provider's
 * succeeded card payment, and when money went back, its refund (settled) in the ledger.
 */
export async function insertTestDashboardBooking(
  db: TExecutor,
  input: {
    tourId: string;
    tourDateId: string;
    currency: TCurrency;
    bookingStatus: 'confirmed' | 'pending' | 'cancelled';
    paymentStatus: 'completed' | 'pending';
    totalAmount: number;
    refundAmount: number | null;
    bookedAt: Date;
    contactName: string;
    email: string;
    specialRequests: string | null;
    guests: TTestGuest[];
  },
) {
  const reference = `CHT-${String(randomBytes(4).readUInt32BE(0) % 1_000_000).padStart(6, '0')}`;
  const cancelled = input.bookingStatus === 'cancelled';
  const [booking] = await db
    .insert(bookings)
    .values({
      tourId: input.tourId,
      tourDateId: input.tourDateId,
      numberOfGuests: input.guests.length,
      totalAmount: input.totalAmount,
      currency: input.currency,
      bookingReference: reference,
      bookingStatus: input.bookingStatus,
      paymentStatus: input.paymentStatus,
      paymentMethod: 'credit_card',
      contactName: input.contactName,
      contactEmail: input.email,
      contactPhone: '+66812345678',
      specialRequests: input.specialRequests,
      cancellationDate: cancelled ? input.bookedAt : null,
      cancellationReason: cancelled ? 'Cancelled by user' : null,
      refundAmount: input.refundAmount,
      refundStatus: input.refundAmount ? 'refunded' : null,
      bookingDate: input.bookedAt,
      createdAt: input.bookedAt,
      updatedAt: input.bookedAt,
    })
    .returning({ id: bookings.id, reference: bookings.bookingReference });
  if (!booking) throw new Error('the test booking was not inserted');
  await db.insert(bookingGuests).values(
    input.guests.map((guest, position) => ({
      bookingId: booking.id,
      position,
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: `${guest.firstName}.${guest.lastName}@guests.e2e.test`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
      phone: `+6681000000${position}`,
      dateOfBirth: guest.dateOfBirth,
      nationality: guest.nationality,
      passportNumber: guest.passportNumber ?? null,
      dietaryRequirements: guest.dietaryRequirements ?? null,
      specialRequests: guest.specialRequests ?? null,
    })),
  );
  await db.insert(bookingEvents).values({
    bookingId: booking.id,
    event: 'created',
    bookingStatus: input.bookingStatus,
    paymentStatus: input.paymentStatus,
    actorKind: 'traveller',
    createdAt: input.bookedAt,
  });
  if (input.paymentStatus === 'completed') {
    const [payment] = await db
      .insert(payments)
      .values({
        bookingId: booking.id,
        provider: 'test',
        providerPaymentId: `pi_test_dashboard_${booking.id}`,
        method: 'card',
        amount: input.totalAmount,
        currency: input.currency,
        status: 'succeeded',
        createdAt: input.bookedAt,
        updatedAt: input.bookedAt,
      })
      .returning({ id: payments.id });
    if (payment && input.refundAmount) {
      await db.insert(refunds).values({
        bookingId: booking.id,
        paymentId: payment.id,
        route: 'provider',
        amount: input.refundAmount,
        currency: input.currency,
        status: 'succeeded',
        reason: cancelled ? 'Cancelled by user' : 'Goodwill refund',
        requestedByKind: cancelled ? 'traveller' : 'administrator',
        settledAt: input.bookedAt,
        createdAt: input.bookedAt,
        updatedAt: input.bookedAt,
      });
    }
  }
  return booking;
}

/** Tests only: a published review of the booking, as if written after the trip and passed by the rules. */
export async function insertTestReview(
  db: TExecutor,
  input: { bookingId: string; tourId: string; authorName: string; overallRating: number; travelMonth: string },
) {
  await db.insert(reviews).values({
    bookingId: input.bookingId,
    tourId: input.tourId,
    authorName: input.authorName,
    overallRating: input.overallRating,
    title: `Rated ${input.overallRating} by a browser test`,
    body: 'A review written by a browser test of the dashboards, long enough to be a review.',
    travelMonth: input.travelMonth,
    travellerType: 'couple',
    status: 'published',
  });
}
