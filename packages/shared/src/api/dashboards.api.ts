import { z } from 'zod';
import { BOOKING_STATUS_VALUES } from '../booking-form';
import { BOOKING_PAYMENT_STATUSES } from '../booking-transitions';
import {
  DASHBOARD_BASES,
  DASHBOARD_STATUS_FILTERS,
  SALES_PERIODS,
  ZAdminDashboardListQuery,
  ZAdminDashboardQuery,
  ZDepartureIdParams,
  ZOwnerDashboardQuery,
  ZSalesDashboardQuery,
  ZTourIdParams,
} from '../dashboards';
import { ROLES } from '../role-names';
import { defineEndpoint } from './endpoint';

/**
 * The dashboards (issue 24, 3-admin.md section 2, DESIGN decisions 27 and 36; decision record 0029). Every figure is
 * read from the summary rows (dashboard_tour_days, dashboard_tour_totals, dashboard_tour_ratings) kept by triggers in
 * the transaction of each booking, payment, refund and review change. A booking counts when it is paid and not
 * cancelled; its revenue is its total less what has been promised back. Amounts are in the currency's minor unit.
 * Operators (wholesale_owner, agent) see only their own and their company's tours; administrators see all.
 */

/** An amount in one currency, in its minor unit. */
const ZMoney = z.object({ currency: z.string(), amount: z.number() });
export type TMoney = z.infer<typeof ZMoney>;

/**
 * A sum of money over several currencies: each currency apart, and a headline total converted to THB (satang) at the
 * configured rates; `converted` is true when any other currency than THB went into the headline.
 */
const ZMoneyFigure = z.object({
  byCurrency: z.array(ZMoney),
  thb: z.number(),
  converted: z.boolean(),
});
export type TMoneyFigure = z.infer<typeof ZMoneyFigure>;

/** One month of a chart: counted bookings and their revenue converted to THB (satang). */
const ZMonthFigures = z.object({
  /** 'YYYY-MM', a Bangkok month. */
  month: z.string(),
  bookings: z.number(),
  revenueThb: z.number(),
});
export type TMonthFigures = z.infer<typeof ZMonthFigures>;

/** Growth in counted bookings between two windows (3-admin.md section 9); null when the earlier window had none. */
const ZGrowth = z.object({
  percent: z.number().nullable(),
  current: z.number(),
  earlier: z.number(),
});
export type TGrowth = z.infer<typeof ZGrowth>;

/** A booking in a dashboard's Recent Bookings, whatever its status (the badge says it). */
const ZDashboardBooking = z.object({
  id: z.string(),
  bookingReference: z.string(),
  /** The account's username, else the booking's contact name. */
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  tourId: z.string(),
  tourTitle: z.string(),
  bookingDate: z.string(),
  /** The departure's first day. */
  travelDate: z.string(),
  totalAmount: z.number(),
  currency: z.string(),
  bookingStatus: z.enum(BOOKING_STATUS_VALUES),
  paymentStatus: z.enum(BOOKING_PAYMENT_STATUSES),
});
export type TDashboardBooking = z.infer<typeof ZDashboardBooking>;

/** A bar of the Top Tours chart (by revenue in THB, then bookings); `label` is the title cut at 20 characters. */
const ZTopTour = z.object({
  tourId: z.string(),
  title: z.string(),
  label: z.string(),
  bookings: z.number(),
  revenueThb: z.number(),
});
export type TTopTour = z.infer<typeof ZTopTour>;

/** Published reviews by overall rating, 5 stars first, every bucket present (3-admin.md section 9). */
const ZRatingDistribution = z.array(z.object({ stars: z.number(), count: z.number() }));

/** The operator's tour as their dashboards list it. A submission still awaiting approval is `pending`. */
const ZOperatorTourRow = z.object({
  /** The published tour's id; null for a pending submission. */
  id: z.string().nullable(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['published', 'hidden', 'pending']),
  price: z.number(),
  currency: z.string(),
  bookings: z.number(),
  revenue: ZMoneyFigure,
  /** The average of its published reviews (one decimal); null without any. */
  rating: z.number().nullable(),
  reviewsCount: z.number(),
  /** Its latest booking of any status; null when it has none ('No bookings'). */
  lastBookingAt: z.string().nullable(),
});
export type TOperatorTourRow = z.infer<typeof ZOperatorTourRow>;

const ZOwnerDashboard = z.object({
  basis: z.enum(DASHBOARD_BASES),
  /** Today in Bangkok, the end of every window. */
  today: z.string(),
  cards: z.object({
    /** All time. */
    revenue: ZMoneyFigure,
    bookings: z.number(),
    /** Published tours. */
    activeTours: z.number(),
    /** Over all the operator's published reviews; null without any. */
    averageRating: z.number().nullable(),
    reviewsCount: z.number(),
  }),
  /** The last 6 months, oldest first, and this month's growth against the month before. */
  trend: z.object({ months: z.array(ZMonthFigures), growth: ZGrowth }),
  recentBookings: z.array(ZDashboardBooking),
  topTours: z.array(ZTopTour),
  ratingDistribution: ZRatingDistribution,
  tours: z.array(ZOperatorTourRow),
});
export type TOwnerDashboard = z.infer<typeof ZOwnerDashboard>;

/** The tour-owner dashboard (wholesale_owner, legacy wholesaler). */
export const getOwnerDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/dashboards/owner',
  query: ZOwnerDashboardQuery,
  response: ZOwnerDashboard,
});

const ZSalesDashboard = z.object({
  basis: z.enum(DASHBOARD_BASES),
  period: z.enum(SALES_PERIODS),
  /** The Bangkok days the period covers, both included. */
  range: z.object({ from: z.string(), to: z.string() }),
  totals: z.object({
    revenue: ZMoneyFigure,
    bookings: z.number(),
    guests: z.number(),
    /** Revenue in THB (satang) per counted booking; null without bookings. */
    averageBookingValueThb: z.number().nullable(),
  }),
  /** From the start of the previous month until today, against the month before that (3-admin.md section 9). */
  growth: ZGrowth,
  recentBookings: z.array(ZDashboardBooking),
  /** Within the period. */
  topTours: z.array(ZTopTour),
  ratingDistribution: ZRatingDistribution,
  /** The months of the period, at least the last 6, oldest first. */
  monthlyRevenue: z.array(ZMonthFigures),
  /** The user's tours, with their figures within the period. */
  tours: z.array(ZOperatorTourRow),
});
export type TSalesDashboard = z.infer<typeof ZSalesDashboard>;

/** The sales dashboard (wholesale_owner, legacy wholesaler, agent). 400 with the range's message in `fields`. */
export const getSalesDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/dashboards/sales',
  query: ZSalesDashboardQuery,
  response: ZSalesDashboard,
});

const ZDeparture = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  availableSpots: z.number(),
  /** Bookings not cancelled, and their guests; `paidGuests` those whose money is in. */
  bookings: z.number(),
  guests: z.number(),
  paidGuests: z.number(),
});
export type TDeparture = z.infer<typeof ZDeparture>;

const ZTourRef = z.object({ id: z.string(), slug: z.string(), title: z.string() });

/** A tour's departures, soonest first (past ones after the upcoming ones). 404 TOUR_NOT_FOUND if not the caller's. */
export const listTourDepartures = defineEndpoint({
  method: 'GET',
  path: '/api/operator/tours/:tourId/departures',
  params: ZTourIdParams,
  response: z.object({ tour: ZTourRef, departures: z.array(ZDeparture) }),
});

const ZManifestGuest = z.object({
  position: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  nationality: z.string(),
  dateOfBirth: z.string(),
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  dietaryRequirements: z.string().nullable(),
  specialRequests: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
});

const ZManifestBooking = z.object({
  id: z.string(),
  bookingReference: z.string(),
  bookingStatus: z.enum(BOOKING_STATUS_VALUES),
  paymentStatus: z.enum(BOOKING_PAYMENT_STATUSES),
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  numberOfGuests: z.number(),
  specialRequests: z.string().nullable(),
  guests: z.array(ZManifestGuest),
});
export type TManifestBooking = z.infer<typeof ZManifestBooking>;

const ZManifest = z.object({
  tour: ZTourRef,
  departure: ZDeparture,
  /** Bookings not cancelled, by reference. */
  bookings: z.array(ZManifestBooking),
});
export type TManifest = z.infer<typeof ZManifest>;

/**
 * A departure's manifest: every booking that is not cancelled, with its guests, contacts, special requests and
 * payment status. 404 DEPARTURE_NOT_FOUND 'Departure not found' when the departure is not the caller's.
 */
export const getDepartureManifest = defineEndpoint({
  method: 'GET',
  path: '/api/operator/departures/:tourDateId/manifest',
  params: ZDepartureIdParams,
  response: ZManifest,
});

/** The same manifest as a CSV download (one row per guest), `manifest-<tour slug>-<start date>.csv`. */
export const downloadDepartureManifest = defineEndpoint({
  method: 'GET',
  path: '/api/operator/departures/:tourDateId/manifest.csv',
  params: ZDepartureIdParams,
  response: null,
});

const ZAdminDashboard = z.object({
  basis: z.enum(DASHBOARD_BASES),
  today: z.string(),
  cards: z.object({
    revenue: ZMoneyFigure,
    /** This month's counted bookings against last month's (the spec's monthly growth). */
    growth: ZGrowth,
    totalUsers: z.number(),
    /** Wholesale owners with at least one published tour. */
    activeOwners: z.number(),
    totalTours: z.number(),
    /** Submissions awaiting approval. */
    pendingApproval: z.number(),
    averageBookingValueThb: z.number().nullable(),
    totalBookings: z.number(),
  }),
  /** Platform Analytics (Last 6 Months), oldest first. */
  analytics: z.array(ZMonthFigures.extend({ newUsers: z.number() })),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/** The admin dashboard's cards and months. 403 'Admin access required.' for anyone else. */
export const getAdminDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  query: ZAdminDashboardQuery,
  response: ZAdminDashboard,
});

const ZDashboardStatus = z.enum(
  DASHBOARD_STATUS_FILTERS.filter((status) => status !== 'all') as ['active', 'inactive', 'suspended'],
);

const ZAdminOwnerRow = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  tours: z.number(),
  bookings: z.number(),
  revenue: ZMoneyFigure,
  rating: z.number().nullable(),
  reviewsCount: z.number(),
  joinedAt: z.string(),
  /** Active: has a published tour; inactive: has none; suspended: the account is deactivated. */
  status: ZDashboardStatus,
});
export type TAdminOwnerRow = z.infer<typeof ZAdminOwnerRow>;

const ZAdminTourRow = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  ownerName: z.string(),
  location: z.string(),
  price: z.number(),
  currency: z.string(),
  bookings: z.number(),
  revenue: ZMoneyFigure,
  rating: z.number().nullable(),
  reviewsCount: z.number(),
  createdAt: z.string(),
  /** Active: published and taking bookings; inactive: taken down; suspended: its company's licence is paused. */
  status: ZDashboardStatus,
});
export type TAdminTourRow = z.infer<typeof ZAdminTourRow>;

const page = <T extends z.ZodType>(row: T) =>
  z.object({ items: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });

const ZAdminOwnersPage = page(ZAdminOwnerRow);
export type TAdminOwnersPage = z.infer<typeof ZAdminOwnersPage>;
const ZAdminToursPage = page(ZAdminTourRow);
export type TAdminToursPage = z.infer<typeof ZAdminToursPage>;

/** Tour Owners tab: wholesale owners, newest first; search matches username or e-mail. */
export const listDashboardOwners = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard/owners',
  query: ZAdminDashboardListQuery,
  response: ZAdminOwnersPage,
});

/** All Tours tab: newest first; search matches title, owner name or location. */
export const listDashboardTours = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard/tours',
  query: ZAdminDashboardListQuery,
  response: ZAdminToursPage,
});

/** Export Report: the tab's rows matching the search and filter (every page, at most 10,000), as CSV. */
export const exportDashboardOwners = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard/owners.csv',
  query: ZAdminDashboardListQuery,
  response: null,
});

export const exportDashboardTours = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard/tours.csv',
  query: ZAdminDashboardListQuery,
  response: null,
});

const ZDashboardDemo = z.object({
  role: z.enum(ROLES),
  /** Admin, Tour Owner, Wholesaler, Agent or Customer. */
  badge: z.string(),
  /**
   * Totals in the caller's reach: the platform's for an administrator, their own tours' for an operator (users are
   * then the travellers who booked them); null for a traveller, whose page says the figures are for operators.
   */
  totals: z
    .object({
      scope: z.enum(['platform', 'own']),
      tours: z.number(),
      bookings: z.number(),
      revenue: ZMoneyFigure,
      users: z.number(),
    })
    .nullable(),
  /** The two access cards: the tour-owner dashboard and the admin dashboard. */
  access: z.object({ tourOwnerDashboard: z.boolean(), adminDashboard: z.boolean() }),
});
export type TDashboardDemo = z.infer<typeof ZDashboardDemo>;

/** The access demo page's figures for a signed-in user (visitors see the sign-in prompt without calling it). */
export const getDashboardDemo = defineEndpoint({
  method: 'GET',
  path: '/api/dashboards/demo',
  response: ZDashboardDemo,
});
