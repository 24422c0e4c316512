import { BOOKING_SESSION_MESSAGES } from '@tour/shared';

/** Strings of the booking session: its timer, its page, and its problems (1-traveller.md section 8). */
export const SESSION_TEXTS = {
  messages: BOOKING_SESSION_MESSAGES,
  timer: {
    title: 'Session expires in',
    held: (guests: number) =>
      `${guests === 1 ? 'Your seat is' : `Your ${guests} seats are`} held until the timer runs out.`,
    extend: 'Extend Session',
    extending: 'Extending…',
    extendHint: 'Adds time: the session will end 15 minutes from now.',
    progressLabel: 'Time left in your booking session',
    badgeLabel: (time: string) => `Booking session time left: ${time}`,
  },
  expired: {
    title: 'Session Expired',
    body: BOOKING_SESSION_MESSAGES.expired,
    released: 'The seats you held have been released. You can pick a date again and start a new booking.',
    backToTour: 'Back to the tour',
    home: 'Go Home',
  },
  notFound: {
    title: BOOKING_SESSION_MESSAGES.notFound,
    body: 'This booking session does not exist, belongs to someone else, or has ended.',
  },
  loadFailed: 'Failed to load booking information',
  retry: 'Try again',
  restored: 'Session restored',
  completed: {
    title: 'This booking is complete',
    body: 'Payment for this booking session has been received.',
    view: 'View confirmation',
  },
  page: {
    title: 'Your booking session',
    subtitle: 'Your seats are held while you complete your booking.',
    status: 'Status',
    tour: 'Tour',
    dates: 'Travel dates',
    guests: 'Guests',
    total: 'Total',
    continue: 'Continue to Checkout',
    statusLabels: { active: 'Active', expired: 'Expired', completed: 'Completed', abandoned: 'Released' } as const,
  },
  startFailed: 'Failed to create booking',
} as const;
