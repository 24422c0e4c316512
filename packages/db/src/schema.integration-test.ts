import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPostgresError, isForeignKeyViolation, PG_ERROR } from './errors';
import { bookings, invitations, payments, pendingTours, profiles, tourDates, tourHotels, tours, users } from './schema';
import { MIGRATIONS_FOLDER } from './client';
import { withTestDatabases } from './testing';

async function captureError(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('Expected the statement to fail');
}

async function expectViolation(run: () => Promise<unknown>, code: string, constraint: string): Promise<void> {
  const error = await captureError(run);
  expect(getPostgresError(error)).toMatchObject({ code, constraint });
}

const baseTour = {
  title: 'Constraint Test Tour',
  description: 'A tour used to exercise constraints.',
  location: 'Bangkok',
  country: 'Thailand',
  price: 100_000,
  duration: '2 nights / 3 days',
  durationDays: 3,
};

withTestDatabases((database) => {
  let tourId: string;
  let tourDateId: string;
  let userId: string;

  beforeAll(async () => {
    const [tour] = await database.db
      .insert(tours)
      .values({ ...baseTour, slug: 'constraint-test-tour' })
      .returning();
    const [date] = await database.db
      .insert(tourDates)
      .values({
        tourId: tour!.id,
        startDate: '2031-03-01',
        endDate: '2031-03-04',
        price: 100_000,
        currency: 'USD',
        availableSpots: 5,
      })
      .returning();
    const [user] = await database.db
      .insert(users)
      .values({ email: 'Traveller@Example.com', passwordHash: 'hash' })
      .returning();
    tourId = tour!.id;
    tourDateId = date!.id;
    userId = user!.id;
  });

  const bookingValues = (reference: string, numberOfGuests = 2) => ({
    userId,
    tourId,
    tourDateId,
    numberOfGuests,
    totalAmount: 200_000,
    currency: 'USD' as const,
    bookingReference: reference,
    paymentMethod: 'credit_card' as const,
  });

  describe('migrations', () => {
    it('creates every table of the schema', async () => {
      const result = await database.db.execute<{ tablename: string }>(
        sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
      );
      expect(result.rows.map((row) => row.tablename)).toEqual([
        'account_role_counts',
        'audit_log',
        'auth_sessions',
        'booking_access_tokens',
        'booking_events',
        'booking_guests',
        'booking_sessions',
        'bookings',
        'companies',
        'dashboard_platform_days',
        'dashboard_tour_days',
        'dashboard_tour_ratings',
        'dashboard_tour_totals',
        'email_verification_tokens',
        'image_uploads',
        'invitations',
        'license_submissions',
        'license_verification_tokens',
        'mail_outbox',
        'newsletter_subscriptions',
        'password_reset_tokens',
        'payments',
        'pending_tours',
        'profiles',
        'refunds',
        'rejected_tours',
        'review_access_tokens',
        'review_photos',
        'review_replies',
        'review_reports',
        'reviews',
        'stripe_events',
        'tat_company_director',
        'tat_complaints',
        'tat_kyc_documents',
        'tat_license_logs',
        'tat_licenses',
        'tour_dates',
        'tour_drafts',
        'tour_edit_drafts',
        'tour_flights',
        'tour_hotels',
        'tour_images',
        'tour_itinerary',
        'tour_meals',
        'tour_submission_events',
        'tours',
        'user_company_license_map',
        'users',
      ]);
    });

    it('lower-cases letters beyond ASCII, as the server lower-cases search words (decisions 32 and 34)', async () => {
      const result = await database.db.execute<{ lowered: string }>(sql`select lower('ÉCOLE เชียงใหม่') as lowered`);
      expect(result.rows[0]?.lowered).toBe('école เชียงใหม่');
    });

    it('records every committed migration in the journal', async () => {
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const result = await database.db.execute<{ count: string | number }>(
        sql`select count(*) as count from drizzle.__drizzle_migrations`,
      );
      expect(journal.entries.length).toBeGreaterThanOrEqual(2);
      expect(Number(result.rows[0]?.count)).toBe(journal.entries.length);
    });
  });

  describe('column types', () => {
    it('reads calendar dates as YYYY-MM-DD strings and instants as Dates', async () => {
      const [date] = await database.db.select().from(tourDates).where(eq(tourDates.id, tourDateId));
      expect(date?.startDate).toBe('2031-03-01');
      expect(date?.endDate).toBe('2031-03-04');
      expect(date?.createdAt).toBeInstanceOf(Date);
    });

    it('reads the rating as a number and lists as arrays', async () => {
      await database.db
        .update(tours)
        .set({ rating: 4.5, highlights: ['Sunset', 'Temples'] })
        .where(eq(tours.id, tourId));
      const [tour] = await database.db.select().from(tours).where(eq(tours.id, tourId));
      expect(tour?.rating).toBe(4.5);
      expect(tour?.highlights).toEqual(['Sunset', 'Temples']);
      expect(tour?.inclusions).toEqual([]);
      expect(tour?.status).toBe('published');
    });

    it('round-trips jsonb submissions', async () => {
      const availableDates = [{ startDate: '2031-04-01', price: 500_000, currency: 'THB' as const, availableSpots: 8 }];
      const [pending] = await database.db
        .insert(pendingTours)
        .values({
          ...baseTour,
          userId,
          slug: 'json-round-trip',
          category: 'city',
          currency: 'THB',
          totalQuota: 10,
          availableDates,
        })
        .returning();
      expect(pending?.availableDates).toEqual(availableDates);
      expect(pending?.status).toBe('pending');
      expect(pending?.itineraryDays).toEqual([]);
    });
  });

  describe('checks', () => {
    it('rejects negative available spots on insert and on update', async () => {
      await expectViolation(
        () =>
          database.db.insert(tourDates).values({
            tourId,
            startDate: '2031-05-01',
            endDate: '2031-05-04',
            price: 1,
            currency: 'USD',
            availableSpots: -1,
          }),
        PG_ERROR.checkViolation,
        'tour_dates_available_spots_check',
      );
      await expectViolation(
        () => database.db.update(tourDates).set({ availableSpots: -1 }).where(eq(tourDates.id, tourDateId)),
        PG_ERROR.checkViolation,
        'tour_dates_available_spots_check',
      );
    });

    it('lets a conditional decrement take seats only while enough remain', async () => {
      const take = (seats: number) =>
        database.db
          .update(tourDates)
          .set({ availableSpots: sql`${tourDates.availableSpots} - ${seats}` })
          .where(and(eq(tourDates.id, tourDateId), gte(tourDates.availableSpots, seats)))
          .returning({ availableSpots: tourDates.availableSpots });
      expect(await take(3)).toEqual([{ availableSpots: 2 }]);
      expect(await take(3)).toEqual([]);
      await database.db.update(tourDates).set({ availableSpots: 5 }).where(eq(tourDates.id, tourDateId));
    });

    it('rejects 11 and 0 guests on a booking', async () => {
      await expectViolation(
        () => database.db.insert(bookings).values(bookingValues('CHT-000011', 11)),
        PG_ERROR.checkViolation,
        'bookings_number_of_guests_check',
      );
      await expectViolation(
        () => database.db.insert(bookings).values(bookingValues('CHT-000010', 0)),
        PG_ERROR.checkViolation,
        'bookings_number_of_guests_check',
      );
    });

    it('rejects a booking reference not shaped CHT- plus 6 digits', async () => {
      await expectViolation(
        () => database.db.insert(bookings).values(bookingValues('CHT-12345')),
        PG_ERROR.checkViolation,
        'bookings_booking_reference_check',
      );
    });

    it('rejects a guest booking without a contact e-mail', async () => {
      await expectViolation(
        () => database.db.insert(bookings).values({ ...bookingValues('CHT-000012'), userId: null }),
        PG_ERROR.checkViolation,
        'bookings_guest_contact_check',
      );
    });

    it('accepts only the spec’s statuses and roles', async () => {
      await expectViolation(
        () =>
          database.db.insert(bookings).values({ ...bookingValues('CHT-000013'), bookingStatus: 'refunded' as 'paid' }),
        PG_ERROR.checkViolation,
        'bookings_booking_status_check',
      );
      await expectViolation(
        () => database.db.insert(profiles).values({ id: userId, username: 'legacy', role: 'wholesaler' as 'customer' }),
        PG_ERROR.checkViolation,
        'profiles_role_check',
      );
      await expectViolation(
        () => database.db.insert(tourHotels).values({ tourId, name: 'Two Star Inn', rating: '2' as '3' }),
        PG_ERROR.checkViolation,
        'tour_hotels_rating_check',
      );
      await expectViolation(
        () =>
          database.db.insert(payments).values({
            bookingSessionId: null,
            bookingId: null,
            provider: 'test',
            method: 'card',
            amount: 100,
            currency: 'USD',
          }),
        PG_ERROR.checkViolation,
        'payments_target_check',
      );
    });

    it('keeps percentages between 0 and 100 and ratings between 0 and 5', async () => {
      await expectViolation(
        () => database.db.update(tours).set({ discountPercentage: 101 }).where(eq(tours.id, tourId)),
        PG_ERROR.checkViolation,
        'tours_discount_percentage_check',
      );
      await expectViolation(
        () => database.db.update(tours).set({ rating: 5.5 }).where(eq(tours.id, tourId)),
        PG_ERROR.checkViolation,
        'tours_rating_check',
      );
    });

    it('rejects a currency outside the list', async () => {
      await expectViolation(
        () =>
          database.db
            .update(tours)
            .set({ currency: 'IND' as 'INR' })
            .where(eq(tours.id, tourId)),
        PG_ERROR.checkViolation,
        'tours_currency_check',
      );
    });
  });

  describe('uniqueness', () => {
    it('enforces a unique tour slug', async () => {
      await expectViolation(
        () => database.db.insert(tours).values({ ...baseTour, slug: 'constraint-test-tour' }),
        PG_ERROR.uniqueViolation,
        'tours_slug_unique',
      );
    });

    it('enforces a unique booking reference', async () => {
      await database.db.insert(bookings).values(bookingValues('CHT-123456'));
      await expectViolation(
        () => database.db.insert(bookings).values(bookingValues('CHT-123456')),
        PG_ERROR.uniqueViolation,
        'bookings_booking_reference_unique',
      );
    });

    it('treats e-mail addresses case-insensitively', async () => {
      await expectViolation(
        () => database.db.insert(users).values({ email: 'traveller@example.COM', passwordHash: 'hash' }),
        PG_ERROR.uniqueViolation,
        'users_email_lower_unique',
      );
    });

    it('stores one invitation per token hash', async () => {
      const invitation = {
        email: 'owner@example.com',
        tokenHash: 'a'.repeat(64),
        expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      };
      const [created] = await database.db.insert(invitations).values(invitation).returning();
      expect(created).toMatchObject({ role: 'wholesale_owner', isActive: true, usedAt: null });
      await expectViolation(
        () => database.db.insert(invitations).values(invitation),
        PG_ERROR.uniqueViolation,
        'invitations_token_hash_unique',
      );
    });
  });

  describe('foreign keys', () => {
    it('keeps a departure that has bookings', async () => {
      const error = await captureError(() => database.db.delete(tourDates).where(eq(tourDates.id, tourDateId)));
      expect(isForeignKeyViolation(error, 'bookings_tour_date_id_tour_dates_id_fk')).toBe(true);
      const [date] = await database.db.select().from(tourDates).where(eq(tourDates.id, tourDateId));
      expect(date?.id).toBe(tourDateId);
    });

    it('removes a tour’s departures with the tour', async () => {
      const [tour] = await database.db
        .insert(tours)
        .values({ ...baseTour, slug: 'cascade-test' })
        .returning();
      await database.db.insert(tourDates).values({
        tourId: tour!.id,
        startDate: '2031-06-01',
        endDate: '2031-06-04',
        price: 1,
        currency: 'USD',
        availableSpots: 1,
      });
      await database.db.delete(tours).where(eq(tours.id, tour!.id));
      expect(await database.db.select().from(tourDates).where(eq(tourDates.tourId, tour!.id))).toEqual([]);
    });
  });
});
