/**
 * The dashboards' rules (3-admin.md sections 2 and 9, DESIGN decisions 27 and 36, issue 24): what a booking counts
 * for, the periods and months they cover in Bangkok, the growth figure, and the request schemas of their calls.
 */
import { z } from 'zod';
import { marketplaceDate } from './marketplace-time';
import type { TRole } from './role-names';
import { calendarDate, plainText } from './text';
import { toThbMinor } from './thb-rates';

/** A figure is counted by the day the booking was made or by the day its departure starts. */
export const DASHBOARD_BASES = ['booking', 'travel'] as const;
export type TDashboardBasis = (typeof DASHBOARD_BASES)[number];
export const DASHBOARD_BASIS_LABELS: Record<TDashboardBasis, string> = {
  booking: 'Booking date',
  travel: 'Travel date',
};

/** The sales dashboard's date filter (3-admin.md section 9: '30d' by default). */
export const SALES_PERIODS = ['7d', '30d', '90d', '12m', 'custom'] as const;
export type TSalesPeriod = (typeof SALES_PERIODS)[number];
export const DEFAULT_SALES_PERIOD: TSalesPeriod = '30d';
export const SALES_PERIOD_LABELS: Record<TSalesPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
  custom: 'Custom range',
};
/** The longest custom range, in days (two years: the summary rows answer it within the same budget). */
export const SALES_CUSTOM_MAX_DAYS = 731;

/** Charts show the last 6 months (3-admin.md section 9). */
export const DASHBOARD_CHART_MONTHS = 6;
export const OWNER_RECENT_BOOKINGS = 5;
export const SALES_RECENT_BOOKINGS = 10;
export const TOP_TOURS = 5;
/** Top tours chart: names cut at 20 characters with an ellipsis. */
export const TOP_TOUR_NAME_LENGTH = 20;
export const ADMIN_DASHBOARD_PAGE_SIZE = 20;
/** An export (CSV) holds at most this many rows; the page says so when a filter matches more. */
export const DASHBOARD_EXPORT_MAX_ROWS = 10_000;

export const DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load dashboard data',
  adminRequired: 'Admin access required.',
  loading: 'Loading your dashboard',
  noBookings: 'No bookings yet',
  noBookingsForTour: 'No bookings',
  customRangeIncomplete: 'Choose a start and an end date',
  customRangeOrder: 'The start date must be on or before the end date',
  customRangeTooLong: `A custom range covers at most ${SALES_CUSTOM_MAX_DAYS} days`,
  departureNotFound: 'Departure not found',
  tourNotFound: 'Tour not found',
} as const;

/**
 * Whether a booking counts towards the dashboards (DESIGN decision 27, the spec's "only confirmed bookings count"):
 * its money is in and it is not cancelled. The same rule is written in SQL in migration 0016's trigger and in the
 * recomputation; the tests hold the three together.
 */
export function bookingCounts(booking: { bookingStatus: string; paymentStatus: string }): boolean {
  return booking.paymentStatus === 'completed' && booking.bookingStatus !== 'cancelled';
}

/** What a counted booking earns: its total less what has been promised back to the traveller (never below 0). */
export function bookingNetRevenue(booking: { totalAmount: number; refundAmount: number | null }): number {
  return booking.totalAmount - Math.min(booking.refundAmount ?? 0, booking.totalAmount);
}

/**
 * A sum of money over currencies (minor units): each currency apart (a currency that sums to nothing is left out),
 * and the headline converted to THB satang at the configured rate; `converted` says another currency went into it.
 */
export function moneyFigure(
  amounts: readonly { currency: string; amount: number }[],
  thbPerUsd: number,
): { byCurrency: { currency: string; amount: number }[]; thb: number; converted: boolean } {
  const sums = new Map<string, number>();
  for (const { currency, amount } of amounts) sums.set(currency, (sums.get(currency) ?? 0) + amount);
  const byCurrency = [...sums]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => (a === 'THB' ? -1 : b === 'THB' ? 1 : a.localeCompare(b)))
    .map(([currency, amount]) => ({ currency, amount }));
  return {
    byCurrency,
    thb: byCurrency.reduce((sum, money) => sum + toThbMinor(money.amount, money.currency, thbPerUsd), 0),
    converted: byCurrency.some((money) => money.currency !== 'THB'),
  };
}

/** The average of published reviews' stars, weighted by how many gave each, to one decimal; null without any. */
export function averageStars(rows: readonly { stars: number; reviews: number }[]): number | null {
  const reviews = rows.reduce((sum, row) => sum + row.reviews, 0);
  if (reviews === 0) return null;
  const stars = rows.reduce((sum, row) => sum + row.stars * row.reviews, 0);
  return Math.round((stars / reviews) * 10) / 10;
}

/** The 3-admin.md owner and admin statuses of the dashboards' tables. */
export const DASHBOARD_STATUS_FILTERS = ['all', 'active', 'inactive', 'suspended'] as const;
export type TDashboardStatusFilter = (typeof DASHBOARD_STATUS_FILTERS)[number];
export const DASHBOARD_STATUS_LABELS: Record<TDashboardStatusFilter, string> = {
  all: 'All Status',
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

/** '2026-03' months, oldest first, the last `count` of them ending with the month of `today` (a Bangkok day). */
export function lastMonths(today: string, count: number = DASHBOARD_CHART_MONTHS): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The first day of the month `monthsBack` months before the month of `day`. */
export function monthStart(day: string, monthsBack = 0): string {
  const [month] = lastMonths(day, monthsBack + 1);
  return `${month}-01`;
}

export type TDayRange = { from: string; to: string };

/** The Bangkok days a sales period covers, both ends included, ending today (a custom range as given). */
export function salesPeriodRange(
  query: { period: TSalesPeriod; from?: string; to?: string },
  now: Date = new Date(),
): TDayRange {
  const today = marketplaceDate(now);
  switch (query.period) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case '12m':
      return { from: monthStart(today, 11), to: today };
    case 'custom':
      return { from: query.from ?? today, to: query.to ?? today };
  }
}

/**
 * Monthly growth (3-admin.md section 9): the percentage change in counted bookings, rounded to one decimal. The spec
 * shows 0 when the earlier count is 0; a dashboard says "no earlier bookings" instead, so that is null here.
 */
export function growthPercent(current: number, earlier: number): number | null {
  if (earlier === 0) return null;
  return Math.round(((current - earlier) / earlier) * 1000) / 10;
}

/**
 * The two windows each dashboard compares (3-admin.md section 9): the owner and admin dashboards this month against
 * the month before; the sales dashboard from the start of the previous month until today against the month before
 * that.
 */
export function growthWindows(kind: 'monthly' | 'sales', today: string): { current: TDayRange; earlier: TDayRange } {
  if (kind === 'monthly') {
    return {
      current: { from: monthStart(today), to: today },
      earlier: { from: monthStart(today, 1), to: addDays(monthStart(today), -1) },
    };
  }
  return {
    current: { from: monthStart(today, 1), to: today },
    earlier: { from: monthStart(today, 2), to: addDays(monthStart(today, 1), -1) },
  };
}

/** Top tours chart labels: at most 20 characters, an ellipsis when cut. */
export function topTourName(title: string): string {
  return title.length > TOP_TOUR_NAME_LENGTH ? `${title.slice(0, TOP_TOUR_NAME_LENGTH)}…` : title;
}

/** Which dashboard is a user's: in a module of its own, which brings no zod to the menus that call it. */
export { dashboardPathFor } from './dashboard-path';

/** The access demo's badge names (3-admin.md section 2): Admin, Tour Owner, Wholesaler, Agent, Customer. */
export const DEMO_ROLE_BADGES: Record<TRole, string> = {
  admin: 'Admin',
  wholesale_owner: 'Tour Owner',
  wholesale_seller: 'Wholesaler',
  agent: 'Agent',
  registered_customer: 'Customer',
  customer: 'Customer',
};

/** The access demo's role descriptions, in the spec's words and order. */
export const DEMO_ROLE_DESCRIPTIONS = [
  { role: 'Admin', description: 'full system access, user management, analytics' },
  { role: 'Wholesale Owner', description: 'tour management, analytics, booking oversight' },
  { role: 'Wholesaler', description: 'tour creation and management' },
  { role: 'Agent', description: 'company submission and basic tour operations' },
  { role: 'Customer', description: 'booking and profile management' },
] as const;

// ---------------------------------------------------------------------------
// Request schemas
// ---------------------------------------------------------------------------

const ZBasis = z.enum(DASHBOARD_BASES).default('booking');

/** GET the owner dashboard: figures by booking date (default) or by travel date. */
export const ZOwnerDashboardQuery = z.object({ basis: ZBasis });
export type TOwnerDashboardQuery = z.output<typeof ZOwnerDashboardQuery>;

/** GET the sales dashboard: a period ('30d' by default) or a custom range of Bangkok days. */
export const ZSalesDashboardQuery = z
  .object({
    basis: ZBasis,
    period: z.enum(SALES_PERIODS).default(DEFAULT_SALES_PERIOD),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
  })
  .superRefine((query, context) => {
    if (query.period !== 'custom') return;
    if (!query.from || !query.to) {
      context.addIssue({
        code: 'custom',
        path: [query.from ? 'to' : 'from'],
        message: DASHBOARD_MESSAGES.customRangeIncomplete,
      });
      return;
    }
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: DASHBOARD_MESSAGES.customRangeOrder });
    } else if (daysBetween(query.from, query.to) > SALES_CUSTOM_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: DASHBOARD_MESSAGES.customRangeTooLong });
    }
  });
export type TSalesDashboardQuery = z.output<typeof ZSalesDashboardQuery>;
export type TSalesDashboardQueryInput = z.input<typeof ZSalesDashboardQuery>;

const optionalSearch = plainText()
  .max(200)
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * The admin dashboard's Tour Owners and All Tours tabs: the search (owners: username or e-mail; tours: title, owner
 * or location), the status filter, and the page (server-side paging).
 */
export const ZAdminDashboardListQuery = z.object({
  q: optionalSearch,
  status: z.enum(DASHBOARD_STATUS_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TAdminDashboardListQuery = z.output<typeof ZAdminDashboardListQuery>;
export type TAdminDashboardListQueryInput = z.input<typeof ZAdminDashboardListQuery>;

/** The admin dashboard's cards and months, by booking or travel date. */
export const ZAdminDashboardQuery = z.object({ basis: ZBasis });

export const ZTourIdParams = z.object({ tourId: z.string().uuid(DASHBOARD_MESSAGES.tourNotFound) });
export const ZDepartureIdParams = z.object({ tourDateId: z.string().uuid(DASHBOARD_MESSAGES.departureNotFound) });
