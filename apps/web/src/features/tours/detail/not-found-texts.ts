import { TOUR_UNAVAILABLE_MESSAGE } from '@tour/shared';

/** The tour page's not-found and taken-down states: loaded with that view only, not on every tour page. */
export const TOUR_NOT_FOUND_TEXTS = {
  notFoundTitle: 'Tour Not Found',
  notFoundBody: "Sorry, the tour you're looking for does not exist or has been removed",
  unavailableTitle: TOUR_UNAVAILABLE_MESSAGE,
  unavailableBody:
    'It has been taken off sale and cannot be booked. If you already booked it, your booking stands: find it in your account or through the link in your booking e-mail.',
  myBookings: 'My bookings',
  goBack: 'Go Back',
  browseTours: 'Browse all tours',
} as const;
