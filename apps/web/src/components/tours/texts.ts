/** Strings of the shared tour views (the tour page's tabs, the checkout's tour info, the operator's tour preview). */
export const TOUR_INFO_TEXTS = {
  includes: {
    included: "What's included",
    excluded: "What's not included",
    noIncluded: 'No inclusions specified',
    noExcluded: 'No exclusions specified',
  },
  meals: {
    empty: 'No meal plans',
    day: 'Day',
    breakfast: 'Breakfast',
    lunch: 'Lunch',
    dinner: 'Dinner',
    included: 'included',
    notIncluded: 'not included',
  },
  hotels: {
    empty: 'No Hotel Information',
    roomType: 'Room',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    website: 'Visit website',
    amenities: (hotel: string) => `${hotel} amenities`,
  },
  policies: {
    cancellation: 'Cancellation policy',
  },
} as const;
