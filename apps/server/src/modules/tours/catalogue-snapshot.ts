import {
  DURATION_BUCKET_KEYS,
  DURATION_BUCKETS,
  minorUnitFactor,
  RATING_STEPS,
  TOUR_FORM_CATEGORIES,
  type TDurationBucket,
  type TTourFormCategory,
  type TTourSearchFacets,
  tourCardPrice,
  usdRateFor,
} from '@tour/shared';
import type { TCatalogueMatches, TCatalogueQuery } from '../../adapters/search/catalogue-search';
import type { TCatalogueTourRow, TTourCardRow, TTourDetailRow } from './tours.repository';

type TScope = { from: string; seats: number };

/** What the sorts compare: the tour, its price and first departure in the search's scope, where its first word stands. */
type TSortable = { row: TCatalogueTourRow; priceUsd: number; soonest: string | null; wordAt: number };

/** A tour as the snapshot keeps it: its keys worked out for one traveller from the snapshot's day. */
type TEntry = TSortable & { bucket: TDurationBucket };

/** The orders a search reads; `home` is the home grid's (newest first, ties by id descending, as it always was). */
type TOrder = 'home' | 'newest' | 'rating' | 'price_asc' | 'price_desc' | 'soonest' | 'recommended';

const ascending = (x: number, y: number) => (x < y ? -1 : x > y ? 1 : 0);
const descending = (x: number, y: number) => ascending(y, x);
const byId = (a: TSortable, b: TSortable) => (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);
/** Tours without a creation time come last in the newest-first orders. */
const created = (tour: TSortable) => tour.row.createdAt ?? Number.NEGATIVE_INFINITY;
const newestFirst = (a: TSortable, b: TSortable) => descending(created(a), created(b));
/** Tours with no departure in scope come last. */
const soonestFirst = (a: TSortable, b: TSortable) =>
  a.soonest === b.soonest ? 0 : a.soonest === null ? 1 : b.soonest === null ? -1 : a.soonest < b.soonest ? -1 : 1;

/** The sorts of decision 32, each ending on the id so that every order is total and pages never overlap. */
const COMPARATORS: Record<TOrder, (a: TSortable, b: TSortable) => number> = {
  home: (a, b) => newestFirst(a, b) || byId(b, a),
  newest: (a, b) => newestFirst(a, b) || byId(a, b),
  price_asc: (a, b) => ascending(a.priceUsd, b.priceUsd) || byId(a, b),
  price_desc: (a, b) => descending(a.priceUsd, b.priceUsd) || byId(a, b),
  rating: (a, b) =>
    descending(a.row.rating, b.row.rating) ||
    descending(a.row.reviewsCount, b.row.reviewsCount) ||
    newestFirst(a, b) ||
    byId(a, b),
  soonest: (a, b) => soonestFirst(a, b) || newestFirst(a, b) || byId(a, b),
  // Recommended tours first, then where the first word stands (the title leads the search text), then rating.
  recommended: (a, b) =>
    descending(Number(a.row.isRecommended), Number(b.row.isRecommended)) ||
    ascending(a.wordAt, b.wordAt) ||
    descending(a.row.rating, b.row.rating) ||
    descending(a.row.reviewsCount, b.row.reviewsCount) ||
    newestFirst(a, b) ||
    byId(a, b),
};

function bucketOf(days: number): TDurationBucket {
  const bucket = DURATION_BUCKETS.find((candidate) => candidate.max === null || days <= candidate.max);
  if (!bucket) throw new Error('the last duration bucket has no upper end');
  return bucket.key;
}

/** The first departure in scope: from that day, with that many seats. */
function soonestIn(row: TCatalogueTourRow, scope: TScope): string | null {
  return row.departures.find((d) => d.startDate >= scope.from && d.availableSpots >= scope.seats)?.startDate ?? null;
}

/** Where `item` goes in `sorted` so that it stays sorted by `compare`. */
function insertionPoint<T>(sorted: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as T, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The published catalogue as one instance holds it in memory (decision 34): every tour's card and page with its
 * departures from `day`, and the orders the searches read, kept sorted as tours change. Search, cards and pages are
 * answered from here without a query; the read model keeps it current.
 */
export function createCatalogueSnapshot(rows: readonly TCatalogueTourRow[], day: string, thbPerUsd: number) {
  const byId = new Map<string, TEntry>();
  const bySlug = new Map<string, TEntry>();
  const orders = new Map<TOrder, TEntry[]>();
  const defaultScope: TScope = { from: day, seats: 1 };

  /** tourCardPrice in US dollars, at the configured rate (decision 32: what the price filter and sorts compare). */
  function priceUsdOf(row: TCatalogueTourRow, scope: TScope): number {
    const price = tourCardPrice({
      departures: row.departures,
      tourPrice: row.price,
      tourDiscount: row.discountPercentage,
      ...scope,
    }).price;
    return price * (usdRateFor(row.currency, thbPerUsd) / minorUnitFactor(row.currency));
  }

  function entryOf(row: TCatalogueTourRow): TEntry {
    return {
      row,
      bucket: bucketOf(row.durationDays),
      priceUsd: priceUsdOf(row, defaultScope),
      soonest: soonestIn(row, defaultScope),
      wordAt: 0,
    };
  }

  function add(row: TCatalogueTourRow) {
    const entry = entryOf(row);
    byId.set(row.id, entry);
    bySlug.set(row.slug, entry);
    return entry;
  }

  for (const row of rows) add(row);

  function order(name: TOrder): TEntry[] {
    let sorted = orders.get(name);
    if (!sorted) {
      sorted = [...byId.values()].sort(COMPARATORS[name]);
      orders.set(name, sorted);
    }
    return sorted;
  }

  /** The order a search reads its tours in, when it does not depend on the search itself. */
  function presortedFor(query: TCatalogueQuery, hasWords: boolean): TEntry[] | null {
    const isDefault = (scope: TScope) => scope.from === day && scope.seats === 1;
    switch (query.sort) {
      case 'recommended':
        return hasWords ? null : order('recommended');
      case 'price_asc':
      case 'price_desc':
        return isDefault(query.priceScope) ? order(query.sort) : null;
      case 'soonest':
        return isDefault(query.departing ?? defaultScope) ? order('soonest') : null;
      default:
        return order(query.sort);
    }
  }

  function facetsOf(matches: readonly TEntry[], query: TCatalogueQuery): TTourSearchFacets {
    const zeros = <TKey extends string>(keys: readonly TKey[]) =>
      Object.fromEntries(keys.map((key) => [key, 0])) as Record<TKey, number>;
    const facets = {
      categories: zeros(TOUR_FORM_CATEGORIES),
      durations: zeros(DURATION_BUCKET_KEYS),
      ratings: zeros(RATING_STEPS),
    };
    const minRating = query.rating ? Number(query.rating) : null;
    for (const entry of matches) {
      const category = entry.row.category as TTourFormCategory;
      const inCategory = query.categories.length === 0 || query.categories.includes(category);
      const inDuration = query.durations.length === 0 || query.durations.includes(entry.bucket);
      const inRating = minRating === null || entry.row.rating >= minRating;
      if (inDuration && inRating && category in facets.categories) facets.categories[category] += 1;
      if (inCategory && inRating) facets.durations[entry.bucket] += 1;
      if (inCategory && inDuration) {
        for (const step of RATING_STEPS) if (entry.row.rating >= Number(step)) facets.ratings[step] += 1;
      }
    }
    return facets;
  }

  return {
    day,
    get size() {
      return byId.size;
    },

    /** Replaces the tours of `ids` with `rows` (those still published); the others of `ids` leave the catalogue. */
    replace(ids: readonly string[], rows: readonly TCatalogueTourRow[]) {
      const changed = new Set(ids);
      for (const id of ids) {
        const entry = byId.get(id);
        if (!entry) continue;
        byId.delete(id);
        if (bySlug.get(entry.row.slug) === entry) bySlug.delete(entry.row.slug);
      }
      const added = rows.map(add);
      for (const [name, sorted] of orders) {
        const kept = sorted.filter((entry) => !changed.has(entry.row.id));
        for (const entry of added) kept.splice(insertionPoint(kept, entry, COMPARATORS[name]), 0, entry);
        orders.set(name, kept);
      }
    },

    search(query: TCatalogueQuery): TCatalogueMatches {
      const hasWords = query.words.length > 0;
      const presorted = presortedFor(query, hasWords);
      const isDefaultPrice = query.priceScope.from === day && query.priceScope.seats === 1;
      const priceOf = (entry: TEntry) => (isDefaultPrice ? entry.priceUsd : priceUsdOf(entry.row, query.priceScope));
      const { departing, priceMin, priceMax } = query;
      const minRating = query.rating ? Number(query.rating) : null;

      const matches: TEntry[] = [];
      const hits: TEntry[] = [];
      for (const entry of presorted ?? byId.values()) {
        const { row } = entry;
        if (hasWords && !query.words.every((word) => row.searchText.includes(word))) continue;
        if (departing && soonestIn(row, departing) === null) continue;
        if (priceMin !== undefined && priceOf(entry) < priceMin) continue;
        if (priceMax !== undefined && priceOf(entry) > priceMax) continue;
        matches.push(entry);
        if (query.categories.length > 0 && !query.categories.includes(row.category as TTourFormCategory)) continue;
        if (query.durations.length > 0 && !query.durations.includes(entry.bucket)) continue;
        if (minRating !== null && row.rating < minRating) continue;
        hits.push(entry);
      }

      let page: TSortable[];
      if (presorted) {
        page = hits.slice(query.offset, query.offset + query.limit);
      } else {
        const scope = query.departing ?? defaultScope;
        const firstWord = query.words[0];
        const keyed = hits.map(
          (entry): TSortable => ({
            row: entry.row,
            priceUsd: query.sort.startsWith('price') ? priceOf(entry) : 0,
            soonest: query.sort === 'soonest' ? soonestIn(entry.row, scope) : null,
            wordAt: firstWord ? entry.row.searchText.indexOf(firstWord) : 0,
          }),
        );
        page = keyed.sort(COMPARATORS[query.sort]).slice(query.offset, query.offset + query.limit);
      }
      return {
        ids: page.map((entry) => entry.row.id),
        total: hits.length,
        facets: query.withFacets ? facetsOf(matches, query) : null,
      };
    },

    /** The home grid's page: the whole catalogue, newest first. */
    newest(limit: number, offset: number): string[] {
      return order('home')
        .slice(offset, offset + limit)
        .map((entry) => entry.row.id);
    },

    /** The cards of `ids`, in that order (ids no longer published are left out). */
    cards(ids: readonly string[]): TTourCardRow[] {
      return ids.flatMap((id) => {
        const entry = byId.get(id);
        return entry ? [cardRowOf(entry.row)] : [];
      });
    },

    page(slug: string): TTourDetailRow | null {
      const entry = bySlug.get(slug);
      if (!entry) return null;
      const { row } = entry;
      return {
        ...cardRowOf(row),
        description: row.description,
        category: row.category,
        highlights: row.highlights,
        inclusions: row.inclusions,
        exclusions: row.exclusions,
        cancellationPolicy: row.cancellationPolicy,
        isAllInclusive: row.isAllInclusive,
        dates: row.departures,
        bookingsPaused: row.bookingsPaused,
      };
    },
  };
}

export type TCatalogueSnapshot = ReturnType<typeof createCatalogueSnapshot>;

/** A card as the tours service prices it: the departures from the snapshot's day, with their first and last days. */
function cardRowOf(row: TCatalogueTourRow): TTourCardRow {
  const { departures } = row;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    location: row.location,
    country: row.country,
    thumbnailUrl: row.thumbnailUrl,
    price: row.price,
    currency: row.currency,
    discountPercentage: row.discountPercentage,
    durationDays: row.durationDays,
    durationLabel: row.durationLabel,
    rating: row.rating,
    reviewsCount: row.reviewsCount,
    isRecommended: row.isRecommended,
    hotelStars: row.hotelStars,
    companyName: row.companyName,
    companyLogoUrl: row.companyLogoUrl,
    companyVerified: row.companyVerified,
    firstDepartureDate: departures[0]?.startDate ?? null,
    lastReturnDate: departures.reduce<string | null>((last, d) => (last && last > d.endDate ? last : d.endDate), null),
    departures: departures.length > 0 ? departures : null,
  };
}
