/** Strings of the tour search form, which the home's first screen also shows (the results page's are apart). */
export const SEARCH_TEXTS = {
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
