import type { TDb } from '@tour/db';
import {
  averageStars,
  growthPercent,
  moneyFigure,
  TOP_TOURS,
  topTourName,
  type TDashboardBooking,
  type TGrowth,
  type TMonthFigures,
  type TMoneyFigure,
  type TOperatorTourRow,
  type TTopTour,
  toThbMinor,
} from '@tour/shared';
import type { TClock } from '../../clock';
import type { listOperatorTours, listPendingSubmissions, listRecentBookings } from './dashboards.repository';

export type TDashboardDeps = { db: TDb; clock: TClock; thbPerUsd: number };

/** A tour's (or anyone's) counted bookings, guests and revenue in one currency. */
export type TCurrencyFigures = { currency: string; bookings: number; guests?: number; revenue: number };

/** Rows per tour grouped by tour id. */
export function groupByTour<T extends { tourId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.tourId, [...(groups.get(row.tourId) ?? []), row]);
  return groups;
}

export function revenueOf(rows: readonly TCurrencyFigures[], thbPerUsd: number): TMoneyFigure {
  return moneyFigure(
    rows.map((row) => ({ currency: row.currency.trim(), amount: row.revenue })),
    thbPerUsd,
  );
}

export const bookingsOf = (rows: readonly TCurrencyFigures[]) => rows.reduce((sum, row) => sum + row.bookings, 0);

/** The months given, oldest first, each with its counted bookings and revenue in THB (months without any are 0). */
export function monthFigures(
  months: readonly string[],
  rows: readonly (TCurrencyFigures & { month: string })[],
  thbPerUsd: number,
): TMonthFigures[] {
  return months.map((month) => {
    const ofMonth = rows.filter((row) => row.month === month);
    return {
      month,
      bookings: bookingsOf(ofMonth),
      revenueThb: ofMonth.reduce((sum, row) => sum + toThbMinor(row.revenue, row.currency.trim(), thbPerUsd), 0),
    };
  });
}

export function growthOf(current: number, earlier: number): TGrowth {
  return { percent: growthPercent(current, earlier), current, earlier };
}

/** The Top Tours chart: tours with counted bookings, by revenue in THB, then bookings, then title. */
export function topToursOf(
  tours: readonly { id: string; title: string }[],
  figuresByTour: Map<string, TCurrencyFigures[]>,
  thbPerUsd: number,
): TTopTour[] {
  return tours
    .map((tour) => {
      const figures = figuresByTour.get(tour.id) ?? [];
      return {
        tourId: tour.id,
        title: tour.title,
        label: topTourName(tour.title),
        bookings: bookingsOf(figures),
        revenueThb: revenueOf(figures, thbPerUsd).thb,
      };
    })
    .filter((tour) => tour.bookings > 0)
    .sort((a, b) => b.revenueThb - a.revenueThb || b.bookings - a.bookings || a.title.localeCompare(b.title))
    .slice(0, TOP_TOURS);
}

type TRatingRow = { tourId: string; stars: number; reviews: number };

/** The operator's tours with their figures, then their submissions awaiting approval (no figures yet). */
export function operatorTourRows(
  tours: Awaited<ReturnType<typeof listOperatorTours>>,
  submissions: Awaited<ReturnType<typeof listPendingSubmissions>>,
  figuresByTour: Map<string, TCurrencyFigures[]>,
  ratingsByTour: Map<string, TRatingRow[]>,
  lastBookings: readonly { tourId: string; lastBookingAt: Date | null }[],
  thbPerUsd: number,
): TOperatorTourRow[] {
  const lastBookingOf = new Map(lastBookings.map((row) => [row.tourId, row.lastBookingAt]));
  const published: TOperatorTourRow[] = tours.map((tour) => {
    const figures = figuresByTour.get(tour.id) ?? [];
    const ratings = ratingsByTour.get(tour.id) ?? [];
    return {
      id: tour.id,
      slug: tour.slug,
      title: tour.title,
      status: tour.status,
      price: tour.price,
      currency: tour.currency,
      bookings: bookingsOf(figures),
      revenue: revenueOf(figures, thbPerUsd),
      rating: averageStars(ratings),
      reviewsCount: ratings.reduce((sum, row) => sum + row.reviews, 0),
      lastBookingAt: lastBookingOf.get(tour.id)?.toISOString() ?? null,
    };
  });
  const pending: TOperatorTourRow[] = submissions.map((submission) => ({
    id: null,
    slug: submission.slug,
    title: submission.title,
    status: 'pending',
    price: submission.price,
    currency: submission.currency,
    bookings: 0,
    revenue: moneyFigure([], thbPerUsd),
    rating: null,
    reviewsCount: 0,
    lastBookingAt: null,
  }));
  return [...published, ...pending];
}

/** A booking as Recent Bookings shows it: the account's username, else the contact's name. */
export function dashboardBookingOf(row: Awaited<ReturnType<typeof listRecentBookings>>[number]): TDashboardBooking {
  return {
    id: row.id,
    bookingReference: row.bookingReference,
    customerName: row.accountName ?? row.contactName ?? '',
    customerEmail: row.accountEmail ?? row.contactEmail,
    tourId: row.tourId,
    tourTitle: row.tourTitle,
    bookingDate: row.bookingDate.toISOString(),
    travelDate: row.travelDate,
    totalAmount: row.totalAmount,
    currency: row.currency,
    bookingStatus: row.bookingStatus,
    paymentStatus: row.paymentStatus,
  };
}
