/** Strings of the tour's includes/excludes and policies views (the tour page's tabs and the checkout's tour info). */
export const TOUR_INFO_TEXTS = {
  includes: {
    included: "What's included",
    excluded: "What's not included",
    noIncluded: 'No inclusions specified',
    noExcluded: 'No exclusions specified',
  },
  policies: {
    cancellation: 'Cancellation policy',
    empty: 'No cancellation policy specified',
  },
} as const;
