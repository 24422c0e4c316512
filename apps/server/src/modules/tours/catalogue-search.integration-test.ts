import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tourDates, tours, type TDb } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import type { TTourSearchResponse } from '@tour/shared';
import { createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * The search page's search (issue 25 item 2, decision 32) on a catalogue of its own: words in Thai and English found
 * inside longer words and in highlights, a misspelt word corrected, the filters, the sorts and the counts.
 */

const TODAY = '2031-03-01';

type TTestTour = {
  slug: string;
  title: string;
  location?: string;
  country?: string;
  highlights?: string[];
  category?: 'beach' | 'city' | 'adventure' | 'cultural' | 'luxury' | 'shopping';
  days?: number;
  price?: number;
  currency?: 'USD' | 'THB' | 'JPY';
  discount?: number;
  rating?: number;
  reviews?: number;
  recommended?: boolean;
  createdAt?: string;
  departures?: Array<{ start: string; price?: number; seats?: number; discount?: number }>;
};

const CATALOGUE: TTestTour[] = [
  {
    slug: 'chiang-mai-th',
    title: 'ทัวร์เชียงใหม่ ดอยอินทนนท์ 3 วัน 2 คืน',
    location: 'เชียงใหม่',
    country: 'ประเทศไทย',
    category: 'adventure',
    days: 3,
    price: 890_000,
    currency: 'THB',
    rating: 4.6,
    reviews: 12,
    departures: [{ start: '2031-04-10', seats: 6 }],
  },
  {
    slug: 'samui-th',
    title: 'เที่ยวเกาะสมุย ทะเลสวย',
    location: 'เกาะสมุย',
    country: 'ประเทศไทย',
    category: 'beach',
    days: 4,
    price: 1_290_000,
    currency: 'THB',
    rating: 4.2,
    reviews: 5,
    departures: [{ start: '2031-03-20', seats: 2 }],
  },
  {
    slug: 'kyoto-th',
    title: 'ทัวร์ญี่ปุ่นเกียวโต ชมซากุระ 5 วัน',
    location: 'Kyoto',
    country: 'Japan',
    category: 'cultural',
    days: 5,
    price: 150_000,
    currency: 'JPY',
    rating: 3.5,
    reviews: 3,
  },
  {
    slug: 'santorini-sunset',
    title: 'Santorini Sunset Sailing',
    location: 'Oia',
    country: 'Greece',
    highlights: ['Caldera views', 'Wine tasting'],
    category: 'luxury',
    days: 7,
    price: 250_000,
    rating: 4.9,
    reviews: 40,
    createdAt: '2031-01-05T00:00:00Z',
    departures: [
      { start: '2031-05-01', price: 250_000, seats: 10 },
      { start: '2031-03-10', price: 300_000, seats: 1, discount: 50 },
    ],
  },
  {
    slug: 'santorini-villages',
    title: 'Villages of the Cyclades',
    location: 'Fira',
    country: 'Greece',
    highlights: ['A day on Santorini', 'Pottery workshop'],
    category: 'cultural',
    days: 10,
    price: 180_000,
    rating: 4.1,
    reviews: 8,
    recommended: true,
    createdAt: '2031-01-01T00:00:00Z',
    departures: [{ start: '2031-06-01', seats: 20 }],
  },
  {
    slug: 'bali-beaches',
    title: 'Bali Beaches and Temples',
    location: 'Ubud',
    country: 'Indonesia',
    category: 'beach',
    days: 8,
    price: 120_000,
    discount: 25,
    rating: 4.4,
    reviews: 20,
    createdAt: '2031-02-01T00:00:00Z',
  },
];

async function insertCatalogue(db: TDb) {
  for (const [index, tour] of CATALOGUE.entries()) {
    const [row] = await db
      .insert(tours)
      .values({
        slug: tour.slug,
        title: tour.title,
        description: 'A search test tour.',
        location: tour.location ?? 'Somewhere',
        country: tour.country ?? 'Nowhere',
        highlights: tour.highlights ?? [],
        category: tour.category ?? 'city',
        price: tour.price ?? 100_000,
        currency: tour.currency ?? 'USD',
        discountPercentage: tour.discount ?? null,
        duration: `${tour.days ?? 3} days`,
        durationDays: tour.days ?? 3,
        rating: tour.rating ?? 0,
        reviewsCount: tour.reviews ?? 0,
        isRecommended: tour.recommended ?? false,
        createdAt: new Date(tour.createdAt ?? `2030-12-${String(10 + index).padStart(2, '0')}T00:00:00Z`),
      })
      .returning({ id: tours.id });
    if (!row) throw new Error('not inserted');
    for (const departure of tour.departures ?? []) {
      await db.insert(tourDates).values({
        tourId: row.id,
        startDate: departure.start,
        endDate: departure.start,
        price: departure.price ?? tour.price ?? 100_000,
        currency: tour.currency ?? 'USD',
        availableSpots: departure.seats ?? 10,
        discountPercent: departure.discount ?? null,
      });
    }
  }
}

describe.each(TEST_BACKENDS)('catalogue search on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    await insertCatalogue(db);
    t = await createTestApp(db, backend, { CATALOGUE_CACHE_MS: '0', THB_PER_USD: '35' });
    t.clock.set(new Date(`${TODAY}T08:00:00Z`));
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  const search = async (query: string) => {
    const response = await t.app.inject(`/api/tours/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TTourSearchResponse;
  };
  const slugsOf = async (query: string) => (await search(query)).items.map((tour) => tour.slug);
  const found = async (query: string) => (await slugsOf(query)).sort();

  it('finds a Thai place name inside a longer Thai title, and Thai words in any order', async () => {
    expect(await found(`destination=${encodeURIComponent('เชียงใหม่')}`)).toEqual(['chiang-mai-th']);
    expect(await found(`destination=${encodeURIComponent('อินทนนท์')}`)).toEqual(['chiang-mai-th']);
    expect(await found(`destination=${encodeURIComponent('สมุย')}`)).toEqual(['samui-th']);
    expect(await found(`destination=${encodeURIComponent('เกียวโต')}`)).toEqual(['kyoto-th']);
    expect(await found(`destination=${encodeURIComponent('ซากุระ ญี่ปุ่น')}`)).toEqual(['kyoto-th']);
    expect(await found(`destination=${encodeURIComponent('ประเทศไทย')}`)).toEqual(['chiang-mai-th', 'samui-th']);
  });

  it('finds English words in the title, location, country and highlights, in any case', async () => {
    expect(await found('destination=SANTORINI')).toEqual(['santorini-sunset', 'santorini-villages']);
    expect(await found('destination=pottery')).toEqual(['santorini-villages']);
    expect(await found('destination=greece%20wine')).toEqual(['santorini-sunset']);
    expect(await found('destination=kyoto')).toEqual(['kyoto-th']);
    expect((await search('destination=atlantis')).total).toBe(0);
  });

  it('corrects a misspelt English word from the catalogue’s words when nothing matched, and says so', async () => {
    const corrected = await search('destination=santorni');
    expect(corrected.correctedDestination).toBe('santorini');
    expect(corrected.items.map((tour) => tour.slug).sort()).toEqual(['santorini-sunset', 'santorini-villages']);
    expect((await search('destination=santorni%20potery')).correctedDestination).toBe('santorini pottery');
    // A word spelt right is never replaced, and a search with matches is not corrected.
    expect((await search('destination=santorini')).correctedDestination).toBeNull();
    expect((await search('destination=zzzzzzzz')).correctedDestination).toBeNull();
  });

  it('filters by price per person after discount, in dollars at the configured rates, as the cards show it', async () => {
    // Chiang Mai ฿8,900 = $254.29; Samui ฿12,900 = $368.57; Kyoto ¥150,000 = $1,005; Bali $1,200 − 25 % = $900;
    // Santorini Sunset: its cheapest departure is $3,000 − 50 % = $1,500; Villages $1,800.
    expect(await found('priceMax=300')).toEqual(['chiang-mai-th']);
    expect(await found('priceMin=300&priceMax=1000')).toEqual(['bali-beaches', 'samui-th']);
    expect(await found('priceMin=1500&priceMax=1500')).toEqual(['santorini-sunset']);
    // Two travellers: the half-price departure has one seat, so the card's price is the other departure's $2,500.
    expect(await found('priceMin=1500&priceMax=1500&travellers=2')).toEqual([]);
    const [sunset] = (await search('destination=sunset&travellers=2')).items;
    expect(sunset?.perPersonPrice.price).toBe(250_000);
  });

  it('filters by departure date and travellers, category, trip length and rating', async () => {
    expect(await found('date=2031-04-01&travellers=3')).toEqual([
      'chiang-mai-th',
      'santorini-sunset',
      'santorini-villages',
    ]);
    expect(await found('categories=beach,luxury')).toEqual(['bali-beaches', 'samui-th', 'santorini-sunset']);
    expect(await found('durations=1-3,10%2B')).toEqual(['chiang-mai-th', 'santorini-villages']);
    expect(await found('durations=7-9')).toEqual(['bali-beaches', 'santorini-sunset']);
    expect(await found('rating=4.5')).toEqual(['chiang-mai-th', 'santorini-sunset']);
    expect(await found('rating=4&categories=cultural')).toEqual(['santorini-villages']);
  });

  it('sorts by recommendation, price, rating, newest and soonest departure', async () => {
    expect(await slugsOf('destination=santorini')).toEqual(['santorini-villages', 'santorini-sunset']);
    expect(await slugsOf('sort=price_asc')).toEqual([
      'chiang-mai-th',
      'samui-th',
      'bali-beaches',
      'kyoto-th',
      'santorini-sunset',
      'santorini-villages',
    ]);
    expect((await slugsOf('sort=price_desc'))[0]).toBe('santorini-villages');
    expect(await slugsOf('sort=rating&pageSize=3')).toEqual(['santorini-sunset', 'chiang-mai-th', 'bali-beaches']);
    expect(await slugsOf('sort=newest&pageSize=3')).toEqual(['bali-beaches', 'santorini-sunset', 'santorini-villages']);
    // Soonest: the first departure with room; a tour without one comes last.
    expect(await slugsOf('sort=soonest')).toEqual([
      'santorini-sunset',
      'samui-th',
      'chiang-mai-th',
      'santorini-villages',
      'bali-beaches',
      'kyoto-th',
    ]);
    expect((await slugsOf('sort=soonest&travellers=3'))[0]).toBe('chiang-mai-th');
  });

  it('pages, and counts each filter value with the other filters applied and its own left out', async () => {
    const page = await search('pageSize=4&page=2&sort=price_asc');
    expect(page.total).toBe(6);
    expect(page.items.map((tour) => tour.slug)).toEqual(['santorini-sunset', 'santorini-villages']);

    const beach = await search('categories=beach');
    expect(beach.total).toBe(2);
    // Categories leave the category filter out: ticking Cultural as well would add 2.
    expect(beach.facets.categories).toEqual({ beach: 2, city: 0, adventure: 1, cultural: 2, luxury: 1, shopping: 0 });
    expect(beach.facets.durations).toEqual({ '1-3': 0, '4-6': 1, '7-9': 1, '10+': 0 });
    expect(beach.facets.ratings).toEqual({ '4.5': 0, '4': 2, '3': 2 });

    const greek = await search('destination=greece&rating=4.5');
    expect(greek.facets.ratings).toEqual({ '4.5': 1, '4': 2, '3': 2 });
    expect(greek.facets.categories).toEqual({ beach: 0, city: 0, adventure: 0, cultural: 0, luxury: 1, shopping: 0 });
  });

  it('leaves out a tour taken down, and finds a tour by its new title after an edit', async () => {
    await db.update(tours).set({ status: 'hidden' }).where(eq(tours.slug, 'bali-beaches'));
    expect(await found('destination=bali')).toEqual([]);
    await db.update(tours).set({ status: 'published', title: 'Lombok and Bali' }).where(eq(tours.slug, 'bali-beaches'));
    expect(await found('destination=lombok')).toEqual(['bali-beaches']);
    expect(await found('destination=temples')).toEqual([]);
  });

  it('refuses a malformed search with a clear message', async () => {
    const refusal = async (query: string) => {
      const response = await t.app.inject(`/api/tours/search?${query}`);
      expect(response.statusCode).toBe(400);
      return response.json().error.message as string;
    };
    expect(await refusal('sort=cheapest')).toContain('Unknown sort');
    expect(await refusal('categories=beach,moon')).toContain('Unknown category');
    expect(await refusal('durations=2-5')).toContain('Unknown trip length');
    expect(await refusal('rating=5')).toContain('Rating must be 3, 4 or 4.5');
    expect(await refusal('priceMin=900&priceMax=100')).toContain('The lowest price must not be above the highest');
    expect(await refusal('priceMin=abc')).toBeTruthy();
  });
});

const dayAfter = (day: string, offset: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** A tour with nothing but a title (its first word is `kept`), a price and a discount. */
async function insertPlainTour(db: TDb, slug: string, price: number, discountPercentage: number | null = null) {
  const [tour] = await db
    .insert(tours)
    .values({
      slug,
      title: slug.replace('-', ' '),
      description: 'x',
      location: 'x',
      country: 'x',
      price,
      discountPercentage,
      duration: '3 days',
      durationDays: 3,
    })
    .returning({ id: tours.id });
  if (!tour) throw new Error(`${slug} was not inserted`);
  return tour.id;
}

describe.each(TEST_BACKENDS)('the prices and departures a search reads on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  const day = (offset: number) => dayAfter(TODAY, offset);

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, backend, { CATALOGUE_CACHE_MS: '0' });
    t.clock.set(new Date(`${TODAY}T08:00:00Z`));
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  /** The tours whose title has `word`, cheapest first, with the price per person their card shows. */
  const cheapestFirst = async (word: string, query = '') => {
    const response = await t.app.inject(`/api/tours/search?destination=${word}&sort=price_asc${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TTourSearchResponse).items.map((tour) => [tour.slug, tour.perPersonPrice.price]);
  };

  it('follow the departures, their seats and the tour’s own price as they change', async () => {
    const tourId = await insertPlainTour(db, 'kept-summary', 100_000, 10);
    expect(await cheapestFirst('summary')).toEqual([['kept-summary', 90_000]]);

    const departure = (start: string, price: number, seats: number) => ({
      tourId,
      startDate: start,
      endDate: start,
      price,
      currency: 'USD' as const,
      availableSpots: seats,
    });
    const [soon, later] = await db
      .insert(tourDates)
      .values([departure(day(10), 200_000, 1), departure(day(20), 150_000, 5), departure(day(-1), 1_000, 9)])
      .returning({ id: tourDates.id });
    // The lowest after the tour's 10 %: 135,000; a departure that has started does not count.
    expect(await cheapestFirst('summary')).toEqual([['kept-summary', 135_000]]);
    expect(await cheapestFirst('summary', `&date=${day(15)}&travellers=2`)).toEqual([['kept-summary', 135_000]]);

    await db
      .update(tourDates)
      .set({ availableSpots: 0 })
      .where(eq(tourDates.id, later?.id ?? ''));
    expect(await cheapestFirst('summary')).toEqual([['kept-summary', 180_000]]);
    expect(await cheapestFirst('summary', `&date=${day(15)}`)).toEqual([]);
    await db
      .update(tourDates)
      .set({ availableSpots: 0 })
      .where(eq(tourDates.id, soon?.id ?? ''));
    // Sold out: the card's price is the lowest of all upcoming departures, and none has a seat.
    expect(await cheapestFirst('summary')).toEqual([['kept-summary', 135_000]]);
    expect(await cheapestFirst('summary', '&travellers=1')).toEqual([]);

    await db.update(tours).set({ discountPercentage: 20 }).where(eq(tours.id, tourId));
    expect(await cheapestFirst('summary')).toEqual([['kept-summary', 120_000]]);
    await db.delete(tourDates).where(eq(tourDates.id, later?.id ?? ''));
    expect(await cheapestFirst('summary')).toEqual([['kept-summary', 160_000]]);

    // A departure moved to another tour leaves the first and joins the second.
    const otherId = await insertPlainTour(db, 'kept-other', 900_000);
    await db
      .update(tourDates)
      .set({ tourId: otherId, availableSpots: 3 })
      .where(eq(tourDates.id, soon?.id ?? ''));
    expect(await cheapestFirst('kept')).toEqual([
      ['kept-summary', 80_000],
      ['kept-other', 200_000],
    ]);

    // A tour deleted leaves the catalogue.
    await db.delete(tours).where(eq(tours.id, otherId));
    expect(await cheapestFirst('other')).toEqual([]);
  });

  it('count from the new day once the day has turned', async () => {
    const tourId = await insertPlainTour(db, 'kept-roll', 50_000);
    await db.insert(tourDates).values([
      { tourId, startDate: day(1), endDate: day(1), price: 10_000, currency: 'USD', availableSpots: 4 },
      { tourId, startDate: day(5), endDate: day(5), price: 30_000, currency: 'USD', availableSpots: 4 },
    ]);
    expect(await cheapestFirst('roll')).toEqual([['kept-roll', 10_000]]);
    // Two days on, the first departure has started.
    t.clock.set(new Date(`${day(2)}T08:00:00Z`));
    try {
      expect(await cheapestFirst('roll')).toEqual([['kept-roll', 30_000]]);
    } finally {
      t.clock.set(new Date(`${TODAY}T08:00:00Z`));
    }
  });
});
