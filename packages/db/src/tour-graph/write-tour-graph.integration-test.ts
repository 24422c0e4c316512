import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSessions, bookings, tourDates, tours } from '../schema';
import { readTourGraph, withTestDatabases } from '../testing';
import type { TNewTourGraph, TTourGraphChange, TTourGraphDeparture, TTourGraphFlight } from './tour-graph';
import { TourGraphRefusal } from './tour-graph';
import { writeTourGraph } from './write-tour-graph';

const NOW = new Date('2026-06-01T08:00:00Z');
const LATER = new Date('2026-06-02T09:30:00Z');

const OUT: TTourGraphFlight = {
  airline: 'Japan Airlines',
  airlineCode: 'JL',
  flightNumber: 'JL728',
  departureAirport: 'Suvarnabhumi Airport',
  departureCode: 'BKK',
  departureDateTime: '2026-10-01T08:30:00+07:00',
  arrivalAirport: 'Kansai International Airport',
  arrivalCode: 'KIX',
  arrivalDateTime: '2026-10-01T16:00:00+09:00',
  duration: '5h 30m',
};
const BACK: TTourGraphFlight = {
  ...OUT,
  flightNumber: 'JL727',
  departureAirport: 'Kansai International Airport',
  departureCode: 'KIX',
  departureDateTime: '2026-10-08T11:00:00+09:00',
  arrivalAirport: 'Suvarnabhumi Airport',
  arrivalCode: 'BKK',
  arrivalDateTime: '2026-10-08T15:30:00+07:00',
  duration: '',
};

function newGraph(title = 'Kyoto Temples & Tea'): TNewTourGraph {
  return {
    tour: {
      title,
      description: 'Seven days among the temples.',
      location: 'Kyoto',
      country: 'Japan',
      price: 250_000,
      currency: 'USD',
      duration: '6 nights / 7 days',
      durationDays: 7,
      inclusions: ['Hotel'],
    },
    departures: [
      { startDate: '2026-10-01', price: 250_000, seats: 10, outbound: OUT, return: BACK },
      { startDate: '2026-10-15', price: 260_000, seats: 8, discountPercent: 15, label: 'Autumn deal' },
    ],
    itinerary: [
      { dayNumber: 1, title: 'Arrival', activities: [{ time: '16:00', description: 'Check in' }] },
      { dayNumber: 8, title: 'Beyond the tour', activities: [{ time: null, description: 'Dropped' }] },
    ],
    meals: [{ dayNumber: 1, schedule: 'Day 1 Meals', breakfast: false, lunch: false, dinner: true }],
    images: [{ url: '/media/a.svg', altText: 'Fushimi Inari at dawn' }, { url: '/media/b.svg' }],
    hotels: [
      {
        name: 'Riverside Ryokan',
        description: 'By the Kamo river.',
        rating: '4',
        amenities: ['Free WiFi'],
        checkIn: '2:00 PM',
        checkOut: '11:00 AM',
        roomType: 'deluxe',
        website: '',
      },
    ],
  };
}

withTestDatabases((database) => {
  const write = (graph: TNewTourGraph | TTourGraphChange, now = NOW) =>
    database.db.transaction((tx) => writeTourGraph(tx, graph, { now }));

  /** The refusal a write ends with; the transaction is rolled back. */
  const refusalOf = async (graph: TNewTourGraph | TTourGraphChange) => {
    const error = await write(graph).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TourGraphRefusal);
    return (error as TourGraphRefusal).refusal;
  };

  describe('a new tour', () => {
    it('is written whole by the rules every writer shares', async () => {
      const { tour } = await write(newGraph());
      const graph = await readTourGraph(database.db, tour.id);
      expect(tour).toMatchObject({ slug: 'kyoto-temples-tea', createdAt: NOW, updatedAt: NOW });
      // No thumbnail given: the gallery's first image.
      expect(graph.tour).toMatchObject({ thumbnailUrl: '/media/a.svg', rating: 0, status: 'published' });
      expect(graph.departures).toEqual([
        expect.objectContaining({
          startDate: '2026-10-01',
          endDate: '2026-10-08',
          currency: 'USD',
          availableSpots: 10,
          discountPercent: null,
          label: null,
          flights: [
            expect.objectContaining({
              isOutbound: true,
              departureTime: new Date('2026-10-01T01:30:00Z'),
              departureUtcOffset: 420,
              arrivalTime: new Date('2026-10-01T07:00:00Z'),
              arrivalUtcOffset: 540,
              duration: '5h 30m',
            }),
            expect.objectContaining({ isOutbound: false, arrivalUtcOffset: 420, duration: null }),
          ],
        }),
        expect.objectContaining({
          startDate: '2026-10-15',
          endDate: '2026-10-22',
          availableSpots: 8,
          discountPercent: 15,
          label: 'Autumn deal',
          flights: [],
        }),
      ]);
      expect(graph.itinerary).toEqual([
        { dayNumber: 1, position: 0, title: 'Arrival', time: '16:00', description: 'Check in' },
      ]);
      expect(graph.meals).toEqual([
        { dayNumber: 1, schedule: 'Day 1 Meals', breakfast: false, lunch: false, dinner: true },
      ]);
      expect(graph.images.map((image) => [image.imageUrl, image.displayOrder, image.altText])).toEqual([
        ['/media/a.svg', 0, 'Fushimi Inari at dawn'],
        ['/media/b.svg', 1, 'Tour image 2'],
      ]);
      expect(graph.hotels).toEqual([
        expect.objectContaining({ name: 'Riverside Ryokan', checkInTime: '2:00 PM', website: null, displayOrder: 0 }),
      ]);
    });

    it("takes its title's slug, numbered when taken; a preferred slug of that title is kept while free", async () => {
      const slugOf = async (preferredSlug?: string) =>
        (await write({ ...newGraph('Same Title Getaway'), preferredSlug })).tour.slug;
      expect(await slugOf()).toBe('same-title-getaway');
      expect(await slugOf()).toBe('same-title-getaway-2');
      expect(await slugOf('same-title-getaway-7')).toBe('same-title-getaway-7');
      expect(await slugOf('same-title-getaway-7')).toBe('same-title-getaway-3');
      expect(await slugOf('another-title')).toBe('same-title-getaway-4');
    });

    it('refuses a flight time without its airport offset, leaving no row behind', async () => {
      const before = { tours: await database.db.$count(tours), dates: await database.db.$count(tourDates) };
      const departure: TTourGraphDeparture = {
        startDate: '2026-10-01',
        price: 1,
        seats: 1,
        outbound: { ...OUT, departureDateTime: '2026-10-01T08:30' },
      };
      expect(await refusalOf({ ...newGraph('No Offset Tour'), departures: [departure] })).toEqual({
        reason: 'invalid_flight_time',
        value: '2026-10-01T08:30',
      });
      expect({ tours: await database.db.$count(tours), dates: await database.db.$count(tourDates) }).toEqual(before);
    });
  });

  describe('a change', () => {
    it('writes the fields and parts given, keeps the rest, and stamps the tour changed', async () => {
      const { tour } = await write(newGraph('Change Me Tour'));
      const before = await readTourGraph(database.db, tour.id);
      const written = await write(
        {
          tourId: tour.id,
          tour: { title: 'Changed Tour' },
          images: [{ url: '/media/c.svg' }, { url: '/media/b.svg' }, { url: '/media/a.svg' }],
        },
        LATER,
      );
      expect(written.previousImages).toEqual(['/media/a.svg', '/media/b.svg']);
      const after = await readTourGraph(database.db, tour.id);
      // The slug stays; the tour says when it changed, so an edit draft begun before learns of it.
      expect(written.tour).toMatchObject({
        slug: 'change-me-tour',
        title: 'Changed Tour',
        createdAt: NOW,
        updatedAt: LATER,
      });
      expect(after.images.map((image) => [image.imageUrl, image.altText])).toEqual([
        ['/media/c.svg', 'Tour image 1'],
        ['/media/b.svg', 'Tour image 2'],
        ['/media/a.svg', 'Fushimi Inari at dawn'],
      ]);
      expect(after.tour.thumbnailUrl).toBe('/media/a.svg');
      expect({ ...after, tour: null, images: null }).toEqual({ ...before, tour: null, images: null });
    });

    it('merges departures by id: updated, added, removed; a leg not given is kept, a null one removed', async () => {
      const { tour, departures } = await write(newGraph('Merge Departures Tour'));
      const [first, second] = departures;
      const written = await write(
        {
          tourId: tour.id,
          tour: { currency: 'EUR' },
          departures: [
            { id: first?.id, startDate: '2026-10-02', price: 255_000, seats: 12, return: null },
            { startDate: '2026-11-05', price: 240_000, seats: 6, outbound: OUT },
          ],
        },
        LATER,
      );
      expect(written.previousDepartures.map((date) => date.id)).toEqual([first?.id, second?.id]);
      const after = await readTourGraph(database.db, tour.id);
      expect(after.departures).toEqual([
        expect.objectContaining({
          startDate: '2026-10-02',
          endDate: '2026-10-09',
          price: 255_000,
          currency: 'EUR',
          availableSpots: 12,
          flights: [expect.objectContaining({ isOutbound: true, flightNumber: 'JL728' })],
        }),
        expect.objectContaining({ startDate: '2026-11-05', currency: 'EUR', availableSpots: 6, label: null }),
      ]);
      expect(written.departures.map((date) => date.id)).toContain(first?.id);
      expect(written.departures.map((date) => date.id)).not.toContain(second?.id);
    });

    it('never harms bookings (decision 23): refusals write nothing; seats are counted with those sold and held', async () => {
      const { tour, departures } = await write(newGraph('Booked Tour'));
      const [sold, held] = departures;
      if (!sold || !held) throw new Error('two departures expected');
      await database.db.insert(bookings).values({
        tourId: tour.id,
        tourDateId: sold.id,
        numberOfGuests: 2,
        totalAmount: 500_000,
        currency: 'USD',
        bookingReference: 'CHT-424242',
        paymentMethod: 'bank_transfer',
        bookingStatus: 'confirmed',
        contactEmail: 'traveller@example.test',
      });
      await database.db.update(tourDates).set({ availableSpots: 8 }).where(eq(tourDates.id, sold.id));
      await database.db.insert(bookingSessions).values({
        accountId: 'guest_writer_test',
        tourId: tour.id,
        tourDateId: held.id,
        adults: 3,
        totalPrice: 780_000,
        currency: 'USD',
        expiresAt: new Date('2099-01-01T00:00:00Z'),
      });
      await database.db.update(tourDates).set({ availableSpots: 5 }).where(eq(tourDates.id, held.id));
      const before = await readTourGraph(database.db, tour.id);
      const keep = (changes: Partial<TTourGraphDeparture> = {}): TTourGraphDeparture[] => [
        { id: sold.id, startDate: sold.startDate, price: sold.price, seats: 10, ...changes },
        { id: held.id, startDate: held.startDate, price: held.price, seats: 8 },
      ];
      const change = (departures: TTourGraphDeparture[]) => ({ tourId: tour.id, tour: { title: 'X' }, departures });

      expect(await refusalOf(change(keep().slice(1)))).toEqual({
        reason: 'departure_has_bookings',
        startDate: '2026-10-01',
      });
      expect(await refusalOf(change(keep({ startDate: '2026-10-03' })))).toMatchObject({
        reason: 'departure_date_locked',
      });
      expect(await refusalOf(change(keep({ seats: 1 })))).toEqual({
        reason: 'seats_below_taken',
        startDate: '2026-10-01',
        minimum: 2,
      });
      expect(await refusalOf(change([...keep(), { ...keep()[0], price: 1 } as TTourGraphDeparture]))).toEqual({
        reason: 'unknown_departure',
      });
      expect(
        await refusalOf(change([{ id: crypto.randomUUID(), startDate: '2026-12-01', price: 1, seats: 1 }])),
      ).toEqual({ reason: 'unknown_departure' });
      expect(await refusalOf({ tourId: crypto.randomUUID(), tour: { title: 'Y' } })).toEqual({
        reason: 'tour_not_found',
      });
      expect(await readTourGraph(database.db, tour.id)).toEqual(before);

      // At the minimum none are left on sale; a new price leaves the booking's total as it was.
      await write(change(keep({ seats: 2, price: 999_900 })));
      const [row] = await database.db.select().from(tourDates).where(eq(tourDates.id, sold.id));
      expect(row).toMatchObject({ availableSpots: 0, price: 999_900 });
      const [heldRow] = await database.db.select().from(tourDates).where(eq(tourDates.id, held.id));
      expect(heldRow?.availableSpots).toBe(5);
      expect(
        await database.db.select({ total: bookings.totalAmount }).from(bookings).where(eq(bookings.tourId, tour.id)),
      ).toEqual([{ total: 500_000 }]);
    });
  });
});
