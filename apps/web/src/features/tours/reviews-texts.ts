import {
  MIN_REVIEWS_FOR_RATING,
  REVIEW_MESSAGES,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_TRAVELLER_TYPE_LABELS,
  type TReviewSort,
} from '@tour/shared';
import { REVIEWS_HEADING_TEXTS } from './detail/reviews-heading-texts';

/** Strings of the tour page's Reviews section (issue 23), loaded with it; its heading is in TOUR_TEXTS. */
export const TOUR_REVIEWS_TEXTS = {
  loading: REVIEWS_HEADING_TEXTS.loading,
  loadFailed: 'Failed to load the reviews',
  retry: 'Try again',
  empty: 'No reviews yet',
  emptyBody: 'Reviews appear here once travellers who booked this tour have been on it.',
  outOf: 'out of 5',
  basedOn: (count: number) => `Based on ${count} ${count === 1 ? 'review' : 'reviews'}`,
  newTitle: REVIEW_MESSAGES.newRating,
  newBody: (count: number) =>
    `${count === 1 ? 'One review' : `${count} reviews`} so far. The tour's rating shows from ${MIN_REVIEWS_FOR_RATING} reviews on.`,
  distributionLabel: 'Reviews by rating',
  bucket: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
  bucketFilter: (stars: number, count: number) =>
    `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count} ${count === 1 ? 'review' : 'reviews'}. Show only these`,
  subRatingsTitle: 'Ratings in detail',
  subRatingCount: (count: number) => `(${count})`,
  filtersLabel: 'Sort and filter reviews',
  sort: 'Sort by',
  sorts: { newest: 'Newest first', highest: 'Highest rated', lowest: 'Lowest rated' } satisfies Record<
    TReviewSort,
    string
  >,
  rating: 'Rating',
  allRatings: 'All ratings',
  travellerType: 'Travelled as',
  allTravellerTypes: 'All travellers',
  travellerTypes: REVIEW_TRAVELLER_TYPE_LABELS,
  matching: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  noMatch: 'No reviews match these filters.',
  clearFilters: 'Clear filters',
  pagingLabel: 'Review pages',
  report: 'Report',
  reported: 'Reported',
  reportLabel: (title: string) => `Report the review "${title}"`,
  reportDialog: {
    title: 'Report this review',
    description: 'Tell us what is wrong with it. Our team reads every report and may hide the review.',
    reason: 'Why are you reporting it?',
    reasons: REVIEW_REPORT_REASON_LABELS,
    details: 'Details (optional)',
    detailsPlaceholder: 'Anything that helps us decide',
    cancel: 'Cancel',
    submit: 'Send report',
    sending: 'Sending...',
    failed: 'Failed to send the report. Please try again.',
    close: 'Close',
  },
} as const;
