import { BOOKING_MESSAGES, MANAGE_BOOKING_MESSAGES } from '@tour/shared';

/** Strings of the manage-booking and Find my booking pages (DESIGN decision 16). */
export const MANAGE_TEXTS = {
  pageTitle: 'Manage your booking',
  loading: 'Loading your booking...',
  reference: 'Booking Reference',
  invalid: {
    title: 'This link does not open a booking',
    body: MANAGE_BOOKING_MESSAGES.linkInvalid,
    find: 'Find my booking',
  },
  loadFailed: {
    title: 'Error loading booking details',
    body: 'We could not load this booking. Please check your connection and try again.',
    retry: 'Try again',
  },
  bookedOn: 'Booked on',
  deadline: {
    title: 'Payment due',
    body: (deadline: string) => `Due by ${deadline}.`,
  },
  pay: {
    button: 'Pay Now',
    dialogTitle: 'Pay for your booking',
    dialogBody: (reference: string, amount: string) => `Booking ${reference}: ${amount} to pay.`,
  },
  cancellation: {
    title: 'Cancellation',
    freeUntil: (instant: string) => `Free cancellation until ${instant}.`,
    button: 'Cancel booking',
    dialogTitle: (reference: string) => `Cancel booking ${reference}?`,
    dialogBody: (title: string, dates: string) =>
      `Your booking for ${title} (${dates}) will be cancelled and its seats released. This cannot be undone.`,
    refundLine: 'You get back',
    feeLine: (feePercent: number) => `Cancellation fee (${feePercent}%)`,
    paidLine: 'Paid',
    keep: 'Keep booking',
    confirm: 'Cancel booking',
    cancelling: 'Cancelling...',
    success: BOOKING_MESSAGES.cancelled,
    failed: BOOKING_MESSAGES.cancelFailed,
    refundAmount: 'Refund',
    refundStatusLabel: 'Refund status',
    refundStatus: {
      refunded: 'Refunded',
      pending: 'Refund pending',
      failed: 'Refund failed',
      none: 'No refund due',
    } as Record<string, string>,
    retryRefund: 'Try the refund again',
    cancelledOn: 'Cancelled on',
  },
  supportBody: 'Questions about this booking? Our team is here to help.',
  find: {
    pageTitle: 'Find my booking',
    title: 'Find my booking',
    intro:
      'Enter your booking reference and the e-mail address you booked with. We will e-mail you a private link to see, pay or cancel your booking, no account needed.',
    reference: 'Booking reference',
    referencePlaceholder: 'CHT-123456',
    referenceHint: 'You find it in your confirmation e-mail.',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    submit: 'Email me the link',
    submitting: 'Sending...',
    answer: MANAGE_BOOKING_MESSAGES.findAnswer,
    answerHint:
      'The link works until your trip ends. Nothing arrived? Check the spelling of both, and your spam folder.',
    failed: 'We could not send the link. Please try again.',
    mailboxHint: 'Test mode: e-mails are not sent; they are kept in the dev mailbox.',
    openMailbox: 'Open the dev mailbox',
    signedInHint: 'Have an account?',
    signedInLink: 'See your bookings in My Account',
  },
} as const;
