import { z } from 'zod';
import { ZUpdateProfileRequest } from '../account';
import { BOOKING_MESSAGES } from '../booking-form';
import { ZCancellationPolicySnapshot } from '../cancellation-policy-schemas';
import { ROLES } from '../role-names';
import { ZCancelBookingRequest } from '../refund-ledger';
import { ZManageCancellation } from './booking-access.api';
import { BOOKED_TOUR_TITLE } from './bookings.api';
import { defineEndpoint } from './endpoint';

/** The signed-in user's own account: profile, business information and bookings (1-traveller.md section 6). */

const ZAccountBookingParams = z.object({ bookingId: z.uuid(BOOKING_MESSAGES.detailsFailed) });

const ZProfile = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  mobileNumber: z.string().nullable(),
  marketingSubscription: z.boolean(),
  marketingPreference: z.enum(['email', 'phone', 'both']),
  createdAt: z.string(),
  /** When the account confirmed its e-mail address through the link it was sent; null while unconfirmed. */
  emailVerifiedAt: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

const ZBusinessInformation = z.object({
  tatLicense: z.string().nullable(),
  traderId: z.string().nullable(),
  companyNameTh: z.string().nullable(),
  companyNameEn: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  companyEmail: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  companyStatus: z.string().nullable(),
  companyAddress: z.string().nullable(),
});
export type TBusinessInformation = z.infer<typeof ZBusinessInformation>;

const ZAccountBooking = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string(),
  totalAmount: z.number(),
  currency: z.string(),
  numberOfGuests: z.number(),
  bookingDate: z.string(),
  specialRequests: z.string().nullable(),
  cancellationDate: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  /** ISO instant; set while a reservation (pay later) awaits payment. */
  paymentDeadline: z.string().nullable(),
  refundStatus: z.string().nullable(),
  /** Minor units of `currency`. */
  refundAmount: z.number().nullable(),
  /** The cancellation policy the booking was made under (DESIGN decision 31). */
  cancellationPolicy: ZCancellationPolicySnapshot,
  /** The traveller has written a review of this booking (whatever a moderator made of it). */
  reviewed: z.boolean(),
  /** It may be cancelled here now: pending or confirmed, and the trip has not started (the server checks again). */
  cancellable: z.boolean(),
  tour: z.object({
    slug: z.string(),
    ...BOOKED_TOUR_TITLE,
    location: z.string(),
    country: z.string(),
    thumbnailUrl: z.string().nullable(),
  }),
  date: z.object({ id: z.string(), startDate: z.string(), endDate: z.string() }),
  guests: z.array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      nationality: z.string(),
      dateOfBirth: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      method: z.string(),
      status: z.string(),
      amount: z.number(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type TAccountBooking = z.infer<typeof ZAccountBooking>;

/** What cancelling one of the user's own bookings now would give back under the cancellation policy. */
const ZAccountCancellationPreview = z.object({
  bookingId: z.string(),
  currency: z.string(),
  paymentMethod: z.string(),
  /** What has been paid (or sent by bank transfer and being verified), in minor units. */
  paidAmount: z.number(),
  /** The booking's own policy, whose terms the answer follows. */
  cancellationPolicy: ZCancellationPolicySnapshot,
  cancellation: ZManageCancellation,
});
export type TAccountCancellationPreview = z.infer<typeof ZAccountCancellationPreview>;

export const getAccountProfile = defineEndpoint({
  method: 'GET',
  path: '/api/account/profile',
  response: ZProfile,
});

/** The profile as saved (the mobile number stored in E.164). */
export const updateAccountProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/account/profile',
  body: ZUpdateProfileRequest,
  response: ZProfile,
});

/** The user's company, or null when none has been submitted. */
export const getAccountCompany = defineEndpoint({
  method: 'GET',
  path: '/api/account/company',
  response: z.object({ company: ZBusinessInformation.nullable() }),
});

/** One live tour of the user's company, whoever of its users submitted it. */
const ZCompanyTour = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** 'hidden': an administrator unpublished it. */
  status: z.enum(['published', 'hidden']),
  location: z.string(),
  country: z.string(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Who submitted it (or owns it, for a tour that came without a submission); null when unknown. */
  submittedBy: z.object({ name: z.string().nullable(), email: z.string() }).nullable(),
  /** The user may open /edit-tour for it (2-operator.md section 6). */
  canEdit: z.boolean(),
});
export type TCompanyTour = z.infer<typeof ZCompanyTour>;

/** Every tour of the user's company (its own and its colleagues'), newest first; none without a company. */
export const listAccountCompanyTours = defineEndpoint({
  method: 'GET',
  path: '/api/account/company-tours',
  response: z.object({ companyName: z.string().nullable(), tours: z.array(ZCompanyTour) }),
});

/** The user's own bookings with tour, date, guests and payments, newest first. */
export const listAccountBookings = defineEndpoint({
  method: 'GET',
  path: '/api/account/bookings',
  response: z.object({ bookings: z.array(ZAccountBooking) }),
});

/** One of the user's bookings with its payments (someone else's is 404). */
export const getAccountBooking = defineEndpoint({
  method: 'GET',
  path: '/api/account/bookings/:bookingId',
  params: ZAccountBookingParams,
  response: ZAccountBooking,
});

/** What cancelling now gives back under the policy (409 unless pending or confirmed). */
export const previewAccountBookingCancellation = defineEndpoint({
  method: 'GET',
  path: '/api/account/bookings/:bookingId/cancellation',
  params: ZAccountBookingParams,
  response: ZAccountCancellationPreview,
});

/**
 * The booking, cancelled 'Cancelled by user' under the cancellation policy with its refund state (409 unless
 * pending or confirmed, or once the trip has started).
 */
export const cancelAccountBooking = defineEndpoint({
  method: 'POST',
  path: '/api/account/bookings/:bookingId/cancel',
  params: ZAccountBookingParams,
  body: ZCancelBookingRequest,
  response: ZAccountBooking,
});
