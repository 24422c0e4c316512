import { type SQL, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from './client';

/**
 * The dashboards' summary rows recomputed from scratch (issue 24, DESIGN decision 36) and compared with what the
 * triggers of migration 0016 stored: the same counting (a booking counts while paid and not cancelled, and earns its
 * total less what was promised back, never below 0; a review counts while published), written here once more in
 * SQL over bookings, tour_dates and reviews. The tests hold this, the triggers and bookingCounts /
 * bookingNetRevenue in @tour/shared together; the nightly job repairs what differs and reports it.
 */

/** Bangkok calendar days, both ends included ('2026-03-01'). */
export type TSummaryDayRange = { from: string; to: string };

export type TDashboardSummaryScope = {
  /** The days recomputed per basis, or every day; a basis left out is not checked. */
  days: { booking?: TSummaryDayRange | 'all'; travel?: TSummaryDayRange | 'all' };
  /**
   * Whose totals and ratings are recomputed: every tour's, only those of the tours that have a day row (stored or
   * expected) in the days checked, or none.
   */
  tours: 'all' | 'in-days' | 'none';
};

/** Every row of the four tables. */
export const WHOLE_DASHBOARD_SUMMARY: TDashboardSummaryScope = {
  days: { booking: 'all', travel: 'all' },
  tours: 'all',
};

export type TSummaryFigures = { bookings: number; guests: number; revenue: number };

/** A row that differs: its key, what is stored and what the recomputation expects (null: no row). */
export type TSummaryDriftRow<TKey, TFigures> = { key: TKey; stored: TFigures | null; expected: TFigures | null };

export type TDashboardSummaryDrift = {
  days: TSummaryDriftRow<
    { tourId: string; basis: 'booking' | 'travel'; day: string; currency: string },
    TSummaryFigures
  >[];
  totals: TSummaryDriftRow<{ tourId: string; currency: string }, TSummaryFigures>[];
  ratings: TSummaryDriftRow<{ tourId: string; stars: number }, { reviews: number }>[];
  /** The platform's day rows that are not the sum of their tours' day rows (stored), on the days checked. */
  platformDays: TSummaryDriftRow<
    { basis: 'booking' | 'travel'; day: string; currency: string; shard: number },
    TSummaryFigures
  >[];
  /** Rows compared per table (those stored and those expected, once each). */
  checked: { days: number; totals: number; ratings: number; platformDays: number };
};

/** How many rows differ, all tables together. */
export function summaryDriftCount(
  drift: Pick<TDashboardSummaryDrift, 'days' | 'totals' | 'ratings' | 'platformDays'>,
): number {
  return drift.days.length + drift.totals.length + drift.ratings.length + drift.platformDays.length;
}

// ---------------------------------------------------------------------------
// The counting rule, in SQL (as in migration 0016)
// ---------------------------------------------------------------------------

const COUNTED = sql.raw(`b.payment_status = 'completed' and b.booking_status <> 'cancelled'`);
const FIGURES = sql.raw(
  `count(*)::int as bookings, sum(b.number_of_guests)::int as guests,
   sum(b.total_amount - least(coalesce(b.refund_amount, 0), b.total_amount))::bigint as revenue`,
);
const BANGKOK_DAY = sql.raw(`(b.booking_date at time zone 'Asia/Bangkok')::date`);

/** The instant a Bangkok day starts, in SQL: the same conversion as the trigger's, read backwards. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Bangkok')`;

function expectedDays(basis: 'booking' | 'travel', range: TSummaryDayRange | 'all'): SQL {
  if (basis === 'booking') {
    const within =
      range === 'all'
        ? sql``
        : sql`and b.booking_date >= ${dayStart(range.from)} and b.booking_date < ${dayStart(range.to)} + interval '1 day'`;
    return sql`
      select b.tour_id, 'booking'::text as basis, ${BANGKOK_DAY} as day, b.currency, ${FIGURES}
      from bookings b where ${COUNTED} ${within}
      group by b.tour_id, ${BANGKOK_DAY}, b.currency`;
  }
  const within = range === 'all' ? sql`` : sql`and d.start_date between ${range.from}::date and ${range.to}::date`;
  return sql`
    select b.tour_id, 'travel'::text as basis, d.start_date as day, b.currency, ${FIGURES}
    from tour_dates d join bookings b on b.tour_date_id = d.id
    where ${COUNTED} ${within}
    group by b.tour_id, d.start_date, b.currency`;
}

function storedDays(basis: 'booking' | 'travel', range: TSummaryDayRange | 'all'): SQL {
  const within = range === 'all' ? sql`` : sql`and s.day between ${range.from}::date and ${range.to}::date`;
  return sql`
    select s.tour_id, s.basis, s.day, s.currency, s.bookings, s.guests, s.revenue
    from dashboard_tour_days s where s.basis = ${basis} ${within}`;
}

/** A list of tour ids as one array parameter (uuids need no quoting). */
const tourIdArray = (tourIds: readonly string[]) => sql`${`{${tourIds.join(',')}}`}::uuid[]`;

type TCompared<TKey, TFigures> = { checked: number; drift: TSummaryDriftRow<TKey, TFigures>[] };

const SUMMARY_FIGURES = ['bookings', 'guests', 'revenue'] as const;

/**
 * Reads `expected` and `stored` rows (the same columns) in one statement (one snapshot: a transaction that commits
 * meanwhile is in both or in neither), joins them on the key columns and returns how many rows were compared and
 * those whose figures differ, in key order. `keys` maps each key's name in the result to its column. Column names
 * are this module's constants, never input.
 */
async function compare<TKey, TFigures>(
  db: TDbOrTx,
  rows: { expected: SQL; stored: SQL },
  keys: Record<string, string>,
  figures: readonly string[],
): Promise<TCompared<TKey, TFigures>> {
  const keyColumns = Object.values(keys);
  const list = (columns: readonly string[], each: (column: string) => string) => sql.raw(columns.map(each).join(', '));
  const figuresJson = (side: 's' | 'e') =>
    sql.raw(
      `case when ${side}_${figures[0]} is null then null
        else json_build_object(${figures.map((figure) => `'${figure}', ${side}_${figure}`).join(', ')}) end`,
    );
  const result = await db.execute<{ checked: number | string; drift: TSummaryDriftRow<TKey, TFigures>[] | null }>(sql`
    with expected as (${rows.expected}), stored as (${rows.stored}),
    compared as (
      select ${list(keyColumns, (column) => `coalesce(e.${column}, s.${column}) as ${column}`)},
        ${list(figures, (figure) => `s.${figure} as s_${figure}, e.${figure} as e_${figure}`)}
      from expected e full join stored s
        on ${sql.raw(keyColumns.map((column) => `s.${column} = e.${column}`).join(' and '))}
    )
    select (select count(*) from compared) as checked,
      (select json_agg(json_build_object(
          'key', json_build_object(${list(Object.keys(keys), (name) => `'${name}', ${keys[name]}`)}),
          'stored', ${figuresJson('s')},
          'expected', ${figuresJson('e')})
        order by ${list(keyColumns, (column) => column)})
       from compared
       where (${list(figures, (figure) => `s_${figure}`)}) is distinct from (${list(figures, (figure) => `e_${figure}`)}))
      as drift`);
  const row = result.rows[0];
  return { checked: Number(row?.checked ?? 0), drift: row?.drift ?? [] };
}

/** Per basis, the range of days the scope checks. */
function basesOf(scope: TDashboardSummaryScope) {
  return (['booking', 'travel'] as const).flatMap((basis) => {
    const range = scope.days[basis];
    return range ? [{ basis, range }] : [];
  });
}

const unionAll = (parts: SQL[]) => sql.join(parts, sql` union all `);

async function compareDays(db: TDbOrTx, scope: TDashboardSummaryScope) {
  const bases = basesOf(scope);
  if (bases.length === 0) return { checked: 0, drift: [] };
  return compare<TDashboardSummaryDrift['days'][number]['key'], TSummaryFigures>(
    db,
    {
      expected: unionAll(bases.map(({ basis, range }) => expectedDays(basis, range))),
      stored: unionAll(bases.map(({ basis, range }) => storedDays(basis, range))),
    },
    { tourId: 'tour_id', basis: 'basis', day: 'day', currency: 'currency' },
    SUMMARY_FIGURES,
  );
}

const ofTours = (tours: 'all' | readonly string[], column: SQL) =>
  tours === 'all' ? sql`` : sql`and ${column} = any(${tourIdArray(tours)})`;

async function compareTotals(db: TDbOrTx, tours: 'all' | readonly string[]) {
  return compare<TDashboardSummaryDrift['totals'][number]['key'], TSummaryFigures>(
    db,
    {
      expected: sql`select b.tour_id, b.currency, ${FIGURES} from bookings b
        where ${COUNTED} ${ofTours(tours, sql.raw('b.tour_id'))} group by b.tour_id, b.currency`,
      stored: sql`select * from dashboard_tour_totals s where true ${ofTours(tours, sql.raw('s.tour_id'))}`,
    },
    { tourId: 'tour_id', currency: 'currency' },
    SUMMARY_FIGURES,
  );
}

async function compareRatings(db: TDbOrTx, tours: 'all' | readonly string[]) {
  return compare<TDashboardSummaryDrift['ratings'][number]['key'], { reviews: number }>(
    db,
    {
      expected: sql`select r.tour_id, r.overall_rating as stars, count(*)::int as reviews from reviews r
        where r.status = 'published' ${ofTours(tours, sql.raw('r.tour_id'))} group by r.tour_id, r.overall_rating`,
      stored: sql`select * from dashboard_tour_ratings s where true ${ofTours(tours, sql.raw('s.tour_id'))}`,
    },
    { tourId: 'tour_id', stars: 'stars' },
    ['reviews'],
  );
}

/**
 * The platform's day rows against the sum of the stored tours' day rows (migration 0017's trigger keeps one the sum
 * of the other).
 */
async function comparePlatformDays(db: TDbOrTx, scope: TDashboardSummaryScope) {
  const bases = basesOf(scope);
  if (bases.length === 0) return { checked: 0, drift: [] };
  const within = (range: TSummaryDayRange | 'all') =>
    range === 'all' ? sql`` : sql`and day between ${range.from}::date and ${range.to}::date`;
  return compare<TDashboardSummaryDrift['platformDays'][number]['key'], TSummaryFigures>(
    db,
    {
      expected: unionAll(
        bases.map(
          ({ basis, range }) => sql`
          select basis, day, currency, dashboard_platform_shard(tour_id) as shard, sum(bookings)::int as bookings,
            sum(guests)::int as guests, sum(revenue)::bigint as revenue
          from dashboard_tour_days where basis = ${basis} ${within(range)}
          group by basis, day, currency, dashboard_platform_shard(tour_id)`,
        ),
      ),
      stored: unionAll(
        bases.map(
          ({ basis, range }) => sql`
          select basis, day, currency, shard, bookings, guests, revenue
          from dashboard_platform_days where basis = ${basis} ${within(range)}`,
        ),
      ),
    },
    { basis: 'basis', day: 'day', currency: 'currency', shard: 'shard' },
    SUMMARY_FIGURES,
  );
}

/** The tours that have a day row checked (stored or expected), for scope.tours 'in-days'. */
async function toursInDays(db: TDbOrTx, scope: TDashboardSummaryScope): Promise<string[]> {
  const parts = basesOf(scope).flatMap(({ basis, range }) => [
    sql`select tour_id from (${expectedDays(basis, range)}) e`,
    sql`select tour_id from (${storedDays(basis, range)}) s`,
  ]);
  if (parts.length === 0) return [];
  const result = await db.execute<{ tour_id: string }>(sql`${sql.join(parts, sql` union `)}`);
  return result.rows.map((row) => row.tour_id);
}

/** Compares the summary rows in `scope` with a recomputation from scratch; changes nothing. */
export async function checkDashboardSummary(
  db: TDbOrTx,
  scope: TDashboardSummaryScope,
): Promise<TDashboardSummaryDrift> {
  const days = await compareDays(db, scope);
  const tours = scope.tours === 'in-days' ? await toursInDays(db, scope) : scope.tours;
  const totals = tours === 'none' ? { checked: 0, drift: [] } : await compareTotals(db, tours);
  const ratings = tours === 'none' ? { checked: 0, drift: [] } : await compareRatings(db, tours);
  const platformDays = await comparePlatformDays(db, scope);
  return {
    days: days.drift,
    totals: totals.drift,
    ratings: ratings.drift,
    platformDays: platformDays.drift,
    checked: {
      days: days.checked,
      totals: totals.checked,
      ratings: ratings.checked,
      platformDays: platformDays.checked,
    },
  };
}

// ---------------------------------------------------------------------------
// Repair
// ---------------------------------------------------------------------------

const figuresDelta = (row: Omit<TSummaryDriftRow<unknown, TSummaryFigures>, 'key'>) => ({
  bookings: (row.expected?.bookings ?? 0) - (row.stored?.bookings ?? 0),
  guests: (row.expected?.guests ?? 0) - (row.stored?.guests ?? 0),
  revenue: (row.expected?.revenue ?? 0) - (row.stored?.revenue ?? 0),
});

/**
 * Each row that differs gets the difference found (expected less stored), added in key order as the triggers do,
 * rather than the expected figures written over it: a booking committed after the comparison has its trigger's
 * change kept. Rows left with nothing are deleted (stray rows, and rows a trigger emptied meanwhile).
 */
async function applyDrift(tx: TDbOrTx, drift: TDashboardSummaryDrift): Promise<void> {
  if (drift.days.length > 0) {
    const rows = JSON.stringify(
      drift.days.map(({ key, ...row }) => ({
        tour_id: key.tourId,
        basis: key.basis,
        day: key.day,
        currency: key.currency,
        ...figuresDelta(row),
      })),
    );
    const delta = sql`json_to_recordset(${rows}::json) as d(tour_id uuid, basis text, day date, currency char(3),
      bookings int, guests int, revenue bigint)`;
    await tx.execute(sql`
      insert into dashboard_tour_days as s (tour_id, basis, day, currency, bookings, guests, revenue)
      select tour_id, basis, day, currency, bookings, guests, revenue from ${delta}
      where bookings <> 0 or guests <> 0 or revenue <> 0
      order by tour_id, basis, day, currency
      on conflict (tour_id, basis, day, currency) do update set bookings = s.bookings + excluded.bookings,
        guests = s.guests + excluded.guests, revenue = s.revenue + excluded.revenue`);
    await tx.execute(sql`
      delete from dashboard_tour_days s using ${delta}
      where s.tour_id = d.tour_id and s.basis = d.basis and s.day = d.day and s.currency = d.currency
        and s.bookings = 0 and s.guests = 0 and s.revenue = 0`);
  }
  if (drift.totals.length > 0) {
    const rows = JSON.stringify(
      drift.totals.map(({ key, ...row }) => ({ tour_id: key.tourId, currency: key.currency, ...figuresDelta(row) })),
    );
    const delta = sql`json_to_recordset(${rows}::json) as d(tour_id uuid, currency char(3), bookings int, guests int,
      revenue bigint)`;
    await tx.execute(sql`
      insert into dashboard_tour_totals as s (tour_id, currency, bookings, guests, revenue)
      select tour_id, currency, bookings, guests, revenue from ${delta}
      where bookings <> 0 or guests <> 0 or revenue <> 0
      order by tour_id, currency
      on conflict (tour_id, currency) do update set bookings = s.bookings + excluded.bookings,
        guests = s.guests + excluded.guests, revenue = s.revenue + excluded.revenue`);
    await tx.execute(sql`
      delete from dashboard_tour_totals s using ${delta}
      where s.tour_id = d.tour_id and s.currency = d.currency and s.bookings = 0 and s.guests = 0 and s.revenue = 0`);
  }
  if (drift.ratings.length > 0) {
    const rows = JSON.stringify(
      drift.ratings.map(({ key, stored, expected }) => ({
        tour_id: key.tourId,
        stars: key.stars,
        reviews: (expected?.reviews ?? 0) - (stored?.reviews ?? 0),
      })),
    );
    const delta = sql`json_to_recordset(${rows}::json) as d(tour_id uuid, stars int, reviews int)`;
    await tx.execute(sql`
      insert into dashboard_tour_ratings as s (tour_id, stars, reviews)
      select tour_id, stars, reviews from ${delta} where reviews <> 0
      order by tour_id, stars
      on conflict (tour_id, stars) do update set reviews = s.reviews + excluded.reviews`);
    await tx.execute(sql`
      delete from dashboard_tour_ratings s using ${delta}
      where s.tour_id = d.tour_id and s.stars = d.stars and s.reviews = 0`);
  }
  // After the tours' day rows: their repair above moved the platform rows by as much (the trigger), so what the
  // platform rows lacked against the tours' rows is still the difference found.
  if (drift.platformDays.length > 0) {
    const rows = JSON.stringify(drift.platformDays.map(({ key, ...row }) => ({ ...key, ...figuresDelta(row) })));
    const delta = sql`json_to_recordset(${rows}::json) as d(basis text, day date, currency char(3), shard smallint,
      bookings int, guests int, revenue bigint)`;
    await tx.execute(sql`
      select dashboard_platform_add(basis, day, currency, shard, bookings, guests, revenue) from ${delta}
      order by basis, day, currency, shard`);
  }
}

/**
 * Compares the summary rows in `scope` with a recomputation from scratch and repairs every difference, in one
 * transaction: missing rows added, wrong rows corrected, stray rows removed. Returns what differed.
 */
export async function repairDashboardSummary(db: TDb, scope: TDashboardSummaryScope): Promise<TDashboardSummaryDrift> {
  return db.transaction(async (tx) => {
    const drift = await checkDashboardSummary(tx, scope);
    await applyDrift(tx, drift);
    return drift;
  });
}
