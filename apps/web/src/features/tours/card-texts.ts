import { NEW_RATING_LABEL } from '@tour/shared';
import { defineFirstScreenTexts } from '../../lib/i18n/texts';

/** The English; the Thai is in card-texts.th.ts, loaded apart (defineFirstScreenTexts). */
export const TOUR_CARD_TEXTS_EN = {
  discount: (percent: number) => `${percent}% OFF`,
  recommended: 'Recommended',
  addFavourite: (title: string) => `Save ${title} to favourites`,
  removeFavourite: (title: string) => `Remove ${title} from favourites`,
  newLabel: ', fewer than three reviews so far',
  ratingLabel: (rating: string, reviews: string) => `Rated ${rating} out of 5 from ${reviews}`,
  hotelStars: (stars: number) => `${stars}-star hotels`,
  noUpcomingDates: 'No upcoming dates',
  datesLabel: 'Available dates',
  verified: 'Verified',
  verifiedLabel: 'Verified operator',
  perPerson: 'per person',
  from: 'From',
  originalPrice: 'Original price',
  perDay: (amount: string) => `${amount} / day`,
  downloadProgram: 'Download Program',
  preparingProgram: 'Preparing…',
  programFailed: 'Failed to prepare the program. Please try again.',
  viewDetails: 'View Details',
  buy: 'Buy',
  newBadge: NEW_RATING_LABEL,
  reviews: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
  /** The tour's own words ('8 nights / 9 days'). */
  duration: (label: string, _days: number) => label,
  /** The category as the operator's form stores it. */
  category: (category: string) => category,
} as const;

/**
 * Strings of a tour's card and of its price (1-traveller.md sections 2 and 4): apart from the tour page's, as the home
 * and the search show cards without the rest.
 */
export const TOUR_CARD_TEXTS = defineFirstScreenTexts('tourCard', TOUR_CARD_TEXTS_EN);
