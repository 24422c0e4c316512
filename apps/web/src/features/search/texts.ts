/** Strings of the tour search form and the results page (/tours). */
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
  results: {
    title: 'Find your tour',
    titleFor: (destination: string) => `Tours matching “${destination}”`,
    allTours: 'All tours',
    breadcrumbHome: 'Home',
    breadcrumbLabel: 'Breadcrumb',
    count: (total: number) => (total === 1 ? '1 tour found' : `${total} tours found`),
    filters: {
      from: (date: string) => `Departing on or after ${date}`,
      travellers: (count: number) => (count === 1 ? 'Room for 1 traveller' : `Room for ${count} travellers`),
      clear: 'Clear filters',
    },
    emptyTitle: 'No tours match your search',
    emptyBody: 'Try another destination, an earlier date or fewer travellers.',
    loadFailed: 'Failed to load tours',
    retry: 'Try again',
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    loading: 'Loading tours',
  },
} as const;
