/**
 * The closed value lists the database enforces with CHECK constraints.
 * Changing one of them needs a new migration (`npm run db:generate`).
 */

/** ISO 4217 codes the spec offers (its "IND" is the Indian rupee, INR). */
export const CURRENCIES = ['THB', 'USD', 'JPY', 'CNY', 'EUR', 'GBP', 'SGD', 'INR', 'KRW'] as const;
export type TCurrency = (typeof CURRENCIES)[number];

export const TOUR_CATEGORIES = ['beach', 'city', 'adventure', 'cultural', 'luxury', 'shopping'] as const;
export type TTourCategory = (typeof TOUR_CATEGORIES)[number];

export const TOUR_STATUSES = ['published', 'hidden'] as const;
export type TTourStatus = (typeof TOUR_STATUSES)[number];

export const HOTEL_RATINGS = ['3', '4', '5', 'luxury'] as const;
export type THotelRating = (typeof HOTEL_RATINGS)[number];

export const ROOM_TYPES = ['standard', 'deluxe', 'suite', 'villa', 'apartment'] as const;
export type TRoomType = (typeof ROOM_TYPES)[number];

/**
 * 'archived' and 'rejected_archived' are the spec's fallbacks; approval keeps the row as 'approved'
 * (DESIGN decision 21), rejection as 'rejected', and a request for changes as 'changes_requested' (decision 22).
 */
export const PENDING_TOUR_STATUSES = [
  'pending',
  'approved',
  'archived',
  'rejected_archived',
  'rejected',
  'changes_requested',
] as const;
export type TPendingTourStatus = (typeof PENDING_TOUR_STATUSES)[number];

/** What happened to a submission, kept as its history (DESIGN decision 22). */
export const SUBMISSION_EVENT_KINDS = [
  'submitted',
  'resubmitted',
  'approved',
  'rejected',
  'changes_requested',
] as const;
export type TSubmissionEventKind = (typeof SUBMISSION_EVENT_KINDS)[number];

/**
 * What an uploaded image is for (2-operator.md section 9 sizes each differently): an operator's tour image, or a
 * traveller's review photo (issue 23), encoded as a gallery image.
 */
export const IMAGE_UPLOAD_PURPOSES = ['gallery', 'thumbnail', 'review'] as const;
export type TImageUploadPurpose = (typeof IMAGE_UPLOAD_PURPOSES)[number];

export const MARKETING_PREFERENCES = ['email', 'phone', 'both'] as const;
export type TMarketingPreference = (typeof MARKETING_PREFERENCES)[number];

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];

export const LICENSE_TYPES = ['TAT', 'DOT'] as const;
export type TLicenseType = (typeof LICENSE_TYPES)[number];

export const KYC_STATUSES = ['verified', 'pending', 'rejected', 'pending_email_verification'] as const;
export type TKycStatus = (typeof KYC_STATUSES)[number];

export const QUALIFY_STATUSES = ['qualified', 'pending', 'rejected'] as const;
export type TQualifyStatus = (typeof QUALIFY_STATUSES)[number];

export const BOOKING_SESSION_STATUSES = ['active', 'expired', 'completed', 'abandoned'] as const;
export type TBookingSessionStatus = (typeof BOOKING_SESSION_STATUSES)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'paid', 'cancelled', 'completed'] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_PAYMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type TBookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

export const BOOKING_PAYMENT_METHODS = [
  'credit_card',
  'bank_transfer',
  'paypal',
  'stripe',
  'cash',
  'promptpay',
  /** Reserve now, pay later (DESIGN decision 13): the method until the booking is paid another way. */
  'pay_later',
] as const;
export type TBookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number];

/** A cancelled paid booking's refund under the cancellation policy (DESIGN decision 26). */
export const BOOKING_REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;
export type TBookingRefundStatus = (typeof BOOKING_REFUND_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_METHODS = ['card', 'promptpay', 'bank_transfer'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'pending_verification',
  /** A bank transfer an administrator refused (wrong amount, unreadable or fake slip): it paid nothing. */
  'rejected',
] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What reading a bank slip found (DESIGN decision 33): its mini QR read and accepted by the slip verifier,
 * refused by it, or no readable QR (accepted for manual review).
 */
export const SLIP_CHECKS = ['qr_verified', 'qr_refused', 'no_qr'] as const;
export type TSlipCheck = (typeof SLIP_CHECKS)[number];

/** One refund's life (DESIGN decision 34): asked for, sent to the provider (or owed by transfer), settled. */
export const REFUND_LEDGER_STATUSES = ['requested', 'submitted', 'succeeded', 'failed'] as const;
export type TRefundLedgerStatus = (typeof REFUND_LEDGER_STATUSES)[number];

/** How a refund goes back: through the provider that took the money, or by a bank transfer an administrator makes. */
export const REFUND_PAYOUT_ROUTES = ['provider', 'bank_transfer'] as const;
export type TRefundPayoutRoute = (typeof REFUND_PAYOUT_ROUTES)[number];

/** Who caused a booking's event: its traveller, an administrator, a job, or the payment provider. */
export const BOOKING_ACTOR_KINDS = ['traveller', 'administrator', 'system', 'provider'] as const;
export type TBookingActorKind = (typeof BOOKING_ACTOR_KINDS)[number];

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 10;
/** Payment slips: 5 MB (1-traveller.md section 9). */
export const MAX_SLIP_BYTES = 5_242_880;
