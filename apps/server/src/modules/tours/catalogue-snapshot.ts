import {
  correctionWordsOf,
  dayKeyOf,
  DURATION_BUCKET_KEYS,
  firstPackedStart,
  DURATION_BUCKETS,
  minorUnitFactor,
  nearestWord,
  packDepartures,
  packedCardPrice,
  packedReach,
  packedWantedPrice,
  RATING_STEPS,
  TOUR_FORM_CATEGORIES,
  type TPackedDepartures,
  type TTourSearchFacets,
  usdRateFor,
} from '@tour/shared';
import type { TCatalogueMatches, TCatalogueQuery } from '../../adapters/search/catalogue-search';
import type { TCatalogueTourRow, TTourCardRow, TTourDetailRow } from './tours.repository';

/** Departures from a day (dayKeyOf) with that many seats left: what a search asks of a tour's departures. */
type TScope = { fromKey: number; seats: number };

/**
 * What the sorts compare: the tour, its price and first departure (dayKeyOf, -1 for none) in the search's scope,
 * where its first word stands.
 */
type TSortable = { row: TCatalogueTourRow; priceUsd: number; soonest: number; wordAt: number };

/** A tour as the snapshot keeps it: its keys worked out for one traveller from the snapshot's day. */
type TEntry = TSortable & {
  /** Its own number in this snapshot, never reused: a search marks tours by it instead of hashing them. */
  position: number;
  /** Positions in TOUR_FORM_CATEGORIES (-1 for another category), DURATION_BUCKETS and RATING_STEPS, for counting. */
  category: number;
  bucket: number;
  /** The first of RATING_STEPS (highest first) the rating reaches; RATING_STEPS.length when none. */
  ratingStep: number;
  usdPerMinorUnit: number;
  packed: TPackedDepartures;
  /** The last departure's start and the most seats of any: a search for a later date or more seats skips the tour. */
  lastStart: number;
  mostSeats: number;
  removed: boolean;
};

/** A search's filters as positions (null: any value), and the last rating step it keeps. */
type TFilterPositions = { categories: Set<number> | null; durations: Set<number> | null; ratingStep: number };

/** The orders a search reads; `home` is the home grid's (newest first, ties by id descending, as it always was). */
type TOrder = 'home' | 'newest' | 'rating' | 'price_asc' | 'price_desc' | 'soonest' | 'recommended';

const ascending = (x: number, y: number) => (x < y ? -1 : x > y ? 1 : 0);
const descending = (x: number, y: number) => ascending(y, x);
const idOrder = (a: TSortable, b: TSortable) => (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);
/** Tours without a creation time come last in the newest-first orders. */
const created = (tour: TSortable) => tour.row.createdAt ?? Number.NEGATIVE_INFINITY;
const newestFirst = (a: TSortable, b: TSortable) => descending(created(a), created(b));
/** Tours with no departure in scope come last. */
const soonestFirst = (a: TSortable, b: TSortable) =>
  a.soonest === b.soonest ? 0 : a.soonest === -1 ? 1 : b.soonest === -1 ? -1 : a.soonest - b.soonest;

/** The sorts of decision 32, each ending on the id so that every order is total and pages never overlap. */
const COMPARATORS: Record<TOrder, (a: TSortable, b: TSortable) => number> = {
  home: (a, b) => newestFirst(a, b) || idOrder(b, a),
  newest: (a, b) => newestFirst(a, b) || idOrder(a, b),
  price_asc: (a, b) => ascending(a.priceUsd, b.priceUsd) || idOrder(a, b),
  price_desc: (a, b) => descending(a.priceUsd, b.priceUsd) || idOrder(a, b),
  rating: (a, b) =>
    descending(a.row.rating, b.row.rating) ||
    descending(a.row.reviewsCount, b.row.reviewsCount) ||
    newestFirst(a, b) ||
    idOrder(a, b),
  soonest: (a, b) => soonestFirst(a, b) || newestFirst(a, b) || idOrder(a, b),
  // Recommended tours first, then where the first word stands (the title leads the search text), then rating.
  recommended: (a, b) =>
    descending(Number(a.row.isRecommended), Number(b.row.isRecommended)) ||
    ascending(a.wordAt, b.wordAt) ||
    descending(a.row.rating, b.row.rating) ||
    descending(a.row.reviewsCount, b.row.reviewsCount) ||
    newestFirst(a, b) ||
    idOrder(a, b),
};

const RATING_FLOORS = RATING_STEPS.map(Number);

function bucketOf(days: number): number {
  return DURATION_BUCKETS.findIndex((candidate) => candidate.max === null || days <= candidate.max);
}

function ratingStepOf(rating: number): number {
  const step = RATING_FLOORS.findIndex((lowest) => rating >= lowest);
  return step === -1 ? RATING_FLOORS.length : step;
}

function bump(counts: number[], at: number) {
  counts[at] = (counts[at] ?? 0) + 1;
}

/** The positions in `all` of the values a search keeps; null when it keeps every value. */
function positionsOf<T>(all: readonly T[], kept: readonly T[]): Set<number> | null {
  return kept.length === 0 ? null : new Set(kept.map((value) => all.indexOf(value)));
}

/** The first departure in scope (dayKeyOf), -1 when none is. */
function soonestIn(entry: TEntry, scope: TScope): number {
  return firstPackedStart(entry.packed, scope.fromKey, scope.seats);
}

function scopeOf(scope: { from: string; seats: number }): TScope {
  return { fromKey: dayKeyOf(scope.from), seats: scope.seats };
}

/** The distinct runs of three UTF-16 code units in `text`: what the word index keys a tour's search text by. */
function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let at = 0; at + 3 <= text.length; at += 1) grams.add(text.slice(at, at + 3));
  return grams;
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
  /**
   * Which tours' search text holds each trigram. A word of three or more units stands only in tours that hold all
   * its trigrams, so a search reads the shortest of those lists and checks each tour on it for every word, instead
   * of every tour. Replaced tours stay on the lists, marked removed, until they outnumber the live ones.
   */
  const postings = new Map<string, TEntry[]>();
  let removedOnPostings = 0;
  /** The words a misspelt one may be corrected to, gathered when a search first needs them after a change. */
  let dictionary: Set<string> | null = null;
  const defaultScope: TScope = { fromKey: dayKeyOf(day), seats: 1 };
  const isDefaultScope = (scope: TScope) => scope.fromKey === defaultScope.fromKey && scope.seats === 1;

  /** tourCardPrice in US dollars, at the configured rate (decision 32: what the price filter and sorts compare). */
  function priceUsdOf(entry: Pick<TEntry, 'packed' | 'usdPerMinorUnit'>, scope: TScope): number {
    return packedCardPrice(entry.packed, scope.fromKey, scope.seats) * entry.usdPerMinorUnit;
  }

  let nextPosition = 0;

  function entryOf(row: TCatalogueTourRow): TEntry {
    const usdPerMinorUnit = usdRateFor(row.currency, thbPerUsd) / minorUnitFactor(row.currency);
    const packed = packDepartures({
      departures: row.departures,
      tourPrice: row.price,
      tourDiscount: row.discountPercentage,
    });
    const entry: TEntry = {
      position: nextPosition++,
      row,
      category: (TOUR_FORM_CATEGORIES as readonly string[]).indexOf(row.category),
      bucket: bucketOf(row.durationDays),
      ratingStep: ratingStepOf(row.rating),
      usdPerMinorUnit,
      packed,
      priceUsd: 0,
      soonest: -1,
      wordAt: 0,
      ...packedReach(packed),
      removed: false,
    };
    entry.priceUsd = priceUsdOf(entry, defaultScope);
    entry.soonest = soonestIn(entry, defaultScope);
    return entry;
  }

  function index(entry: TEntry) {
    for (const gram of trigramsOf(entry.row.searchText)) {
      const list = postings.get(gram);
      if (list) list.push(entry);
      else postings.set(gram, [entry]);
    }
  }

  function add(row: TCatalogueTourRow) {
    const entry = entryOf(row);
    byId.set(row.id, entry);
    bySlug.set(row.slug, entry);
    index(entry);
    return entry;
  }

  for (const row of rows) add(row);

  /** The tours that may hold every word, from the index; null when no word is long enough to have a trigram. */
  function candidatesFor(words: readonly string[]): TEntry[] | null {
    let shortest: TEntry[] | null = null;
    for (const word of words) {
      for (const gram of trigramsOf(word)) {
        const list = postings.get(gram);
        if (!list) return [];
        if (!shortest || list.length < shortest.length) shortest = list;
      }
    }
    return shortest ? shortest.filter((entry) => !entry.removed) : null;
  }

  function order(name: TOrder): TEntry[] {
    let sorted = orders.get(name);
    if (!sorted) {
      sorted = [...byId.values()].sort(COMPARATORS[name]);
      orders.set(name, sorted);
    }
    return sorted;
  }

  /** The order a search reads its tours in, when it does not depend on the search itself. */
  function presortedFor(
    query: TCatalogueQuery,
    hasWords: boolean,
    priceScope: TScope,
    departing: TScope | null,
  ): TEntry[] | null {
    switch (query.sort) {
      case 'recommended':
        return hasWords ? null : order('recommended');
      case 'price_asc':
      case 'price_desc':
        return isDefaultScope(priceScope) ? order(query.sort) : null;
      case 'soonest':
        return isDefaultScope(departing ?? defaultScope) ? order('soonest') : null;
      default:
        return order(query.sort);
    }
  }

  /** The counts per filter value, filled as a search goes: a value's own filter is left out of its count. */
  function facetCounter() {
    const categories = TOUR_FORM_CATEGORIES.map(() => 0);
    const durations = DURATION_BUCKET_KEYS.map(() => 0);
    const firstSteps = [...RATING_STEPS.map(() => 0), 0];
    return {
      count(entry: TEntry, inCategory: boolean, inDuration: boolean, inRating: boolean) {
        if (inDuration && inRating && entry.category >= 0) bump(categories, entry.category);
        if (inCategory && inRating) bump(durations, entry.bucket);
        if (inCategory && inDuration) bump(firstSteps, entry.ratingStep);
      },
      facets(): TTourSearchFacets {
        // A tour that reaches a step reaches every lower one: each step counts the tours whose first step is it or higher.
        let reached = 0;
        const ratings = RATING_STEPS.map((_, step) => {
          reached += firstSteps[step] ?? 0;
          return reached;
        });
        const countsOf = <TKey extends string>(keys: readonly TKey[], counts: number[]) =>
          Object.fromEntries(keys.map((key, position) => [key, counts[position] ?? 0])) as Record<TKey, number>;
        return {
          categories: countsOf(TOUR_FORM_CATEGORIES, categories),
          durations: countsOf(DURATION_BUCKET_KEYS, durations),
          ratings: countsOf(RATING_STEPS, ratings),
        };
      },
    };
  }

  return {
    day,
    get size() {
      return byId.size;
    },

    /** Replaces the tours of `ids` with `rows` (those still published); the others of `ids` leave the catalogue. */
    replace(ids: readonly string[], rows: readonly TCatalogueTourRow[]) {
      const changed = new Set(ids);
      dictionary = null;
      for (const id of ids) {
        const entry = byId.get(id);
        if (!entry) continue;
        byId.delete(id);
        if (bySlug.get(entry.row.slug) === entry) bySlug.delete(entry.row.slug);
        entry.removed = true;
        removedOnPostings += 1;
      }
      const added = rows.map(add);
      if (removedOnPostings > byId.size) {
        postings.clear();
        removedOnPostings = 0;
        for (const entry of byId.values()) index(entry);
      }
      for (const [name, sorted] of orders) {
        const kept = sorted.filter((entry) => !changed.has(entry.row.id));
        for (const entry of added) kept.splice(insertionPoint(kept, entry, COMPARATORS[name]), 0, entry);
        orders.set(name, kept);
      }
    },

    search(query: TCatalogueQuery): TCatalogueMatches {
      const hasWords = query.words.length > 0;
      const candidates = hasWords ? candidatesFor(query.words) : null;
      const priceScope = scopeOf(query.priceScope);
      const departing = query.departing ? scopeOf(query.departing) : null;
      const presorted = presortedFor(query, hasWords, priceScope, departing);
      // Walking an order costs every tour; sorting the candidates costs a sort of a few: take the cheaper.
      const walk = presorted && (candidates === null || candidates.length * 8 > presorted.length) ? presorted : null;
      const isDefaultPrice = isDefaultScope(priceScope);
      const priceOf = (entry: TEntry) => (isDefaultPrice ? entry.priceUsd : priceUsdOf(entry, priceScope));
      // The departures a search asks for give the price too when it prices that scope (it always does today).
      const pricedByDeparting =
        departing !== null && departing.fromKey === priceScope.fromKey && departing.seats === priceScope.seats;
      const { words, priceMin, priceMax } = query;
      const hasPriceFilter = priceMin !== undefined || priceMax !== undefined;
      const filters: TFilterPositions = {
        categories: positionsOf(TOUR_FORM_CATEGORIES, query.categories),
        durations: positionsOf(DURATION_BUCKET_KEYS, query.durations),
        ratingStep: query.rating ? RATING_STEPS.indexOf(query.rating) : RATING_STEPS.length,
      };

      // Walking an order with candidates: a tour off the index's list cannot hold the words.
      let onList: Uint8Array | null = null;
      if (walk && candidates) {
        onList = new Uint8Array(nextPosition);
        for (const entry of candidates) onList[entry.position] = 1;
      }
      const counter = query.withFacets ? facetCounter() : null;
      const [pageStart, pageEnd] = [query.offset, query.offset + query.limit];
      // Walking an order keeps only the page's tours; otherwise every hit, to be sorted.
      const kept: TEntry[] = [];
      let total = 0;
      nextTour: for (const entry of walk ?? candidates ?? byId.values()) {
        if (onList && onList[entry.position] === 0) continue;
        if (departing && (entry.lastStart < departing.fromKey || entry.mostSeats < departing.seats)) continue;
        for (const word of words) if (!entry.row.searchText.includes(word)) continue nextTour;
        let priceUsd = -1;
        if (departing) {
          const wanted = packedWantedPrice(entry.packed, departing.fromKey, departing.seats);
          if (wanted === -1) continue;
          if (pricedByDeparting) priceUsd = wanted * entry.usdPerMinorUnit;
        }
        if (hasPriceFilter) {
          if (priceUsd === -1) priceUsd = priceOf(entry);
          if ((priceMin !== undefined && priceUsd < priceMin) || (priceMax !== undefined && priceUsd > priceMax))
            continue;
        }
        const inCategory = !filters.categories || filters.categories.has(entry.category);
        const inDuration = !filters.durations || filters.durations.has(entry.bucket);
        const inRating = entry.ratingStep <= filters.ratingStep;
        counter?.count(entry, inCategory, inDuration, inRating);
        if (!(inCategory && inDuration && inRating)) continue;
        if (!walk || (total >= pageStart && total < pageEnd)) kept.push(entry);
        total += 1;
      }

      let page: TSortable[];
      if (walk) {
        page = kept;
      } else if (presorted) {
        page = kept.sort(COMPARATORS[query.sort]).slice(pageStart, pageEnd);
      } else {
        const scope = departing ?? defaultScope;
        const firstWord = query.words[0];
        const keyed = kept.map(
          (entry): TSortable => ({
            row: entry.row,
            priceUsd: query.sort.startsWith('price') ? priceOf(entry) : 0,
            soonest: query.sort === 'soonest' ? soonestIn(entry, scope) : -1,
            wordAt: firstWord ? entry.row.searchText.indexOf(firstWord) : 0,
          }),
        );
        page = keyed.sort(COMPARATORS[query.sort]).slice(pageStart, pageEnd);
      }
      return { ids: page.map((entry) => entry.row.id), total, facets: counter ? counter.facets() : null };
    },

    /** The catalogue's nearest word to each misspelt one, in the same order; null where none is near enough. */
    nearestWords(words: readonly string[]): Array<string | null> {
      dictionary ??= new Set([...byId.values()].flatMap((entry) => correctionWordsOf(entry.row.searchText)));
      const known = dictionary;
      return words.map((word) => nearestWord(word, known));
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
