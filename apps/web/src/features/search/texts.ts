import { defineFirstScreenTexts } from '../../lib/i18n/texts';

/** The English; the Thai is in texts.th.ts, loaded apart (defineFirstScreenTexts). */
export const SEARCH_TEXTS_EN = {
  form: {
    label: 'Search tours',
    destination: 'Destination',
    destinationPlaceholder: 'Where to? Santorini, Bali, Kyoto…',
    date: 'Departure from',
    travellers: 'Travellers',
    travellerOption: (value: number, isLast: boolean) =>
      isLast ? `${value}+ travellers` : value === 1 ? '1 traveller' : `${value} travellers`,
    submit: 'Search',
  },
} as const;

/** Strings of the tour search form, which the home's first screen also shows (the results page's are apart). */
export const SEARCH_TEXTS = defineFirstScreenTexts('search', SEARCH_TEXTS_EN);
