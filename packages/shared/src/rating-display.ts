/**
 * How a tour's rating is shown on the card and the tour page (issue 23, DESIGN decision 35): one decimal, only from
 * three published reviews on, 'New' before. Apart from reviews.ts, whose form schemas load zod: the tour card is on
 * the first screen, which stays within its JavaScript budget (scripts/check-bundle-budget.ts).
 */

/** A tour's rating is shown from this many published reviews on; before that it reads 'New'. */
export const MIN_REVIEWS_FOR_RATING = 3;
export const NEW_RATING_LABEL = 'New';

export type TRatingDisplay =
  | { shown: true; rating: number; label: string; reviewsCount: number; reviewsLabel: string }
  | { shown: false; label: string; reviewsCount: number };

/** The tour card's and page's rating: '4.7' with '12 reviews' from three published reviews on, else 'New'. */
export function ratingDisplay(tour: { rating: number; reviewsCount: number }): TRatingDisplay {
  if (tour.reviewsCount < MIN_REVIEWS_FOR_RATING) {
    return { shown: false, label: NEW_RATING_LABEL, reviewsCount: tour.reviewsCount };
  }
  return {
    shown: true,
    rating: tour.rating,
    // One decimal, as formatRating (reviews.ts) writes every rating.
    label: tour.rating.toFixed(1),
    reviewsCount: tour.reviewsCount,
    reviewsLabel: `${tour.reviewsCount} ${tour.reviewsCount === 1 ? 'review' : 'reviews'}`,
  };
}
