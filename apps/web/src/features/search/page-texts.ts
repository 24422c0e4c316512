import { defineFirstScreenTexts } from '../../lib/i18n/texts';

/** The English; the Thai is in page-texts.th.ts, loaded apart (defineFirstScreenTexts). */
export const SEARCH_PAGE_TEXTS_EN = {
  results: {
    title: 'Find your tour',
    titleFor: (destination: string) => `Tours matching “${destination}”`,
    allTours: 'All tours',
    description: (total: number, destination: string | null) =>
      `${total === 1 ? '1 tour package' : `${total} tour packages`}${destination ? ` for “${destination}”` : ''} with flights, hotels and meals included: compare dates, prices and travellers' reviews, and book online.`,
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
    emptyWithRefinements: 'Try another destination, or loosen the filters.',
    pastLastPage: 'This page is past the last one',
    firstPage: 'Back to page 1',
    corrected: (typed: string, corrected: string) => `No tours match “${typed}”. Showing results for “${corrected}”.`,
    loadFailed: 'Failed to load tours',
    retry: 'Try again',
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    loading: 'Loading tours',
  },
  sort: {
    label: 'Sort by',
    options: {
      recommended: 'Recommended',
      price_asc: 'Price: low to high',
      price_desc: 'Price: high to low',
      rating: 'Rating',
      newest: 'Newest',
      soonest: 'Soonest departure',
    },
  },
  refine: {
    title: 'Filters',
    show: 'Filters',
    hide: 'Hide filters',
    active: (count: number) => `${count} active`,
    clear: 'Clear filters',
    remove: (filter: string) => `Remove filter: ${filter}`,
    price: {
      legend: 'Price per person (US$)',
      min: 'Lowest',
      max: 'Highest',
      apply: 'Apply',
      chip: (min: string | null, max: string | null) =>
        min !== null && max !== null ? `${min} – ${max}` : min !== null ? `From ${min}` : `Up to ${max}`,
      hint: 'After discounts, converted from other currencies at today’s rates.',
      outOfOrder: 'The lowest price must not be above the highest',
    },
    duration: {
      legend: 'Trip length',
      options: { '1-3': '1–3 days', '4-6': '4–6 days', '7-9': '7–9 days', '10+': '10 days or more' },
    },
    category: {
      legend: 'Category',
      options: {
        beach: 'Beach',
        city: 'City',
        adventure: 'Adventure',
        cultural: 'Cultural',
        luxury: 'Luxury',
        shopping: 'Shopping',
      },
    },
    rating: {
      legend: 'Traveller rating',
      any: 'Any rating',
      options: { '4.5': '4.5 and above', '4': '4 and above', '3': '3 and above' },
    },
    count: (count: number) => (count === 1 ? '1 tour' : `${count} tours`),
  },
} as const;

/** Strings of the results page (/tours): kept apart from the form's so the home's first screen does not load them. */
export const SEARCH_PAGE_TEXTS = defineFirstScreenTexts('searchPage', SEARCH_PAGE_TEXTS_EN);
