export const TOUR_PAGE_SIZE = 12;

/** Shown on a tour page and given by Book Now while the operator's licence has expired (decision 25). */
export const BOOKINGS_PAUSED_MESSAGE =
  "This operator's licence has expired; new bookings are paused until it is renewed.";

/**
 * What a traveller reads where a tour an administrator took down used to be (decision record 0020). Here and not
 * in tour-management.ts: the tour page's first screen reads it, and that module brings zod.
 */
export const TOUR_UNAVAILABLE_MESSAGE = 'This tour is no longer available';

/** What a tour's public pages and their endpoints answer. */
export const TOUR_PAGE_MESSAGES = {
  notFound: 'Tour not found',
  unavailable: TOUR_UNAVAILABLE_MESSAGE,
  bookingsPaused: BOOKINGS_PAUSED_MESSAGE,
} as const;

export const FEATURED_DESTINATIONS = ['Santorini', 'Bali', 'Kyoto', 'Venice'] as const;

/** Itinerary titles like 'Day 2: Reef - Activity 1' share one day heading without the suffix. */
export function dayHeadingOf(title: string): string {
  return title.replace(/\s+-\s+Activity\s+\d+\s*$/i, '');
}

/** The longest slug a tour may have (the wizard's title limit keeps slugs well below it). */
export const SLUG_MAX_LENGTH = 200;
/**
 * A URL path parameter is measured percent-encoded: a Thai letter is 9 characters there (3 UTF-8
 * bytes), any character at most 12. The router's limit admits the longest slug in any script.
 */
export const MAX_ENCODED_PARAM_LENGTH = SLUG_MAX_LENGTH * 12;
