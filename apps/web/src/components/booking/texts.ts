/** Strings of the booking views the confirmation and manage-booking pages share. */
export const BOOKING_VIEW_TEXTS = {
  details: {
    title: 'Booking Details',
    tour: 'Tour',
    location: 'Location',
    duration: 'Duration',
    days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
    dates: 'Travel dates',
    guests: 'Guests',
    guestsValue: (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`,
    contact: 'Contact',
    method: 'Payment method',
    total: 'Total',
  },
  support: { title: 'Need help?' },
  downloadReceipt: 'Download Receipt',
  home: 'Back to Home',
} as const;
