import {
  dayKeyOf,
  DURATION_BUCKET_KEYS,
  DURATION_BUCKETS,
  firstPackedStart,
  minorUnitFactor,
  packDepartures,
  packedCardPrice,
  packedReach,
  packedWantedPrice,
  RATING_STEPS,
  TOUR_FORM_CATEGORIES,
  type TTourSearchFacets,
  usdRateFor,
} from '@tour/shared';
import type { TCatalogueMatches, TCatalogueQuery } from '../../adapters/search/catalogue-search';
import {
  bestOf,
  createDictionary,
  createKeptWords,
  grown,
  insertionPoint,
  intersectAscending,
  trigramsOf,
} from './catalogue-search-index';
import type { TCatalogueTourRow, TTourCardRow, TTourDetailRow } from './tours.repository';

/** Departures from a day (dayKeyOf) with that many seats left: what a search asks of a tour's departures. */
type TScope = { fromKey: number; seats: number };

/**
 * What the sorts compare: the tour, its price and first departure (dayKeyOf, -1 for none) in the search's scope,
 * where its first word stands.
 */
type TSortable = { row: TCatalogueTourRow; priceUsd: number; soonest: number; wordAt: number };

/** A tour as the snapshot keeps it, with its keys for one traveller from the snapshot's day. */
type TEntry = TSortable & {
  /** Its slot in the snapshot's columns; a replaced tour's slot stays empty until the columns are compacted. */
  position: number;
};

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

/** A mask over the positions in `all` of the values a search keeps; null when it keeps every value. */
function maskOf<T>(all: readonly T[], kept: readonly T[]): Uint8Array | null {
  if (kept.length === 0) return null;
  const mask = new Uint8Array(all.length + 1);
  for (const value of kept) mask[all.indexOf(value)] = 1;
  return mask;
}

function scopeOf(scope: { from: string; seats: number }): TScope {
  return { fromKey: dayKeyOf(scope.from), seats: scope.seats };
}

/**
 * What a search scans, one slot per tour position, in typed arrays: a search over every tour reads these in order
 * instead of chasing each tour's objects.
 * - departuresFrom, departuresTo: the tour's cells in the shared `departures` array (packed by packDepartures).
 * - category, bucket: positions in TOUR_FORM_CATEGORIES (its length for another category) and DURATION_BUCKETS.
 * - ratingStep: the first of RATING_STEPS (highest first) the rating reaches; RATING_STEPS.length when none.
 * - live: 1 while the position holds a published tour, 0 once it was replaced.
 */
const TOUR_COLUMNS = {
  priceUsd: Float64Array,
  usdPerMinorUnit: Float64Array,
  fallbackPrice: Float64Array,
  departuresFrom: Int32Array,
  departuresTo: Int32Array,
  lastStart: Int32Array,
  mostSeats: Int32Array,
  category: Int8Array,
  bucket: Int8Array,
  ratingStep: Int8Array,
  live: Uint8Array,
} as const;

type TTourColumns = { [K in keyof typeof TOUR_COLUMNS]: InstanceType<(typeof TOUR_COLUMNS)[K]> };

/** Columns with room for `capacity` tours, holding a copy of `from`'s slots when given. */
function tourColumns(capacity: number, from?: TTourColumns): TTourColumns {
  const entries = Object.entries(TOUR_COLUMNS).map(([key, Column]) => {
    const column = new Column(capacity);
    if (from) column.set(from[key as keyof TTourColumns]);
    return [key, column];
  });
  return Object.fromEntries(entries) as TTourColumns;
}

function createColumns(capacity: number) {
  return { ...tourColumns(capacity), departures: new Float64Array(capacity * 8), departuresUsed: 0 };
}

type TColumns = ReturnType<typeof createColumns>;

/**
 * The published catalogue as one instance holds it in memory (decision 34): every tour's card and page with its
 * departures from `day`, and the orders the searches read, kept sorted as tours change. Search, cards and pages are
 * answered from here without a query; the read model keeps it current.
 */
export function createCatalogueSnapshot(rows: readonly TCatalogueTourRow[], day: string, thbPerUsd: number) {
  const byId = new Map<string, TEntry>();
  const bySlug = new Map<string, TEntry>();
  /** The tour in each position; empty once replaced. */
  let entries: Array<TEntry | undefined> = [];
  let columns: TColumns = createColumns(Math.max(16, rows.length));
  /** Each order as positions, kept sorted as tours change. */
  const orders = new Map<TOrder, number[]>();
  /** Each order's rank of every position, worked out again after a change: a search compares tours by it. */
  const ranks = new Map<TOrder, Int32Array>();
  /**
   * Which tours' search text holds each trigram, as ascending positions. A word of three or more units stands only
   * in tours that hold all its trigrams, so finding a word reads the shortest of those lists instead of every tour.
   */
  let postings = new Map<string, number[]>();
  const keptWords = createKeptWords();
  let emptied = 0;
  const dictionary = createDictionary(function* () {
    for (const entry of byId.values()) yield entry.row.searchText;
  });
  const defaultScope: TScope = { fromKey: dayKeyOf(day), seats: 1 };
  const isDefaultScope = (scope: TScope) => scope.fromKey === defaultScope.fromKey && scope.seats === 1;

  /** tourCardPrice in US dollars, at the configured rate (decision 32: what the price filter and sorts compare). */
  function priceUsdAt(at: number, scope: TScope): number {
    const c = columns;
    const price = packedCardPrice(
      c.departures,
      c.departuresFrom[at] as number,
      c.departuresTo[at] as number,
      c.fallbackPrice[at] as number,
      scope.fromKey,
      scope.seats,
    );
    return price * (c.usdPerMinorUnit[at] as number);
  }

  /** The first departure in scope (dayKeyOf), -1 when none is. */
  function soonestAt(at: number, scope: TScope): number {
    const c = columns;
    return firstPackedStart(
      c.departures,
      c.departuresFrom[at] as number,
      c.departuresTo[at] as number,
      scope.fromKey,
      scope.seats,
    );
  }

  function place(row: TCatalogueTourRow, at: number) {
    if (at >= columns.live.length) {
      columns = { ...columns, ...tourColumns(columns.live.length * 2, columns) };
    }
    const packed = packDepartures({
      departures: row.departures,
      tourPrice: row.price,
      tourDiscount: row.discountPercentage,
    });
    const c = columns;
    if (c.departuresUsed + packed.cells.length > c.departures.length) {
      c.departures = grown(c.departures, Math.max(c.departures.length * 2, c.departuresUsed + packed.cells.length));
    }
    c.departures.set(packed.cells, c.departuresUsed);
    c.departuresFrom[at] = c.departuresUsed;
    c.departuresUsed += packed.cells.length;
    c.departuresTo[at] = c.departuresUsed;
    c.fallbackPrice[at] = packed.fallbackPrice;
    c.usdPerMinorUnit[at] = usdRateFor(row.currency, thbPerUsd) / minorUnitFactor(row.currency);
    const reach = packedReach(packed.cells);
    c.lastStart[at] = reach.lastStart;
    c.mostSeats[at] = reach.mostSeats;
    const category = (TOUR_FORM_CATEGORIES as readonly string[]).indexOf(row.category);
    c.category[at] = category === -1 ? TOUR_FORM_CATEGORIES.length : category;
    c.bucket[at] = bucketOf(row.durationDays);
    c.ratingStep[at] = ratingStepOf(row.rating);
    c.live[at] = 1;
    c.priceUsd[at] = priceUsdAt(at, defaultScope);
  }

  function index(text: string, at: number) {
    for (const gram of trigramsOf(text)) {
      const list = postings.get(gram);
      if (list) list.push(at);
      else postings.set(gram, [at]);
    }
  }

  function add(row: TCatalogueTourRow): TEntry {
    const at = entries.length;
    place(row, at);
    const entry: TEntry = {
      position: at,
      row,
      priceUsd: columns.priceUsd[at] as number,
      soonest: soonestAt(at, defaultScope),
      wordAt: 0,
    };
    entries.push(entry);
    byId.set(row.id, entry);
    bySlug.set(row.slug, entry);
    index(row.searchText, at);
    return entry;
  }

  for (const row of rows) add(row);

  /** Every live tour again in positions 0…n−1, in the same order: replaced tours' slots and departures dropped. */
  function compact() {
    const live = entries.filter((entry): entry is TEntry => entry !== undefined);
    const moved = new Int32Array(entries.length).fill(-1);
    entries = [];
    columns = createColumns(Math.max(16, live.length));
    postings = new Map();
    keptWords.clear();
    emptied = 0;
    for (const entry of live) {
      moved[entry.position] = entries.length;
      entry.position = entries.length;
      place(entry.row, entry.position);
      entries.push(entry);
      index(entry.row.searchText, entry.position);
    }
    ranks.clear();
    const movedTo = (at: number) => moved[at] as number;
    for (const [name, sorted] of orders) orders.set(name, sorted.map(movedTo));
  }

  /** The positions that may hold `word`: its rarest trigram's list, or every position for a word shorter than that. */
  function mayHold(word: string): readonly number[] | null {
    let shortest: number[] | null = null;
    for (const gram of trigramsOf(word)) {
      const list = postings.get(gram) ?? [];
      if (!shortest || list.length < shortest.length) shortest = list;
    }
    return shortest;
  }

  /** Of `positions`, ascending, those of live tours whose search text holds `word`. */
  function holding(word: string, positions: Iterable<number>): number[] {
    const matches: number[] = [];
    for (const at of positions) if (entries[at]?.row.searchText.includes(word)) matches.push(at);
    return matches;
  }

  /** The live tours whose search text holds `word`, ascending, kept for the next search of it. */
  function matchesOf(word: string): number[] {
    const kept = keptWords.get([word]);
    if (kept) return kept;
    const matches = holding(word, mayHold(word) ?? entries.keys());
    keptWords.keep([word], matches);
    return matches;
  }

  /**
   * The tours that hold every word, ascending (a replaced tour's empty slot may stay among them): the rarest word's
   * tours, narrowed by each other word's own tours, or by reading the texts left when those would cost far more;
   * kept for the next search of the same words.
   */
  function candidatesFor(words: readonly string[]): number[] {
    const distinct = [...new Set(words)].sort();
    if (distinct.length === 1) return matchesOf(distinct[0] as string);
    const kept = keptWords.get(distinct);
    if (kept) return kept;
    const reads = (word: string) => (keptWords.get([word]) ?? mayHold(word) ?? entries).length;
    const [rarest, ...others] = [...distinct].sort((a, b) => reads(a) - reads(b));
    let candidates = matchesOf(rarest as string);
    for (const word of others) {
      // Finding (and keeping) a word's own tours pays when it reads not many more texts than narrowing would.
      const worthKeeping = reads(word) <= candidates.length * 4;
      candidates = worthKeeping ? intersectAscending(candidates, matchesOf(word)) : holding(word, candidates);
    }
    keptWords.keep(distinct, candidates);
    return candidates;
  }

  function order(name: TOrder): number[] {
    let sorted = orders.get(name);
    if (!sorted) {
      sorted = [...byId.values()].sort(COMPARATORS[name]).map((entry) => entry.position);
      orders.set(name, sorted);
    }
    return sorted;
  }

  function rankOf(name: TOrder): Int32Array {
    let rank = ranks.get(name);
    if (!rank) {
      rank = new Int32Array(entries.length);
      order(name).forEach((at, place) => {
        (rank as Int32Array)[at] = place;
      });
      ranks.set(name, rank);
    }
    return rank;
  }

  /** The kept order a search's sort is, when it does not depend on the search itself. */
  function presortedFor(
    query: TCatalogueQuery,
    hasWords: boolean,
    priceScope: TScope,
    departing: TScope | null,
  ): TOrder | null {
    switch (query.sort) {
      case 'recommended':
        return hasWords ? null : 'recommended';
      case 'price_asc':
      case 'price_desc':
        return isDefaultScope(priceScope) ? query.sort : null;
      case 'soonest':
        return isDefaultScope(departing ?? defaultScope) ? 'soonest' : null;
      default:
        return query.sort;
    }
  }

  /** The counts per filter value, filled as a search goes: a value's own filter is left out of its count. */
  function facetsOf(categories: Int32Array, durations: Int32Array, firstSteps: Int32Array): TTourSearchFacets {
    // A tour that reaches a step reaches every lower one: each step counts the tours whose first step is it or higher.
    let reached = 0;
    const ratings = RATING_STEPS.map((_, step) => {
      reached += firstSteps[step] ?? 0;
      return reached;
    });
    const countsOf = <TKey extends string>(keys: readonly TKey[], counts: ArrayLike<number>) =>
      Object.fromEntries(keys.map((key, position) => [key, counts[position] ?? 0])) as Record<TKey, number>;
    return {
      categories: countsOf(TOUR_FORM_CATEGORIES, categories),
      durations: countsOf(DURATION_BUCKET_KEYS, durations),
      ratings: countsOf(RATING_STEPS, ratings),
    };
  }

  return {
    day,
    get size() {
      return byId.size;
    },

    /** Replaces the tours of `ids` with `rows` (those still published); the others of `ids` leave the catalogue. */
    replace(ids: readonly string[], rows: readonly TCatalogueTourRow[]) {
      ranks.clear();
      for (const id of ids) {
        const entry = byId.get(id);
        if (!entry) continue;
        dictionary.remove(entry.row.searchText);
        byId.delete(id);
        if (bySlug.get(entry.row.slug) === entry) bySlug.delete(entry.row.slug);
        entries[entry.position] = undefined;
        columns.live[entry.position] = 0;
        emptied += 1;
      }
      const added = rows.map(add);
      for (const entry of added) dictionary.add(entry.row.searchText);
      keptWords.added(added.map((entry) => ({ position: entry.position, searchText: entry.row.searchText })));
      for (const [name, sorted] of orders) {
        const compare = (x: number, y: number) => COMPARATORS[name](entries[x] as TEntry, entries[y] as TEntry);
        const kept = sorted.filter((at) => entries[at] !== undefined);
        for (const entry of added) kept.splice(insertionPoint(kept, entry.position, compare), 0, entry.position);
        orders.set(name, kept);
      }
      if (emptied > byId.size) compact();
    },

    search(query: TCatalogueQuery): TCatalogueMatches {
      const c = columns;
      const { words, priceMin, priceMax } = query;
      const candidates = words.length > 0 ? candidatesFor(words) : null;
      const priceScope = scopeOf(query.priceScope);
      const departing = query.departing ? scopeOf(query.departing) : null;
      const presorted = presortedFor(query, candidates !== null, priceScope, departing);
      const isDefaultPrice = isDefaultScope(priceScope);
      const priceAt = (at: number) => (isDefaultPrice ? (c.priceUsd[at] as number) : priceUsdAt(at, priceScope));
      // The departures a search asks for give the price too when it prices that scope (it always does today).
      const pricedByDeparting =
        departing !== null && departing.fromKey === priceScope.fromKey && departing.seats === priceScope.seats;
      const hasPriceFilter = priceMin !== undefined || priceMax !== undefined;
      const categoryMask = maskOf(TOUR_FORM_CATEGORIES, query.categories);
      const durationMask = maskOf(DURATION_BUCKET_KEYS, query.durations);
      const lastRatingStep = query.rating ? RATING_STEPS.indexOf(query.rating) : RATING_STEPS.length;
      const counting = query.withFacets;
      const categoryCounts = new Int32Array(TOUR_FORM_CATEGORIES.length + 1);
      const durationCounts = new Int32Array(DURATION_BUCKET_KEYS.length);
      const firstStepCounts = new Int32Array(RATING_STEPS.length + 1);
      const pageEnd = query.offset + query.limit;

      // The page is picked while scanning: by a kept order's rank, or else by the sort's keys for this search.
      const rank = presorted ? rankOf(presorted) : null;
      const ranked = rank ?? new Int32Array(0);
      const byRank = bestOf<number>(pageEnd, (a, b) => (ranked[a] as number) - (ranked[b] as number));
      const scope = departing ?? defaultScope;
      const [firstWord] = words;
      const byKeys = bestOf<TSortable & { at: number }>(pageEnd, COMPARATORS[query.sort]);
      const keysOf = (at: number, priceUsd: number) => ({
        at,
        row: (entries[at] as TEntry).row,
        priceUsd: query.sort.startsWith('price') ? (priceUsd === -1 ? priceAt(at) : priceUsd) : 0,
        soonest: query.sort === 'soonest' ? soonestAt(at, scope) : -1,
        wordAt: firstWord ? (entries[at] as TEntry).row.searchText.indexOf(firstWord) : 0,
      });

      // The tours holding the words, or every tour, in position order: the columns are read front to back.
      const { live, lastStart, mostSeats, departures, departuresFrom, departuresTo, usdPerMinorUnit } = c;
      const [fromKey, seats] = departing ? [departing.fromKey, departing.seats] : [0, 0];
      let total = 0;
      const count = candidates ? candidates.length : entries.length;
      for (let i = 0; i < count; i += 1) {
        const at = candidates ? (candidates[i] as number) : i;
        if (live[at] === 0) continue;
        let priceUsd = -1;
        if (departing) {
          if ((lastStart[at] as number) < fromKey || (mostSeats[at] as number) < seats) continue;
          const wanted = packedWantedPrice(
            departures,
            departuresFrom[at] as number,
            departuresTo[at] as number,
            fromKey,
            seats,
          );
          if (wanted === -1) continue;
          if (pricedByDeparting) priceUsd = wanted * (usdPerMinorUnit[at] as number);
        }
        if (hasPriceFilter) {
          if (priceUsd === -1) priceUsd = priceAt(at);
          if ((priceMin !== undefined && priceUsd < priceMin) || (priceMax !== undefined && priceUsd > priceMax)) {
            continue;
          }
        }
        const category = c.category[at] as number;
        const bucket = c.bucket[at] as number;
        const ratingStep = c.ratingStep[at] as number;
        const inCategory = !categoryMask || categoryMask[category] === 1;
        const inDuration = !durationMask || durationMask[bucket] === 1;
        const inRating = ratingStep <= lastRatingStep;
        if (counting) {
          if (inDuration && inRating) categoryCounts[category] = (categoryCounts[category] as number) + 1;
          if (inCategory && inRating) durationCounts[bucket] = (durationCounts[bucket] as number) + 1;
          if (inCategory && inDuration) firstStepCounts[ratingStep] = (firstStepCounts[ratingStep] as number) + 1;
        }
        if (!(inCategory && inDuration && inRating)) continue;
        total += 1;
        if (rank) byRank.offer(at);
        else byKeys.offer(keysOf(at, priceUsd));
      }

      const page = (rank ? byRank.best() : byKeys.best().map((keys) => keys.at)).slice(query.offset);
      return {
        ids: page.map((at) => (entries[at] as TEntry).row.id),
        total,
        facets: counting ? facetsOf(categoryCounts, durationCounts, firstStepCounts) : null,
      };
    },

    /** The catalogue's nearest word to each misspelt one, in the same order; null where none is near enough. */
    nearestWords(words: readonly string[]): Array<string | null> {
      return words.map((word) => dictionary.nearest(word));
    },

    /** The home grid's page: the whole catalogue, newest first. */
    newest(limit: number, offset: number): string[] {
      return order('home')
        .slice(offset, offset + limit)
        .map((at) => (entries[at] as TEntry).row.id);
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
        translation: row.translation,
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
    contentLanguage: row.contentLanguage,
    title: row.title,
    titleTranslation: row.titleTranslation,
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
