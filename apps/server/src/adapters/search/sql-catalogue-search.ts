import { sql, type SQL } from 'drizzle-orm';
import {
  DURATION_BUCKET_KEYS,
  DURATION_BUCKETS,
  minorUnitFactor,
  RATING_STEPS,
  TOUR_CURRENCIES,
  TOUR_FORM_CATEGORIES,
  type TTourSearchFacets,
  type TTourSort,
  usdRateFor,
} from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';
import type { TCatalogueMatches, TCatalogueQuery, TCatalogueSearch } from './catalogue-search';

/** `%word%` with LIKE's own characters taken literally (backslash is PostgreSQL's default LIKE escape). */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Every word must stand in the tour's search text: the trigram index tours_search_text_trgm_idx answers each. */
function wordsCondition(words: readonly string[]): SQL[] {
  return words.map((word) => sql`t.search_text like ${containsPattern(word)}`);
}

/** US dollars per minor unit of each currency, as one CASE, at the configured rate. */
function usdPerMinorUnit(thbPerUsd: number): SQL {
  const arms = TOUR_CURRENCIES.map(
    (currency) => sql`when ${currency} then ${usdRateFor(currency, thbPerUsd) / minorUnitFactor(currency)}::float8`,
  );
  return sql`case t.currency ${sql.join(arms, sql` `)} end`;
}

/** Whether the search asks what the kept summary answers: from today, for one traveller (migration 0019). */
function isDefaultScope(scope: { from: string; seats: number }, today: string) {
  return scope.from === today && scope.seats === 1;
}

/** The tour's kept summary when it was worked out for today (joined as `kept`); otherwise the departures are read. */
function keptOr(column: 'from_price' | 'next_departure', useKept: boolean, fromDepartures: SQL): SQL {
  return useKept
    ? sql`case when kept.tour_id is not null then kept.${sql.raw(column)} else ${fromDepartures} end`
    : fromDepartures;
}

/**
 * The per-person price a tour's card shows (tourCardPrice, decision 14), in US dollars: kept for one traveller from
 * today, else the lowest after discount over the upcoming departures with the seats asked for, else over all upcoming
 * ones, else the tour's own. Integer arithmetic, half up as perPersonPrice rounds.
 */
function priceInUsd(query: TCatalogueQuery, thbPerUsd: number): SQL {
  const discounted = sql`(d.price::int8 * (100 - coalesce(d.discount_percent, t.discount_percentage, 0)) + 50) / 100`;
  const fromDepartures = sql`(
    select coalesce(
      min(${discounted}) filter (where d.start_date >= ${query.priceScope.from}::date
        and d.available_spots >= ${query.priceScope.seats}),
      min(${discounted}),
      (t.price::int8 * (100 - coalesce(t.discount_percentage, 0)) + 50) / 100
    )
    from tour_dates d where d.tour_id = t.id and d.start_date >= ${query.today}::date)`;
  const useKept = isDefaultScope(query.priceScope, query.today);
  return sql`${keptOr('from_price', useKept, fromDepartures)} * ${usdPerMinorUnit(thbPerUsd)}`;
}

function soonestDeparture(query: TCatalogueQuery): SQL {
  const scope = query.departing ?? { from: query.today, seats: 1 };
  const fromDepartures = sql`(select min(d.start_date) from tour_dates d
    where d.tour_id = t.id and d.start_date >= ${scope.from}::date and d.available_spots >= ${scope.seats})`;
  return keptOr('next_departure', isDefaultScope(scope, query.today), fromDepartures);
}

const bucketOf = sql.raw(
  `case ${DURATION_BUCKETS.map((bucket) =>
    bucket.max === null ? `else '${bucket.key}'` : `when t.duration_days <= ${bucket.max} then '${bucket.key}'`,
  ).join(' ')} end`,
);

function orderOf(sort: TTourSort, hasWords: boolean): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`m.price_usd asc, m.id`;
    case 'price_desc':
      return sql`m.price_usd desc, m.id`;
    case 'rating':
      return sql`m.rating desc, m.reviews_count desc, m.created_at desc, m.id`;
    case 'newest':
      return sql`m.created_at desc, m.id`;
    case 'soonest':
      return sql`m.soonest asc nulls last, m.created_at desc, m.id`;
    case 'recommended':
      // Recommended tours first, then where the first word stands (the title leads the search text), then rating.
      return sql`m.is_recommended desc, ${hasWords ? sql`m.word_at, ` : sql``}m.rating desc, m.reviews_count desc,
        m.created_at desc, m.id`;
  }
}

const anyOf = (column: SQL, values: readonly string[]) =>
  values.length === 0
    ? sql`true`
    : sql`${column} in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;

/**
 * One statement per search (decision 32): the matching tours are read once, then the page of ids, the total and,
 * for the search page, the counts per category, trip length and rating, each leaving its own filter out.
 */
function searchStatement(query: TCatalogueQuery, thbPerUsd: number): SQL {
  const hasWords = query.words.length > 0;
  const needsPrice = query.priceMin !== undefined || query.priceMax !== undefined || query.sort.startsWith('price');
  const where: SQL[] = [sql`t.status = 'published'`, ...wordsCondition(query.words)];
  if (query.departing) {
    where.push(sql`exists (select 1 from tour_dates d where d.tour_id = t.id
      and d.start_date >= ${query.departing.from}::date and d.available_spots >= ${query.departing.seats})`);
  }
  if (query.priceMin !== undefined) where.push(sql`price.usd >= ${query.priceMin}`);
  if (query.priceMax !== undefined) where.push(sql`price.usd <= ${query.priceMax}`);

  const inCategory = anyOf(sql`m.category`, query.categories);
  const inDuration = anyOf(sql`m.bucket`, query.durations);
  const inRating = query.rating ? sql`m.rating >= ${Number(query.rating)}` : sql`true`;
  const ratingCounts = RATING_STEPS.map(
    (step) => sql`${step}::text, count(*) filter (where m.rating >= ${Number(step)})::int`,
  );

  const facets = query.withFacets
    ? sql`,
      (select coalesce(json_object_agg(c.category, c.n), '{}') from (
        select m.category, count(*)::int as n from m where ${inDuration} and ${inRating} group by m.category) c
      ) as categories,
      (select coalesce(json_object_agg(b.bucket, b.n), '{}') from (
        select m.bucket, count(*)::int as n from m where ${inCategory} and ${inRating} group by m.bucket) b
      ) as durations,
      (select json_build_object(${sql.join(ratingCounts, sql`, `)}) from m where ${inCategory} and ${inDuration}
      ) as ratings`
    : sql``;

  return sql`
    with m as materialized (
      select t.id, t.category, t.rating::float8 as rating, t.reviews_count, t.is_recommended, t.created_at,
        ${bucketOf} as bucket,
        ${needsPrice ? sql`price.usd` : sql`null::float8`} as price_usd,
        ${query.sort === 'soonest' ? soonestDeparture(query) : sql`null::date`} as soonest,
        ${hasWords ? sql`strpos(t.search_text, ${query.words[0]})` : sql`0`} as word_at
      from tours t
      ${
        needsPrice || query.sort === 'soonest'
          ? sql`left join tour_search_summaries kept on kept.tour_id = t.id and kept.as_of = ${query.today}::date`
          : sql``
      }
      ${
        // offset 0 keeps the price a subquery of its own, worked out once per tour for the filter, the sort and the page.
        needsPrice ? sql`cross join lateral (select ${priceInUsd(query, thbPerUsd)} as usd offset 0) price` : sql``
      }
      where ${sql.join(where, sql` and `)}
    ),
    hits as (select m.* from m where ${inCategory} and ${inDuration} and ${inRating})
    select
      (select count(*)::int from hits) as total,
      -- ARRAY(subquery) keeps the subquery's order; a top-N sort, with no window over every hit.
      array_to_json(array(
        select m.id from hits m order by ${orderOf(query.sort, hasWords)} limit ${query.limit} offset ${query.offset}
      )) as ids
      ${facets}`;
}

type TSearchRow = {
  total: number;
  ids: string[];
  categories?: Record<string, number>;
  durations?: Record<string, number>;
  ratings?: Record<string, number>;
};

/** Every value of a facet, zero where no tour has it, so the page can list them all. */
function facetsOf(row: TSearchRow): TTourSearchFacets {
  const fill = <T extends string>(keys: readonly T[], counts: Record<string, number> | undefined) =>
    Object.fromEntries(keys.map((key) => [key, counts?.[key] ?? 0])) as Record<T, number>;
  return {
    categories: fill(TOUR_FORM_CATEGORIES, row.categories),
    durations: fill(DURATION_BUCKET_KEYS, row.durations),
    ratings: fill(RATING_STEPS, row.ratings),
  };
}

/** The default search: SQL on the catalogue's own tables, on PostgreSQL or PGlite alike. */
export function createSqlCatalogueSearch(deps: { db: TExecutor; thbPerUsd: number }): TCatalogueSearch {
  return {
    async search(query): Promise<TCatalogueMatches> {
      const [row] = await queryRows<TSearchRow>(deps.db, searchStatement(query, deps.thbPerUsd));
      if (!row) throw new Error('the search statement returned no row');
      return { ids: row.ids, total: row.total, facets: query.withFacets ? facetsOf(row) : null };
    },

    async nearestWords(words) {
      if (words.length === 0) return [];
      const rows = await queryRows<{ nearest: string | null }>(
        deps.db,
        sql`select (select w.word from search_words w where w.word % typed.word
            order by similarity(w.word, typed.word) desc, w.word limit 1) as nearest
          from unnest(${sql`array[${sql.join(
            words.map((word) => sql`${word}`),
            sql`, `,
          )}]::text[]`}) with ordinality as typed(word, position)
          order by typed.position`,
      );
      return rows.map((row) => row.nearest);
    },
  };
}
