import { REVIEW_SUB_RATING_LABELS, REVIEW_TRAVELLER_TYPE_LABELS } from '@tour/shared';

/** Strings of a review as the tour page, the operator and the moderators read it (issue 23). */
export const REVIEW_VIEW_TEXTS = {
  stars: (rating: number) => `Rated ${rating} out of 5`,
  average: (rating: string) => `Rated ${rating} out of 5`,
  travellerTypes: REVIEW_TRAVELLER_TYPE_LABELS,
  subRatings: REVIEW_SUB_RATING_LABELS,
  subRatingsLabel: 'Ratings in detail',
  travelled: (month: string, type: string) => `Travelled ${month} · ${type}`,
  written: (date: string) => `Written ${date}`,
  edited: 'edited',
  photos: 'Photos',
  photo: (index: number, total: number) => `Photo ${index} of ${total}`,
  photoUnavailable: 'Shown once published',
  reply: (operator: string) => `Reply from ${operator}`,
} as const;
