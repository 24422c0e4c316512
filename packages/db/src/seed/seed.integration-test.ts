import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findAirport, ROLES, utcOffsetMinutesAt } from '@tour/shared';
import type { TDb } from '../client';
import {
  accountRoleCounts,
  bookings,
  companies,
  pendingTours,
  profiles,
  tatLicenses,
  tourDates,
  tourFlights,
  tourHotels,
  tourImages,
  tourItinerary,
  tourMeals,
  tours,
  userCompanyLicenseMap,
  users,
} from '../schema';
import { countAllRows, withTestDatabases } from '../testing';
import { toIsoDate } from './calendar';
import { DEMO_TOURS } from './demo-catalogue';
import { DEMO_ACCOUNTS } from './demo-operators';
import { seedDemoData } from './demo-data';
import { SAMPLE_TOUR_SLUG, seedSampleTour } from './sample-tour';

const fakeHash = async (plain: string) => `test-hash:${plain}`;

async function queryRows<T extends Record<string, unknown>>(db: TDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}

const offsetAt = (code: string, instant: Date) => utcOffsetMinutesAt(findAirport(code)?.timeZone ?? 'unknown', instant);

async function readTourBySlug(db: TDb, slug: string) {
  const [tour] = await db.select().from(tours).where(eq(tours.slug, slug));
  if (!tour) throw new Error(`No tour ${slug}`);
  const dates = await db
    .select()
    .from(tourDates)
    .where(eq(tourDates.tourId, tour.id))
    .orderBy(asc(tourDates.startDate));
  const flights =
    dates.length === 0
      ? []
      : await db
          .select()
          .from(tourFlights)
          .where(
            inArray(
              tourFlights.tourDateId,
              dates.map((date) => date.id),
            ),
          );
  const itinerary = await db
    .select()
    .from(tourItinerary)
    .where(eq(tourItinerary.tourId, tour.id))
    .orderBy(asc(tourItinerary.dayNumber), asc(tourItinerary.position));
  const meals = await db
    .select()
    .from(tourMeals)
    .where(eq(tourMeals.tourId, tour.id))
    .orderBy(asc(tourMeals.dayNumber));
  const hotels = await db
    .select()
    .from(tourHotels)
    .where(eq(tourHotels.tourId, tour.id))
    .orderBy(asc(tourHotels.displayOrder));
  const images = await db
    .select()
    .from(tourImages)
    .where(eq(tourImages.tourId, tour.id))
    .orderBy(asc(tourImages.displayOrder));
  return { tour, dates, flights, itinerary, meals, hotels, images };
}

withTestDatabases((database) => {
  describe('seedSampleTour', () => {
    it('starts from a migrated, empty database', async () => {
      // account_role_counts holds one row per role from the migration on, kept by a trigger: all zero here.
      const { account_role_counts: roleCountRows, ...counts } = await countAllRows(database.db);
      expect(Object.keys(counts)).toContain('tours');
      expect(Object.values(counts).every((count) => count === 0)).toBe(true);
      expect(roleCountRows).toBe(ROLES.length);
      const roleCounts = await database.db.select().from(accountRoleCounts);
      expect(roleCounts.every((row) => row.accounts === 0)).toBe(true);
    });

    it('creates the Maldives sample tour the specs describe', async () => {
      const result = await seedSampleTour(database.db);
      expect(result.created).toBe(true);

      const { tour, dates, flights, itinerary, meals, hotels, images } = await readTourBySlug(
        database.db,
        SAMPLE_TOUR_SLUG,
      );
      expect(tour).toMatchObject({
        id: result.tourId,
        title: 'All-Inclusive Maldives Escape',
        duration: '8 nights / 9 days',
        durationDays: 9,
        currency: 'USD',
        price: 329_900,
        discountPercentage: 10,
        // No review is typed: the figures are derived from review rows, and the sample tour alone has none.
        rating: 0,
        reviewsCount: 0,
        isRecommended: true,
        cancellationPolicy: 'free_48h_then_50',
      });
      expect(tour.companyName).toBeTruthy();
      expect(tour.highlights.length).toBeGreaterThan(0);
      expect(tour.inclusions.length).toBeGreaterThan(0);
      expect(tour.exclusions.length).toBeGreaterThan(0);

      expect(dates.map((date) => date.availableSpots)).toEqual([6, 10, 14, 8, 4]);
      expect(dates.map((date) => date.price)).toEqual([329_900, 349_900, 369_900, 389_900, 419_900]);
      expect(dates.every((date) => date.currency === 'USD')).toBe(true);
      const today = toIsoDate(new Date());
      expect(dates.every((date) => date.startDate > today)).toBe(true);

      expect(flights).toHaveLength(10);
      for (const date of dates) {
        const own = flights.filter((flight) => flight.tourDateId === date.id);
        expect(own.map((flight) => flight.isOutbound).sort()).toEqual([false, true]);
        const outbound = own.find((flight) => flight.isOutbound)!;
        const inbound = own.find((flight) => !flight.isOutbound)!;
        expect([outbound.departureCode, outbound.arrivalCode]).toEqual(['BKK', 'MLE']);
        expect([inbound.departureCode, inbound.arrivalCode]).toEqual(['MLE', 'BKK']);
        expect(outbound.arrivalTime.getTime()).toBeGreaterThan(outbound.departureTime.getTime());
        expect(inbound.departureTime.getTime()).toBeGreaterThan(outbound.arrivalTime.getTime());
      }

      expect(meals.map((meal) => meal.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(hotels.map((hotel) => hotel.rating).sort()).toEqual(['5', 'luxury']);
      // The server's content generator fills these at start (tour-content.integration-test.ts).
      expect(itinerary).toEqual([]);
      expect(images).toEqual([]);
      expect(tour.thumbnailUrl).toBeNull();
    });

    it('changes nothing when run again', async () => {
      const before = await countAllRows(database.db);
      const result = await seedSampleTour(database.db);
      expect(result.created).toBe(false);
      expect(await countAllRows(database.db)).toEqual(before);
    });
  });

  describe('seedDemoData', () => {
    it('creates the demo accounts, companies, catalogue and submissions', async () => {
      const hashed: string[] = [];
      const result = await seedDemoData(database.db, {
        hashPassword: async (plain) => {
          hashed.push(plain);
          return fakeHash(plain);
        },
      });
      expect(result).toMatchObject({
        sampleTourCreated: false,
        usersCreated: DEMO_ACCOUNTS.length,
        companiesCreated: 3,
        licensesCreated: 3,
        toursCreated: DEMO_TOURS.length,
        pendingToursCreated: 2,
      });
      expect(result.bookingsCreated).toBeGreaterThan(0);
      expect(hashed.sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.password).sort());

      const accounts = await database.db
        .select({ email: users.email, passwordHash: users.passwordHash, role: profiles.role })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id));
      for (const account of DEMO_ACCOUNTS) {
        expect(accounts).toContainEqual({
          email: account.email,
          passwordHash: await fakeHash(account.password),
          role: account.role,
        });
      }
      expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual(
        expect.arrayContaining(['admin@demo.test', 'owner@demo.test', 'agent@demo.test', 'customer@demo.test']),
      );
    });

    it('gives the demo owner a company with a normal licence', async () => {
      const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
      const maps = await database.db
        .select({ company: companies, license: tatLicenses })
        .from(userCompanyLicenseMap)
        .innerJoin(companies, eq(companies.id, userCompanyLicenseMap.companyId))
        .innerJoin(tatLicenses, eq(tatLicenses.licenseId, userCompanyLicenseMap.licenseId))
        .where(eq(userCompanyLicenseMap.userId, owner!.id));
      expect(maps).toHaveLength(1);
      expect(maps[0]!.license.status).toBe('ปกติ');
      expect(maps[0]!.license.licenseId).toMatch(/^\d{2}\/\d{5}$/);
      expect(maps[0]!.company.companyStatus).toBe('ปกติ');
      expect(maps[0]!.company.userId).toBe(owner!.id);

      const sample = await readTourBySlug(database.db, SAMPLE_TOUR_SLUG);
      expect(sample.tour.ownerUserId).toBe(owner!.id);
      expect(sample.tour.companyId).toBe(maps[0]!.company.id);
      const today = toIsoDate(new Date());
      const upcoming = sample.dates.filter((date) => date.startDate > today);
      expect(upcoming.map((date) => date.availableSpots)).toEqual([6, 10, 14, 8, 4]);

      const [agent] = await database.db.select().from(users).where(eq(users.email, 'agent@demo.test'));
      expect(
        await database.db.select().from(userCompanyLicenseMap).where(eq(userCompanyLicenseMap.userId, agent!.id)),
      ).toEqual([]);
    });

    it('fills a catalogue across the featured destinations', async () => {
      const all = await database.db.select().from(tours).orderBy(sql`${tours.createdAt} desc`);
      expect(all.length).toBeGreaterThanOrEqual(13);
      expect(all[0]?.slug).toBe(SAMPLE_TOUR_SLUG);
      expect(new Set(all.map((tour) => tour.createdAt.getTime())).size).toBe(all.length);
      for (const destination of ['Santorini', 'Bali', 'Kyoto', 'Venice']) {
        expect(all.some((tour) => tour.location.includes(destination))).toBe(true);
      }
      expect(all.filter((tour) => tour.currency === 'THB').length).toBeGreaterThanOrEqual(1);
      expect(all.filter((tour) => tour.isRecommended).length).toBeGreaterThanOrEqual(3);
      expect(all.filter((tour) => tour.discountPercentage).length).toBeGreaterThanOrEqual(3);

      // The sample tour's gallery and itinerary come from the server's generator at start.
      const handWritten = all.filter((candidate) => candidate.slug !== SAMPLE_TOUR_SLUG);
      for (const tour of handWritten) {
        const details = await readTourBySlug(database.db, tour.slug);
        const upcoming = details.dates.filter((date) => date.startDate > toIsoDate(new Date()));
        expect(upcoming.length).toBeGreaterThanOrEqual(2);
        expect(upcoming.length).toBeLessThanOrEqual(5);
        expect(details.flights).toHaveLength(details.dates.length * 2);
        // Each airport's offset on the flight's day, summer time included (decision 18).
        for (const flight of details.flights) {
          expect(flight.departureUtcOffset).toBe(offsetAt(flight.departureCode, flight.departureTime));
          expect(flight.arrivalUtcOffset).toBe(offsetAt(flight.arrivalCode, flight.arrivalTime));
        }
        expect(new Set(details.itinerary.map((item) => item.dayNumber)).size).toBe(tour.durationDays);
        expect(details.meals).toHaveLength(tour.durationDays);
        expect(details.hotels.length).toBeGreaterThanOrEqual(1);
        expect(details.images.length).toBeGreaterThanOrEqual(2);
        expect(tour.price).toBe(Math.min(...upcoming.map((date) => date.price)));
      }
    });

    it('holds no placeholder tours: every tour is a real trip with departures and a place', async () => {
      const all = await database.db.select().from(tours);
      for (const tour of all) {
        expect(`${tour.title} ${tour.location} ${tour.country}`).not.toMatch(/coming soon|mystery|to be announced/i);
        expect((await readTourBySlug(database.db, tour.slug)).dates.length).toBeGreaterThanOrEqual(1);
      }
    });

    it('books the demo customer and takes the seats off the departures', async () => {
      const [customer] = await database.db.select().from(users).where(eq(users.email, 'customer@demo.test'));
      const rows = await database.db
        .select({ booking: bookings, date: tourDates })
        .from(bookings)
        .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
        .where(eq(bookings.userId, customer!.id));
      expect(rows.length).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.map((row) => row.booking.bookingStatus))).toEqual(
        new Set(['pending', 'confirmed', 'paid', 'cancelled']),
      );
      for (const { booking, date } of rows) {
        expect(booking.totalAmount + booking.discountAmount).toBe(date.price * booking.numberOfGuests);
      }
      const pending = await database.db.select().from(pendingTours).where(eq(pendingTours.status, 'pending'));
      expect(pending).toHaveLength(2);
      expect(pending.every((row) => row.availableDates.length > 0 && row.itineraryDays.length > 0)).toBe(true);
    });

    it("gives owner@demo.test's tours sales over recent months in two currencies, paid, cancelled, refunded and unpaid", async () => {
      const rows = await queryRows<{ currency: string; outcome: string; month: string; bookings: number }>(
        database.db,
        sql`select b.currency,
            case when b.payment_status <> 'completed' then 'unpaid'
              when b.booking_status = 'cancelled' then 'cancelled'
              when b.refund_amount > 0 then 'refunded' else 'paid' end as outcome,
            to_char(b.booking_date, 'YYYY-MM') as month, count(*)::int as bookings
          from bookings b join tours t on t.id = b.tour_id join users u on u.id = t.owner_user_id
          where u.email = 'owner@demo.test' and b.booking_date > now() - interval '6 months'
          group by 1, 2, 3`,
      );
      expect(new Set(rows.map((row) => row.currency.trim()))).toEqual(new Set(['USD', 'THB']));
      expect(new Set(rows.map((row) => row.outcome))).toEqual(new Set(['paid', 'cancelled', 'refunded', 'unpaid']));
      expect(new Set(rows.map((row) => row.month)).size).toBeGreaterThanOrEqual(5);
      // Every refund is one settled ledger row of the booking's own payment.
      const refunded = await queryRows<{ refund_amount: number; ledger: number }>(
        database.db,
        sql`select b.refund_amount, (select sum(r.amount)::int from refunds r
            join payments p on p.id = r.payment_id and p.booking_id = b.id where r.status = 'succeeded') as ledger
          from bookings b where b.refund_amount > 0`,
      );
      expect(refunded.length).toBeGreaterThanOrEqual(3);
      for (const row of refunded) expect(Number(row.ledger)).toBe(Number(row.refund_amount));
    });

    it('writes reviews as rows of real past, paid bookings, and every rating and count is computed from them', async () => {
      const rows = await queryRows<{
        slug: string;
        rating: number;
        reviews_count: number;
        published: number;
        average: number | null;
      }>(
        database.db,
        sql`select t.slug, t.rating::float8 as rating, t.reviews_count,
          (select count(*)::int from reviews r where r.tour_id = t.id and r.status = 'published') as published,
          (select round(avg(r.overall_rating), 1)::float8 from reviews r where r.tour_id = t.id and r.status = 'published') as average
        from tours t order by t.slug`,
      );
      for (const row of rows) {
        expect(Number(row.reviews_count), row.slug).toBe(Number(row.published));
        expect(Number(row.rating), row.slug).toBe(Number(row.average ?? 0));
      }
      const bySlug = Object.fromEntries(rows.map((row) => [row.slug, [Number(row.rating), Number(row.reviews_count)]]));
      expect(bySlug).toMatchObject({
        [SAMPLE_TOUR_SLUG]: [4.6, 5],
        'santorini-sunset-caldera-escape': [4.8, 4],
        'kyoto-temples-and-tea-ceremony': [4, 3],
        'phuket-and-phi-phi-island-escape': [4.5, 2],
        'chiang-mai-mountains-and-temples': [4, 1],
        'paris-art-and-gastronomy': [0, 0],
      });

      // Every review belongs to a paid booking whose trip ended before it was written.
      const reviewed = await queryRows<{
        payment_status: string;
        booking_status: string;
        ended: boolean;
        paid: number;
      }>(
        database.db,
        sql`select b.payment_status, b.booking_status, (d.end_date < r.created_at::date) as ended,
          (select count(*)::int from payments p where p.booking_id = b.id and p.status = 'succeeded') as paid
        from reviews r join bookings b on b.id = r.booking_id join tour_dates d on d.id = b.tour_date_id`,
      );
      expect(reviewed.length).toBe(16);
      for (const row of reviewed) {
        expect(row).toMatchObject({ payment_status: 'completed', booking_status: 'completed', ended: true });
        expect(Number(row.paid)).toBe(1);
      }
      const held = await queryRows<{ moderation_reasons: string[] }>(
        database.db,
        sql`select moderation_reasons from reviews where status = 'in_moderation'`,
      );
      expect(held).toEqual([{ moderation_reasons: ['link'] }]);

      // The demo customer went on a trip they have not reviewed yet: they may, from their account or the link.
      const waiting = await queryRows<{ reference: string }>(
        database.db,
        sql`select b.booking_reference as reference from bookings b join users u on u.id = b.user_id
          join tour_dates d on d.id = b.tour_date_id
        where u.email = 'customer@demo.test' and b.payment_status = 'completed' and d.end_date < current_date
          and not exists (select 1 from reviews r where r.booking_id = b.id)`,
      );
      expect(waiting).toEqual([{ reference: 'CHT-610201' }]);
    });

    it('retires the placeholder tour earlier demo data held, once seeded again', async () => {
      await database.db.execute(
        sql`insert into tours (slug, title, description, location, country, price, currency, duration, duration_days)
          values ('coming-soon-mystery-tour', 'Coming Soon: Mystery Tour', 'Soon.', 'To be announced',
            'To be announced', 199900, 'USD', '5 days', 5)`,
      );
      await seedDemoData(database.db, { hashPassword: fakeHash });
      expect(await database.db.select().from(tours).where(eq(tours.slug, 'coming-soon-mystery-tour'))).toEqual([]);
    });

    it('changes no row when run again', async () => {
      const before = await countAllRows(database.db);
      const hashed: string[] = [];
      const result = await seedDemoData(database.db, {
        hashPassword: async (plain) => {
          hashed.push(plain);
          return fakeHash(plain);
        },
      });
      expect(result).toEqual({
        sampleTourCreated: false,
        usersCreated: 0,
        companiesCreated: 0,
        licensesCreated: 0,
        toursCreated: 0,
        bookingsCreated: 0,
        pendingToursCreated: 0,
        reviewsCreated: 0,
      });
      expect(hashed).toEqual([]);
      expect(await countAllRows(database.db)).toEqual(before);
      expect(await seedSampleTour(database.db)).toMatchObject({ created: false });
      expect(await countAllRows(database.db)).toEqual(before);
    });
  });
});
