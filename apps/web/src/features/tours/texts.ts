import { defineFirstScreenTexts } from '../../lib/i18n/texts';

/** The English; the Thai is in texts.th.ts, loaded apart (defineFirstScreenTexts). */
export const TOUR_TEXTS_EN = {
  detail: {
    metaDescription: (summary: { length: string; place: string; price: string; about: string | null }) =>
      `${summary.length} in ${summary.place}, from ${summary.price} per person with flights, hotels and meals included.${summary.about ? ` ${summary.about}` : ''}`,
    loading: 'Loading tour',
    loadFailed: 'Failed to load tour information',
    retry: 'Try again',
    breadcrumbHome: 'Home',
    breadcrumbTours: 'Tours',
    breadcrumbLabel: 'Breadcrumb',
    allInclusive: 'All-inclusive',
    /** Under the title when the tour has no content in the visitor's language (issue 27, item 5). */
    contentOnlyInOther: 'This tour is described in Thai only.',
    about: 'About this tour',
    noDescription: 'The operator has not written a description yet.',
    seeMore: 'See More',
    highlights: 'Highlights',
    noHighlights: 'No highlights specified',
    availableDates: 'Available Dates',
    noDates: 'No available dates at the moment',
    spotsLeft: (spots: number) => (spots === 1 ? '1 spot left' : `${spots} spots left`),
    soldOut: 'Sold out',
    select: 'Select',
    selected: 'Selected',
    perPerson: 'per person',
    duration: 'Duration',
    operator: 'Operated by',
    tabsTitle: 'Tour details',
  },
  gallery: {
    label: 'Tour photos',
    carousel: 'carousel',
    previous: 'Previous photo',
    next: 'Next photo',
    show: (index: number, total: number) => `Show photo ${index} of ${total}`,
    counter: (index: number, total: number) => `${index} / ${total}`,
  },
  booking: {
    title: 'Book this tour',
    perPerson: 'per person',
    travelDate: 'Travel date',
    noDateOption: 'Choose a date',
    guests: 'Guests',
    fewerGuests: 'Remove a guest',
    moreGuests: 'Add a guest',
    guestsValue: (guests: number) => (guests === 1 ? '1 guest' : `${guests} guests`),
    priceLine: (price: string, guests: number) => `${price} × ${guests === 1 ? '1 guest' : `${guests} guests`}`,
    discountLine: (percent: number) => `Discount (${percent}%)`,
    total: 'Total',
    payLater: 'No payment required today. Pay later.',
    bookNow: 'Book Now',
    chooseDateFirst: 'กรุณาเลือกวันที่เดินทางก่อน',
    startFailed: 'Failed to start the booking. Please try again.',
    notEnoughSpots: (spots: number) => `Only ${spots} spots available for this date`,
    spotsLeft: (spots: number, few: boolean) =>
      `${few ? 'Only ' : ''}${spots === 1 ? '1 spot' : `${spots} spots`} left on this date`,
    guestsLowered: (guests: number) =>
      `This date has room for ${guests === 1 ? '1 guest' : `${guests} guests`}, so the guests are now ${guests}.`,
    barLabel: 'Price and booking',
    noDateChosen: 'No date chosen',
  },
} as const;

/** Strings of the tour card and the tour page (1-traveller.md sections 2, 4 and 8). */
export const TOUR_TEXTS = defineFirstScreenTexts('tours', TOUR_TEXTS_EN);
