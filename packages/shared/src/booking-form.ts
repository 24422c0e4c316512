import { z } from 'zod';
import { PHONE_MESSAGES, optionalPhone, requiredPhone } from './phone';
import { MAX_GUESTS, MIN_GUESTS } from './pricing';
import { calendarDate, multilineText, optionalCalendarDate, plainText } from './text';

export const BOOKING_MESSAGES = {
  loginRequired: 'You must be logged in to create a booking',
  loginToBook: 'You must be logged in to book a tour',
  missingTourOrDate: 'Missing tour or date information',
  tourNotFound: 'Tour not found',
  tourDateNotFound: 'Tour date not found',
  fetchDateFailed: 'Failed to fetch tour date information',
  created: 'Booking created successfully!',
  createFailed: 'Failed to create booking',
  fetchFailed: 'Failed to fetch bookings',
  detailsFailed: 'Failed to fetch booking details',
  statusUpdated: 'Booking status updated successfully',
  statusUpdateFailed: 'Failed to update booking status',
  cancelled: 'Booking cancelled successfully',
  cancelFailed: 'Failed to cancel booking',
  loadTourFailed: 'Failed to load tour information',
  termsRequired: 'You must accept the terms and conditions',
  guestsRange: `Number of guests must be between ${MIN_GUESTS} and ${MAX_GUESTS}`,
  atLeastOneGuest: 'At least one guest is required',
  guestCountMismatch: 'Guest details are needed for every guest',
  notCancellable: 'Only pending or confirmed bookings can be cancelled',
  cancelReason: 'Cancelled by user',
} as const;

export const GUEST_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Valid email is required',
  phone: PHONE_MESSAGES.required,
  phoneInvalid: PHONE_MESSAGES.invalid,
  dateOfBirth: 'Date of birth is required',
  nationality: 'Nationality is required',
} as const;

/** About 70 countries, Afghanistan to Vietnam (1-traveller.md section 3). */
export const NATIONALITIES = [
  'Afghanistan',
  'Argentina',
  'Australia',
  'Austria',
  'Bangladesh',
  'Belgium',
  'Bhutan',
  'Brazil',
  'Brunei',
  'Cambodia',
  'Canada',
  'Chile',
  'China',
  'Colombia',
  'Czech Republic',
  'Denmark',
  'Egypt',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hong Kong',
  'Hungary',
  'India',
  'Indonesia',
  'Iran',
  'Ireland',
  'Israel',
  'Italy',
  'Japan',
  'Jordan',
  'Kazakhstan',
  'Kenya',
  'Kuwait',
  'Laos',
  'Malaysia',
  'Maldives',
  'Mexico',
  'Mongolia',
  'Morocco',
  'Myanmar',
  'Nepal',
  'Netherlands',
  'New Zealand',
  'Nigeria',
  'Norway',
  'Oman',
  'Pakistan',
  'Peru',
  'Philippines',
  'Poland',
  'Portugal',
  'Qatar',
  'Russia',
  'Saudi Arabia',
  'Singapore',
  'South Africa',
  'South Korea',
  'Spain',
  'Sri Lanka',
  'Sweden',
  'Switzerland',
  'Taiwan',
  'Thailand',
  'Turkey',
  'UAE',
  'Ukraine',
  'United Kingdom',
  'United States',
  'Vietnam',
] as const;

const optionalLine = plainText()
  .max(500)
  .optional()
  .transform((value) => value || undefined);
const optionalNotes = multilineText()
  .max(500)
  .optional()
  .transform((value) => value || undefined);

export const ZBookingGuest = z.object({
  firstName: plainText().min(1, GUEST_MESSAGES.firstName).max(100),
  lastName: plainText().min(1, GUEST_MESSAGES.lastName).max(100),
  email: z.string().trim().pipe(z.email(GUEST_MESSAGES.email)),
  phone: requiredPhone(),
  dateOfBirth: z.string().trim().min(1, GUEST_MESSAGES.dateOfBirth).pipe(calendarDate()),
  nationality: plainText().min(1, GUEST_MESSAGES.nationality).max(60),
  passportNumber: optionalLine,
  passportExpiry: optionalCalendarDate(),
  dietaryRequirements: optionalNotes,
  specialRequests: optionalNotes,
  emergencyContactName: optionalLine,
  emergencyContactPhone: optionalPhone(),
});
export type TBookingGuest = z.input<typeof ZBookingGuest>;

export const BOOKING_PAYMENT_METHODS = ['credit_card', 'bank_transfer', 'paypal', 'stripe', 'cash'] as const;
/** The form offers the first four; the server also accepts cash (1-traveller.md section 5). */
export const OFFERED_PAYMENT_METHODS = ['credit_card', 'bank_transfer', 'paypal', 'stripe'] as const;

/** POST /api/bookings: the booking form (/tours/{slug}/book). */
export const ZCreateBookingRequest = z
  .object({
    tourId: z.uuid(BOOKING_MESSAGES.missingTourOrDate),
    tourDateId: z.uuid(BOOKING_MESSAGES.missingTourOrDate),
    numberOfGuests: z.coerce
      .number()
      .int()
      .min(MIN_GUESTS, BOOKING_MESSAGES.guestsRange)
      .max(MAX_GUESTS, BOOKING_MESSAGES.guestsRange),
    guests: z
      .array(ZBookingGuest)
      .min(1, BOOKING_MESSAGES.atLeastOneGuest)
      .max(MAX_GUESTS, BOOKING_MESSAGES.guestsRange),
    specialRequests: optionalNotes,
    paymentMethod: z.enum(BOOKING_PAYMENT_METHODS),
    termsAccepted: z.literal(true, BOOKING_MESSAGES.termsRequired),
    marketingConsent: z.boolean().default(false),
  })
  .refine((value) => value.guests.length === value.numberOfGuests, {
    message: BOOKING_MESSAGES.guestCountMismatch,
    path: ['guests'],
  });
export type TCreateBookingRequest = z.input<typeof ZCreateBookingRequest>;

/** Display of booking status: pending yellow, confirmed green, paid blue, cancelled red, completed purple. */
export const BOOKING_STATUS_VALUES = ['pending', 'confirmed', 'paid', 'cancelled', 'completed'] as const;
export type TBookingStatusValue = (typeof BOOKING_STATUS_VALUES)[number];
export function displayBookingStatus(status: string): TBookingStatusValue {
  return (BOOKING_STATUS_VALUES as readonly string[]).includes(status) ? (status as TBookingStatusValue) : 'pending';
}
export function isCancellable(status: string): boolean {
  return status === 'pending' || status === 'confirmed';
}

/** PATCH /api/bookings/:id/status: the one status function, for administrators and the server. */
export const ZUpdateBookingStatusRequest = z.object({
  status: z.enum(BOOKING_STATUS_VALUES),
  paymentStatus: z.enum(['pending', 'processing', 'completed', 'failed']).optional(),
});
