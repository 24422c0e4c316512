import {
  ADMIN_DASHBOARD_PAGE_SIZE,
  averageStars,
  DASHBOARD_CHART_MONTHS,
  DASHBOARD_EXPORT_MAX_ROWS,
  growthWindows,
  lastMonths,
  marketplaceDate,
  marketplaceDayStart,
  marketplaceDayEnd,
  minorUnitFactor,
  type TMoneyFigure,
  type TAdminDashboard,
  type TAdminDashboardListQuery,
  type TAdminOwnerRow,
  type TAdminOwnersPage,
  type TAdminToursPage,
  type TAdminTourRow,
  type TDashboardBasis,
  toCsv,
  toMajorUnits,
  type TLanguage,
} from '@tour/shared';
import { CSV_TEXTS } from './csv-texts';
import { bookingsOf, groupByTour, growthOf, monthFigures, revenueOf, type TDashboardDeps } from './dashboard-figures';
import {
  countDashboardTours,
  countNewUsersByMonth,
  countOwners,
  countPlatform,
  listDashboardTours as listDashboardTourRows,
  listPlatformMonthFigures,
  listOwnerStats,
  listOwners,
  listPlatformTotals,
  listTourRatings,
  listTourTotals,
  type TDashboardListFilter,
} from './dashboards.repository';

/** GET /api/admin/dashboard: the four cards and the last 6 months (Platform Analytics). */
export async function getAdminDashboard(
  deps: TDashboardDeps,
  query: { basis: TDashboardBasis },
): Promise<TAdminDashboard> {
  const today = marketplaceDate(deps.clock.now());
  const months = lastMonths(today, DASHBOARD_CHART_MONTHS);
  const firstDay = `${months[0]}-01`;
  const [counts, totals, monthRows, newUsers] = await Promise.all([
    countPlatform(deps.db),
    listPlatformTotals(deps.db),
    listPlatformMonthFigures(deps.db, query.basis, { from: firstDay, to: today }),
    countNewUsersByMonth(
      deps.db,
      months.map((month, index) => {
        const next = months[index + 1];
        return {
          month,
          from: marketplaceDayStart(`${month}-01`),
          to: next ? marketplaceDayStart(`${next}-01`) : marketplaceDayEnd(today),
        };
      }),
    ),
  ]);
  const revenue = revenueOf(totals, deps.thbPerUsd);
  const totalBookings = bookingsOf(totals);
  const analytics = monthFigures(months, monthRows, deps.thbPerUsd);
  // The months end today, so the last two are the monthly growth windows exactly.
  const windows = growthWindows('monthly', today);
  const bookingsOfMonth = (day: string) => analytics.find((month) => day.startsWith(month.month))?.bookings ?? 0;
  return {
    basis: query.basis,
    today,
    cards: {
      revenue,
      growth: growthOf(bookingsOfMonth(windows.current.from), bookingsOfMonth(windows.earlier.from)),
      totalUsers: counts.totalUsers,
      activeOwners: counts.activeOwners,
      totalTours: counts.totalTours,
      pendingApproval: counts.pendingApproval,
      averageBookingValueThb: totalBookings > 0 ? Math.round(revenue.thb / totalBookings) : null,
      totalBookings,
    },
    analytics: analytics.map((month) => ({
      ...month,
      newUsers: newUsers.find((row) => row.month === month.month)?.users ?? 0,
    })),
  };
}

function filterOf(query: TAdminDashboardListQuery): TDashboardListFilter {
  return { q: query.q, status: query.status };
}

/** Runs `read` on ids a thousand at a time (an export's rows), so no query carries ten thousand parameters. */
async function inChunks<T>(ids: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += 1_000) rows.push(...(await read(ids.slice(start, start + 1_000))));
  return rows;
}

async function ownerRowsOf(
  deps: TDashboardDeps,
  owners: Awaited<ReturnType<typeof listOwners>>,
): Promise<TAdminOwnerRow[]> {
  const stats = await inChunks(
    owners.map((owner) => owner.userId),
    (chunk) => listOwnerStats(deps.db, chunk),
  );
  const statsOf = new Map(stats.map((row) => [row.userId, row]));
  return owners.map((owner) => {
    const ownerStats = statsOf.get(owner.userId);
    const money = ownerStats?.money ?? [];
    const reviews = ownerStats?.reviews ?? 0;
    return {
      userId: owner.userId,
      username: owner.username,
      email: owner.email,
      tours: ownerStats?.tours ?? 0,
      bookings: bookingsOf(money),
      revenue: revenueOf(money, deps.thbPerUsd),
      rating: reviews > 0 ? Math.round(((ownerStats?.stars ?? 0) / reviews) * 10) / 10 : null,
      reviewsCount: reviews,
      joinedAt: owner.joinedAt.toISOString(),
      status: owner.deactivatedAt ? 'suspended' : owner.hasPublishedTour ? 'active' : 'inactive',
    };
  });
}

async function tourRowsOf(
  deps: TDashboardDeps,
  tours: Awaited<ReturnType<typeof listDashboardTourRows>>,
): Promise<TAdminTourRow[]> {
  const ids = tours.map((tour) => tour.id);
  const [totals, ratings] = await Promise.all([
    inChunks(ids, (chunk) => listTourTotals(deps.db, chunk)),
    inChunks(ids, (chunk) => listTourRatings(deps.db, chunk)),
  ]);
  const totalsByTour = groupByTour(totals);
  const ratingsByTour = groupByTour(ratings);
  return tours.map((tour) => {
    const figures = totalsByTour.get(tour.id) ?? [];
    const tourRatings = ratingsByTour.get(tour.id) ?? [];
    return {
      id: tour.id,
      slug: tour.slug,
      title: tour.title,
      ownerName: tour.ownerName,
      location: tour.location,
      price: tour.price,
      currency: tour.currency,
      bookings: bookingsOf(figures),
      revenue: revenueOf(figures, deps.thbPerUsd),
      rating: averageStars(tourRatings),
      reviewsCount: tourRatings.reduce((sum, row) => sum + row.reviews, 0),
      createdAt: tour.createdAt.toISOString(),
      status: tour.status === 'hidden' ? 'inactive' : tour.paused ? 'suspended' : 'active',
    };
  });
}

const pageOf = (page: number) => ({ limit: ADMIN_DASHBOARD_PAGE_SIZE, offset: (page - 1) * ADMIN_DASHBOARD_PAGE_SIZE });

/** GET /api/admin/dashboard/owners: wholesale owners, newest first, a page at a time. */
export async function listDashboardOwners(
  deps: TDashboardDeps,
  query: TAdminDashboardListQuery,
): Promise<TAdminOwnersPage> {
  const filter = filterOf(query);
  const [owners, total] = await Promise.all([
    listOwners(deps.db, filter, pageOf(query.page)),
    countOwners(deps.db, filter),
  ]);
  return { items: await ownerRowsOf(deps, owners), total, page: query.page, pageSize: ADMIN_DASHBOARD_PAGE_SIZE };
}

/** GET /api/admin/dashboard/tours: every tour, newest first, a page at a time. */
export async function listDashboardTours(
  deps: TDashboardDeps,
  query: TAdminDashboardListQuery,
): Promise<TAdminToursPage> {
  const filter = filterOf(query);
  const today = marketplaceDate(deps.clock.now());
  const [tours, total] = await Promise.all([
    listDashboardTourRows(deps.db, filter, today, pageOf(query.page)),
    countDashboardTours(deps.db, filter, today),
  ]);
  return { items: await tourRowsOf(deps, tours), total, page: query.page, pageSize: ADMIN_DASHBOARD_PAGE_SIZE };
}

const EVERY_ROW = { limit: DASHBOARD_EXPORT_MAX_ROWS, offset: 0 };

/** Revenue cells of an export: the THB headline in baht, then each currency in its major unit. */
function revenueCells(revenue: TMoneyFigure): string[] {
  return [
    (revenue.thb / 100).toFixed(2),
    revenue.byCurrency.map((money) => `${money.currency} ${formatMinor(money.amount, money.currency)}`).join('; '),
  ];
}

/** An amount in its major unit with the currency's decimals, as a spreadsheet reads a number. */
function formatMinor(amount: number, currency: string): string {
  return toMajorUnits(amount, currency).toFixed(minorUnitFactor(currency) === 1 ? 0 : 2);
}

/** GET /api/admin/dashboard/owners.csv: every owner matching the search and filter (at most 10,000). */
export async function exportDashboardOwners(
  deps: TDashboardDeps,
  query: TAdminDashboardListQuery,
  language: TLanguage,
) {
  const owners = await ownerRowsOf(deps, await listOwners(deps.db, filterOf(query), EVERY_ROW));
  const csv = toCsv(
    CSV_TEXTS[language].owners,
    owners.map((owner) => [
      owner.username,
      owner.email,
      owner.tours,
      owner.bookings,
      ...revenueCells(owner.revenue),
      owner.rating,
      owner.reviewsCount,
      owner.joinedAt.slice(0, 10),
      owner.status,
    ]),
  );
  return { fileName: `tour-owners-${marketplaceDate(deps.clock.now())}.csv`, csv };
}

/** GET /api/admin/dashboard/tours.csv: every tour matching the search and filter (at most 10,000). */
export async function exportDashboardTours(deps: TDashboardDeps, query: TAdminDashboardListQuery, language: TLanguage) {
  const today = marketplaceDate(deps.clock.now());
  const tours = await tourRowsOf(deps, await listDashboardTourRows(deps.db, filterOf(query), today, EVERY_ROW));
  const csv = toCsv(
    CSV_TEXTS[language].tours,
    tours.map((tour) => [
      tour.title,
      tour.slug,
      tour.ownerName,
      tour.location,
      formatMinor(tour.price, tour.currency),
      tour.currency,
      tour.bookings,
      ...revenueCells(tour.revenue),
      tour.rating,
      tour.reviewsCount,
      tour.createdAt.slice(0, 10),
      tour.status,
    ]),
  );
  return { fileName: `tours-${today}.csv`, csv };
}
