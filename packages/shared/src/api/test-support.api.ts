import { z } from 'zod';
import { calendarDate, multilineText, plainText } from '../text';
import { TOUR_CURRENCIES } from '../tour-submission/constants';
import { defineEndpoint } from './endpoint';

/**
 * Registered only when NODE_ENV=test (access testOnly): browser tests set up what an admin screen would,
 * and bring deadlines forward and run jobs at once rather than wait days for them.
 */

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const ZTestInvitationRequest = z.object({
  email: z.email(),
  /** Negative for an invitation that has already expired. */
  expiresInMs: z
    .number()
    .int()
    .min(-YEAR_MS)
    .max(YEAR_MS)
    .default(7 * 24 * 60 * 60 * 1000),
  /** The invited role; operators' tests need agents as well as wholesale owners. */
  role: z.enum(['wholesale_owner', 'agent', 'wholesale_seller']).default('wholesale_owner'),
});

const ZTestDepartureRequest = z.object({
  daysFromNow: z.number().int().min(0).max(400),
  days: z.number().int().min(1).max(30).default(5),
  spots: z.number().int().min(1).max(50).default(10),
  /** Spots of further departures, a week apart after the first. */
  moreDepartures: z.array(z.number().int().min(1).max(50)).max(4).default([]),
  /** A title of its own, for a test that finds the tour by title among everyone else's test tours. */
  title: z.string().trim().min(1).max(120).optional(),
});

const ZTestLicenceParams = z.object({ licenseId: z.string().min(1).max(40) });

/** An invitation as an administrator would send it; the token is for the link. */
export const createTestInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/test/invitations',
  body: ZTestInvitationRequest,
  response: z.object({ token: z.string() }),
});

/** An unpaid reservation's payment deadline, moved. */
export const moveTestPaymentDeadline = defineEndpoint({
  method: 'POST',
  path: '/api/test/bookings/:bookingId/payment-deadline',
  params: z.object({ bookingId: z.uuid() }),
  body: z.object({ deadline: z.iso.datetime() }),
  response: z.object({ paymentDeadline: z.string() }),
});

/** One pass of the payment-deadline job now. */
export const runTestPaymentDeadlines = defineEndpoint({
  method: 'POST',
  path: '/api/test/jobs/payment-deadlines',
  response: z.object({ reminded: z.number(), cancelled: z.number() }),
});

/** One pass of the licence watch now, rather than at the next hour. */
export const runTestLicenceWatch = defineEndpoint({
  method: 'POST',
  path: '/api/test/jobs/licence-watch',
  response: z.object({ reminded: z.number(), expired: z.number() }),
});

/** What a verified renewal, or time, does to a licence. */
export const moveTestLicenceExpiry = defineEndpoint({
  method: 'POST',
  path: '/api/test/licences/expiry',
  body: ZTestLicenceParams.extend({ expiryDate: z.iso.date() }),
  response: z.object({ licenseId: z.string(), expiryDate: z.string() }),
});

/** A published tour whose first departure starts `daysFromNow` days from now; hidden again with hideTestTour. */
export const createTestDeparture = defineEndpoint({
  method: 'POST',
  path: '/api/test/departures',
  body: ZTestDepartureRequest,
  response: z.object({ tourId: z.string(), slug: z.string(), tourDateId: z.string() }),
});

export const hideTestTour = defineEndpoint({
  method: 'POST',
  path: '/api/test/tours/:tourId/hide',
  params: z.object({ tourId: z.uuid() }),
  response: z.object({ hidden: z.boolean() }),
});

/** An upload made `ms` earlier than it was, so the 24-hour rule of the image clean-up applies to it. */
export const ageTestTourImage = defineEndpoint({
  method: 'POST',
  path: '/api/test/tour-images/:id/age',
  params: z.object({ id: z.uuid() }),
  body: z.object({ ms: z.number().int().min(0).max(YEAR_MS) }),
  response: z.object({ createdAt: z.string() }),
});

/** A licence's confirmation links expire now, so a test can reach TOKEN_EXPIRED while the form is open. */
export const expireTestLicenceLinks = defineEndpoint({
  method: 'POST',
  path: '/api/test/licence-links/expire',
  body: ZTestLicenceParams,
  response: z.object({ expired: z.number() }),
});

/** A published tour with no departures, images, highlights, itinerary, meals, hotels, discount or policy. */
export const createTestSparseTour = defineEndpoint({
  method: 'POST',
  path: '/api/test/sparse-tours',
  response: z.object({ tourId: z.string(), slug: z.string(), title: z.string(), location: z.string() }),
});

/** A company with a verified licence, its owner and other users linked to it (by their e-mails). */
export const createTestCompany = defineEndpoint({
  method: 'POST',
  path: '/api/test/companies',
  body: z.object({
    nameEn: z.string().min(1).max(100),
    ownerEmail: z.email(),
    memberEmails: z.array(z.email()).max(5).default([]),
  }),
  response: z.object({ companyId: z.string(), licenseId: z.string() }),
});

/**
 * Every /api route with who may call it, as the server declares it (`area`: the role matrix's area, for routes
 * kept to an area): browser tests walk the routes a role must be refused from the server's own list.
 */
export const listTestRouteAccess = defineEndpoint({
  method: 'GET',
  path: '/api/test/routes',
  response: z.object({
    routes: z.array(
      z.object({
        method: z.string(),
        path: z.string(),
        access: z.enum(['public', 'signedIn', 'area', 'localDevOnly', 'testOnly']),
        area: z.string().nullable(),
      }),
    ),
  }),
});

/** One pass of the review-request job now (issue 23): travellers of ended, paid trips get their review link. */
export const runTestReviewRequests = defineEndpoint({
  method: 'POST',
  path: '/api/test/jobs/review-requests',
  response: z.object({ sent: z.number() }),
});

const ZSummaryDays = z.object({ from: z.string(), to: z.string() });
const ZSummaryFigures = z.object({ bookings: z.number(), guests: z.number(), revenue: z.number() });
const driftRows = <TKey extends z.ZodType, TFigures extends z.ZodType>(key: TKey, figures: TFigures) =>
  z.array(z.object({ key, stored: figures.nullable(), expected: figures.nullable() }));

/**
 * One pass of the nightly dashboard-summary check now (issue 24): the recent days, every tour's totals and ratings,
 * and the platform's days recomputed from scratch, each row that differed repaired and listed with what was stored and expected.
 */
export const runTestDashboardSummary = defineEndpoint({
  method: 'POST',
  path: '/api/test/jobs/dashboard-summary',
  response: z.object({
    bookingDays: ZSummaryDays,
    travelDays: ZSummaryDays,
    checked: z.object({ days: z.number(), totals: z.number(), ratings: z.number(), platformDays: z.number() }),
    drift: z.object({
      days: driftRows(
        z.object({ tourId: z.string(), basis: z.enum(['booking', 'travel']), day: z.string(), currency: z.string() }),
        ZSummaryFigures,
      ),
      totals: driftRows(z.object({ tourId: z.string(), currency: z.string() }), ZSummaryFigures),
      ratings: driftRows(z.object({ tourId: z.string(), stars: z.number() }), z.object({ reviews: z.number() })),
      platformDays: driftRows(
        z.object({ basis: z.enum(['booking', 'travel']), day: z.string(), currency: z.string(), shard: z.number() }),
        ZSummaryFigures,
      ),
    }),
  }),
});

const ZTestTripRequest = z.object({
  /** The booking's contact e-mail, where the review link goes. */
  email: z.email(),
  contactName: z.string().min(1).max(100).default('Ada Traveller'),
  /** A paid trip that ended 3 days ago; or one unpaid, cancelled, or 30 days away, which cannot be reviewed. */
  state: z.enum(['ended_paid', 'ended_unpaid', 'ended_cancelled', 'future_paid']).default('ended_paid'),
  /** A new test tour unless set: a booking on this tour instead (its own past departure is added). */
  tourSlug: z.string().min(1).max(200).optional(),
  /** The operator account that owns a new test tour (for the reply), by e-mail. */
  ownerEmail: z.email().optional(),
  /** The account the booking belongs to, by e-mail (a guest booking unless set). */
  accountEmail: z.email().optional(),
});

/** A booking of a trip in the state asked for (issue 23), for the review journeys. */
export const createTestTrip = defineEndpoint({
  method: 'POST',
  path: '/api/test/trips',
  body: ZTestTripRequest,
  response: z.object({ bookingId: z.string(), reference: z.string(), tourId: z.string(), slug: z.string() }),
});

const ZTestOperatorTourRequest = z.object({
  /** The operator account that owns the tour, by e-mail. */
  ownerEmail: z.email(),
  title: plainText().min(1).max(120),
  currency: z.enum(TOUR_CURRENCIES),
  /** Per person, in the currency's minor unit. */
  price: z.number().int().min(0).max(100_000_000),
  /** The departures' first days (this century), each `days` long, none twice. */
  startDates: z
    .array(calendarDate().refine((day) => day.startsWith('20'), 'A day of this century'))
    .min(1)
    .max(5)
    .refine((days) => new Set(days).size === days.length, 'Each departure on its own day'),
  days: z.number().int().min(1).max(30).default(5),
  spots: z.number().int().min(1).max(50).default(20),
});

/**
 * A published tour of an operator (dashboards, issue 24), in the currency asked for, with departures on the days
 * given (past or future), so a test can place bookings in the months it checks.
 */
export const createTestOperatorTour = defineEndpoint({
  method: 'POST',
  path: '/api/test/operator-tours',
  body: ZTestOperatorTourRequest,
  response: z.object({ tourId: z.string(), slug: z.string(), tourDateIds: z.array(z.string()) }),
});

const ZTestManifestGuest = z.object({
  firstName: plainText().min(1).max(60),
  lastName: plainText().min(1).max(60),
  nationality: plainText().min(1).max(60).default('Thai'),
  dateOfBirth: calendarDate()
    .refine((day) => day.startsWith('19') || day.startsWith('20'), 'A real birthday')
    .default('1990-01-01'),
  passportNumber: plainText().max(20).optional(),
  dietaryRequirements: multilineText().max(200).optional(),
  specialRequests: multilineText().max(200).optional(),
});

const ZTestDashboardBookingRequest = z.object({
  tourDateId: z.uuid(),
  /**
   * paid: confirmed and paid; unpaid: awaiting payment; cancelled: paid, then cancelled and refunded in full;
   * refunded: paid and still travelling, with `refundAmount` given back (a goodwill refund).
   */
  state: z.enum(['paid', 'unpaid', 'cancelled', 'refunded']),
  /** In the departure's currency's minor unit. */
  totalAmount: z.number().int().min(0).max(100_000_000),
  refundAmount: z.number().int().min(1).max(100_000_000).optional(),
  /** When the booking was made (default now), this century. */
  bookedAt: z.iso
    .datetime()
    .refine((at) => at.startsWith('20'), 'A moment of this century')
    .optional(),
  contactName: plainText().min(1).max(100),
  email: z.email(),
  specialRequests: multilineText().max(500).optional(),
  guests: z.array(ZTestManifestGuest).min(1).max(10),
  /** A published review of the booking with this overall rating. */
  reviewRating: z.number().int().min(1).max(5).optional(),
});

/** A booking in the state asked for, with its guests (and a published review), for the dashboards' journeys. */
export const createTestDashboardBooking = defineEndpoint({
  method: 'POST',
  path: '/api/test/dashboard-bookings',
  body: ZTestDashboardBookingRequest,
  response: z.object({ bookingId: z.string(), reference: z.string() }),
});
