import {
  averageStars,
  canAccess,
  DASHBOARD_CHART_MONTHS,
  DEMO_ROLE_BADGES,
  growthWindows,
  lastMonths,
  marketplaceDate,
  normaliseRole,
  OWNER_RECENT_BOOKINGS,
  ratingDistribution,
  SALES_RECENT_BOOKINGS,
  salesPeriodRange,
  type TDashboardDemo,
  type TOwnerDashboard,
  type TOwnerDashboardQuery,
  type TSalesDashboard,
  type TSalesDashboardQuery,
  type TSessionUser,
} from '@tour/shared';
import type { TExecutor } from '../../db';
import {
  bookingsOf,
  dashboardBookingOf,
  groupByTour,
  growthOf,
  monthFigures,
  operatorTourRows,
  revenueOf,
  type TDashboardDeps,
  topToursOf,
} from './dashboard-figures';
import {
  countBookingsInWindows,
  countPlatform,
  countTravellers,
  listLastBookings,
  listMonthFigures,
  listOperatorTours,
  listPendingSubmissions,
  listPlatformTotals,
  listRecentBookings,
  listTourFiguresIn,
  listTourRatings,
  listTourTotals,
  operatorCompanyIds,
} from './dashboards.repository';

/** The operator's tours (their own and their companies') and their submissions awaiting approval. */
async function operatorTours(db: TExecutor, userId: string) {
  const companyIds = await operatorCompanyIds(db, userId);
  const [tours, submissions] = await Promise.all([
    listOperatorTours(db, userId, companyIds),
    listPendingSubmissions(db, userId),
  ]);
  return { tours, submissions, tourIds: tours.map((tour) => tour.id) };
}

/** Months from `from` to `to` (Bangkok days), both included. */
function monthsSpanned(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/** GET /api/dashboards/owner: all-time cards, the last 6 months, recent bookings, top tours, ratings, the tours. */
export async function getOwnerDashboard(
  deps: TDashboardDeps,
  userId: string,
  query: TOwnerDashboardQuery,
): Promise<TOwnerDashboard> {
  const today = marketplaceDate(deps.clock.now());
  const months = lastMonths(today, DASHBOARD_CHART_MONTHS);
  const { tours, submissions, tourIds } = await operatorTours(deps.db, userId);
  const [totals, ratings, monthRows, recent, lastBookings] = await Promise.all([
    listTourTotals(deps.db, tourIds),
    listTourRatings(deps.db, tourIds),
    listMonthFigures(deps.db, tourIds, query.basis, { from: `${months[0]}-01`, to: today }),
    listRecentBookings(deps.db, tourIds, OWNER_RECENT_BOOKINGS),
    listLastBookings(deps.db, tourIds),
  ]);
  const totalsByTour = groupByTour(totals);
  const trendMonths = monthFigures(months, monthRows, deps.thbPerUsd);
  // The chart's months end today, so its last two are the monthly growth windows exactly.
  const windows = growthWindows('monthly', today);
  const thisMonth = trendMonths.find((month) => windows.current.from.startsWith(month.month));
  const lastMonth = trendMonths.find((month) => windows.earlier.from.startsWith(month.month));
  return {
    basis: query.basis,
    today,
    cards: {
      revenue: revenueOf(totals, deps.thbPerUsd),
      bookings: bookingsOf(totals),
      activeTours: tours.filter((tour) => tour.status === 'published').length,
      averageRating: averageStars(ratings),
      reviewsCount: ratings.reduce((sum, row) => sum + row.reviews, 0),
    },
    trend: { months: trendMonths, growth: growthOf(thisMonth?.bookings ?? 0, lastMonth?.bookings ?? 0) },
    recentBookings: recent.map(dashboardBookingOf),
    topTours: topToursOf(tours, totalsByTour, deps.thbPerUsd),
    ratingDistribution: ratingDistribution(ratings.map((row) => [row.stars, row.reviews] as const)),
    tours: operatorTourRows(tours, submissions, totalsByTour, groupByTour(ratings), lastBookings, deps.thbPerUsd),
  };
}

/** GET /api/dashboards/sales: the figures of a period (a custom range of days, or the last 7, 30, 90 days or 12 months). */
export async function getSalesDashboard(
  deps: TDashboardDeps,
  userId: string,
  query: TSalesDashboardQuery,
): Promise<TSalesDashboard> {
  const now = deps.clock.now();
  const today = marketplaceDate(now);
  const range = salesPeriodRange(query, now);
  const months = lastMonths(range.to, Math.max(DASHBOARD_CHART_MONTHS, monthsSpanned(range.from, range.to)));
  const { tours, submissions, tourIds } = await operatorTours(deps.db, userId);
  const [figures, monthRows, growth, ratings, recent, lastBookings] = await Promise.all([
    listTourFiguresIn(deps.db, tourIds, query.basis, range),
    listMonthFigures(deps.db, tourIds, query.basis, { from: `${months[0]}-01`, to: range.to }),
    countBookingsInWindows(deps.db, tourIds, query.basis, growthWindows('sales', today)),
    listTourRatings(deps.db, tourIds),
    listRecentBookings(deps.db, tourIds, SALES_RECENT_BOOKINGS),
    listLastBookings(deps.db, tourIds),
  ]);
  const figuresByTour = groupByTour(figures);
  const revenue = revenueOf(figures, deps.thbPerUsd);
  const bookings = bookingsOf(figures);
  return {
    basis: query.basis,
    period: query.period,
    range,
    totals: {
      revenue,
      bookings,
      guests: figures.reduce((sum, row) => sum + row.guests, 0),
      averageBookingValueThb: bookings > 0 ? Math.round(revenue.thb / bookings) : null,
    },
    growth: growthOf(growth.current, growth.earlier),
    recentBookings: recent.map(dashboardBookingOf),
    topTours: topToursOf(tours, figuresByTour, deps.thbPerUsd),
    ratingDistribution: ratingDistribution(ratings.map((row) => [row.stars, row.reviews] as const)),
    monthlyRevenue: monthFigures(months, monthRows, deps.thbPerUsd),
    tours: operatorTourRows(tours, submissions, figuresByTour, groupByTour(ratings), lastBookings, deps.thbPerUsd),
  };
}

/**
 * GET /api/dashboards/demo: the caller's role, badge and access, and the totals in their reach: the platform's for
 * an administrator, their own tours' for an operator (users: the travellers who booked them), none for the rest.
 */
export async function getDashboardDemo(deps: TDashboardDeps, user: TSessionUser): Promise<TDashboardDemo> {
  const role = normaliseRole(user.role);
  const access = {
    tourOwnerDashboard: canAccess('tourOwnerDashboard', { ...user, role }),
    adminDashboard: canAccess('adminDashboard', { ...user, role }),
  };
  const answer = { role, badge: DEMO_ROLE_BADGES[role], access };
  if (role === 'admin') {
    const [counts, totals] = await Promise.all([countPlatform(deps.db), listPlatformTotals(deps.db)]);
    return {
      ...answer,
      totals: {
        scope: 'platform',
        tours: counts.totalTours,
        bookings: bookingsOf(totals),
        revenue: revenueOf(totals, deps.thbPerUsd),
        users: counts.totalUsers,
      },
    };
  }
  if (role === 'wholesale_owner' || role === 'agent') {
    const companyIds = await operatorCompanyIds(deps.db, user.id);
    const tourIds = (await listOperatorTours(deps.db, user.id, companyIds)).map((tour) => tour.id);
    const [totals, travellers] = await Promise.all([
      listTourTotals(deps.db, tourIds),
      countTravellers(deps.db, tourIds),
    ]);
    return {
      ...answer,
      totals: {
        scope: 'own',
        tours: tourIds.length,
        bookings: bookingsOf(totals),
        revenue: revenueOf(totals, deps.thbPerUsd),
        users: travellers,
      },
    };
  }
  return { ...answer, totals: null };
}
