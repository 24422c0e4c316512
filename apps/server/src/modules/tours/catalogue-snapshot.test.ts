import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DURATION_BUCKET_KEYS, RATING_STEPS, TOUR_FORM_CATEGORIES, TOUR_SORTS } from '@tour/shared';
import type { TCatalogueQuery } from '../../adapters/search/catalogue-search';
import { createCatalogueSnapshot } from './catalogue-snapshot';
import type { TCatalogueTourRow } from './tours.repository';

const DAY = '2027-03-01';
const THB_PER_USD = 35;
const WORDS = ['kyoto', 'temple', 'bali', 'beach', 'snowy', 'เชียงใหม่', 'ดอยอินทนนท์', 'ภูเก็ต', 'snow'];
/** Words a traveller may misspell, and one the catalogue may lose its last tour of. */
const MISSPELT = ['kyotto', 'tempel', 'bechh', 'snoww', 'somewere'];
const DATES = ['2027-03-01', '2027-03-15', '2027-04-02', '2027-05-20', '2027-07-01'];

const departure = fc.record({
  startDate: fc.constantFrom(...DATES),
  price: fc.integer({ min: 100, max: 500_000 }),
  discountPercent: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
  availableSpots: fc.integer({ min: 0, max: 12 }),
});

/** A tour's fields that searches read; `key` picks its id, so that a change can name a tour already there. */
const tourFields = fc.record({
  key: fc.integer({ min: 0, max: 15 }),
  words: fc.subarray(WORDS, { minLength: 1, maxLength: 3 }),
  price: fc.integer({ min: 100, max: 500_000 }),
  currency: fc.constantFrom('THB', 'USD', 'JPY'),
  discountPercentage: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  durationDays: fc.integer({ min: 1, max: 12 }),
  rating: fc.constantFrom(0, 3, 3.9, 4, 4.4, 4.5, 5),
  reviewsCount: fc.integer({ min: 0, max: 3 }),
  isRecommended: fc.boolean(),
  category: fc.constantFrom(...TOUR_FORM_CATEGORIES),
  createdAt: fc.integer({ min: 0, max: 5 }),
  departures: fc.array(departure, { maxLength: 4 }),
});

type TTourFields = typeof tourFields extends fc.Arbitrary<infer T> ? T : never;

const idOf = (key: number) => `00000000-0000-4000-8000-${String(key).padStart(12, '0')}`;

function rowOf(fields: TTourFields): TCatalogueTourRow {
  const id = idOf(fields.key);
  const title = fields.words.join(' ');
  return {
    id,
    slug: `tour-${fields.key}`,
    contentLanguage: 'en',
    title,
    titleTranslation: null,
    translation: null,
    location: 'Somewhere',
    country: 'Thailand',
    thumbnailUrl: null,
    price: fields.price,
    currency: fields.currency,
    discountPercentage: fields.discountPercentage,
    durationDays: fields.durationDays,
    durationLabel: `${fields.durationDays} Days`,
    rating: fields.rating,
    reviewsCount: fields.reviewsCount,
    isRecommended: fields.isRecommended,
    hotelStars: 4,
    companyName: null,
    companyLogoUrl: null,
    companyVerified: false,
    description: '',
    category: fields.category,
    highlights: [],
    inclusions: [],
    exclusions: [],
    cancellationPolicy: 'free_48h_then_50',
    isAllInclusive: false,
    bookingsPaused: false,
    searchText: `${title} somewhere thailand`,
    createdAt: fields.createdAt,
    departures: fields.departures
      .toSorted((a, b) => a.startDate.localeCompare(b.startDate))
      .map((date, index) => ({
        ...date,
        id: `${id}-${index}`,
        endDate: date.startDate,
        currency: fields.currency,
        label: null,
      })),
  };
}

const query = fc.record({
  words: fc.subarray(['kyo', 'temple', 'beach', 'เชียงใหม่', 'ดอย', 'ภูเก็ต', 'sn'], { maxLength: 2 }),
  departing: fc.option(fc.record({ from: fc.constantFrom(DAY, '2027-04-01'), seats: fc.integer({ min: 1, max: 6 }) }), {
    nil: undefined,
  }),
  priceMax: fc.option(fc.integer({ min: 10, max: 10_000 }), { nil: undefined }),
  categories: fc.subarray([...TOUR_FORM_CATEGORIES], { maxLength: 2 }),
  durations: fc.subarray([...DURATION_BUCKET_KEYS], { maxLength: 2 }),
  rating: fc.option(fc.constantFrom(...RATING_STEPS), { nil: undefined }),
  sort: fc.constantFrom(...TOUR_SORTS),
  offset: fc.constantFrom(0, 3),
});

function catalogueQuery(fields: typeof query extends fc.Arbitrary<infer T> ? T : never): TCatalogueQuery {
  const scope = fields.departing ?? { from: DAY, seats: 1 };
  return { ...fields, priceScope: scope, today: DAY, limit: 5, withFacets: true };
}

describe('the catalogue snapshot', () => {
  it('answers every search after changes, tour by tour, as one built from the same tours at once', () => {
    fc.assert(
      fc.property(
        fc.array(tourFields, { maxLength: 25 }),
        fc.array(
          fc.record({
            put: fc.array(tourFields, { maxLength: 4 }),
            drop: fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 3 }),
          }),
          {
            maxLength: 20,
          },
        ),
        fc.array(query, { minLength: 1, maxLength: 6 }),
        (initial, changes, queries) => {
          const tours = new Map<number, TCatalogueTourRow>();
          for (const fields of initial) tours.set(fields.key, rowOf(fields));
          const changed = createCatalogueSnapshot([...tours.values()], DAY, THB_PER_USD);
          // Searches before the changes, so that the orders and the kept words are there to be kept up.
          for (const fields of queries) changed.search(catalogueQuery(fields));
          changed.nearestWords(MISSPELT);
          for (const change of changes) {
            const put = change.put.map((fields) => ({ key: fields.key, row: rowOf(fields) }));
            for (const { key, row } of put) tours.set(key, row);
            for (const key of change.drop) if (!put.some((tour) => tour.key === key)) tours.delete(key);
            // A tour put twice in one change is there once, as its last version.
            const kept = put.filter(({ key, row }) => tours.get(key) === row).map(({ row }) => row);
            changed.replace([...put.map(({ key }) => idOf(key)), ...change.drop.map(idOf)], kept);
          }
          const fresh = createCatalogueSnapshot([...tours.values()], DAY, THB_PER_USD);
          expect(changed.size).toBe(fresh.size);
          for (const fields of queries) {
            expect(changed.search(catalogueQuery(fields))).toEqual(fresh.search(catalogueQuery(fields)));
          }
          expect(changed.newest(50, 0)).toEqual(fresh.newest(50, 0));
          expect(changed.nearestWords(MISSPELT)).toEqual(fresh.nearestWords(MISSPELT));
        },
      ),
      { numRuns: 300 },
    );
  });
});
