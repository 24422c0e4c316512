/** Strings of the confirmation pages (1-traveller.md sections 2, 8 and 9). */
export const CONFIRMATION_TEXTS = {
  loading: 'Loading booking confirmation...',
  /** The heading and lead follow the booking's state (BOOKING_STATUS_TEXTS in @tour/shared). */
  pageTitle: 'Your booking',
  payBy: 'Pay by',
  payNow: {
    title: 'Pay for your booking',
    body: 'Pay now by card, bank transfer or PromptPay to confirm it.',
    button: (amount: string) => `Pay ${amount} now`,
    dialogTitle: 'Pay for your booking',
    dialogBody: (reference: string, amount: string) => `Booking ${reference}: ${amount}`,
  },
  reference: 'Booking Reference',
  referenceHint: 'Quote this reference whenever you contact us.',
  loadError: 'Error loading booking details',
  loadErrorBody: 'We could not load this booking. If you just paid, your confirmation e-mail has the details.',
  findBooking: { body: 'Booked in another browser or as a guest?', link: 'Find my booking' },
  pending: {
    title: 'Payment pending verification',
    body: 'We have your payment slip. We verify bank transfers within 1-2 business days and e-mail you once your payment is confirmed.',
  },
  paymentStatuses: {
    pending: 'Not paid yet',
    processing: 'Pending verification',
    completed: 'Paid',
    failed: 'Not paid yet',
  } as Record<string, string>,
  next: {
    title: 'What Happens Next?',
    steps: [
      { title: 'Confirmation e-mail', body: 'You will receive a confirmation e-mail within 5 minutes.' },
      { title: 'Your tour coordinator', body: 'Our tour coordinator will contact you within 24 hours.' },
      { title: 'Travel documents', body: 'Your travel documents will be sent 7 days before departure.' },
    ],
  },
  notes: {
    title: 'Important Notes',
    cancellationTitle: 'Cancellation Policy',
    insuranceTitle: 'Travel Insurance',
    insurance: 'We strongly recommend travel insurance that covers cancellation, medical care and lost luggage.',
  },
  supportBody: 'Our team is here for you before, during and after your trip.',
  actions: {
    bookings: 'View My Bookings',
  },
} as const;
