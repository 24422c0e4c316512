import type { TTourFormCategory } from '../tour-categories';

export { CATEGORY_LABELS_TH, TOUR_FORM_CATEGORIES, type TTourFormCategory } from '../tour-categories';

/**
 * Business constants of the tour wizard (2-operator.md section 9). The value lists the database
 * enforces (currencies, categories, hotel ratings, room types) are the same as packages/db's
 * domain-values, which cannot be imported here (db depends on shared).
 */

/** The spec's currencies; its 'IND' is the Indian rupee, INR (DESIGN section 4). */
export const TOUR_CURRENCIES = ['THB', 'USD', 'JPY', 'CNY', 'EUR', 'GBP', 'SGD', 'INR', 'KRW'] as const;
export type TTourCurrency = (typeof TOUR_CURRENCIES)[number];

export const CURRENCY_LABELS: Record<TTourCurrency, string> = {
  THB: 'THB - Thai Baht',
  USD: 'USD - US Dollar',
  JPY: 'JPY - Japanese Yen',
  CNY: 'CNY - Chinese Yuan',
  EUR: 'EUR - Euro',
  GBP: 'GBP - British Pound',
  SGD: 'SGD - Singapore Dollar',
  INR: 'INR - Indian Rupee',
  KRW: 'KRW - South Korean Won',
};

export const CATEGORY_LABELS: Record<TTourFormCategory, string> = {
  beach: 'Beach',
  city: 'City',
  adventure: 'Adventure',
  cultural: 'Cultural',
  luxury: 'Luxury',
  shopping: 'Shopping',
};

export const TOUR_HOTEL_RATINGS = ['3', '4', '5', 'luxury'] as const;
export type TTourHotelRating = (typeof TOUR_HOTEL_RATINGS)[number];

export const HOTEL_RATING_LABELS: Record<TTourHotelRating, string> = {
  '3': '3 Stars',
  '4': '4 Stars',
  '5': '5 Stars',
  luxury: 'Luxury',
};

export const TOUR_ROOM_TYPES = ['standard', 'deluxe', 'suite', 'villa', 'apartment'] as const;
export type TTourRoomType = (typeof TOUR_ROOM_TYPES)[number];

export const ROOM_TYPE_LABELS: Record<TTourRoomType, string> = {
  standard: 'Standard Room',
  deluxe: 'Deluxe Room',
  suite: 'Suite',
  villa: 'Villa',
  apartment: 'Apartment',
};

/** The 20 amenities a hotel can tick. */
export const HOTEL_AMENITIES = [
  'Free WiFi',
  'Swimming Pool',
  'Spa & Wellness',
  'Airport Shuttle',
  'Fitness Center',
  'Restaurant',
  'Bar & Lounge',
  'Room Service',
  'Beach Access',
  'Private Pool',
  'Kids Club',
  'Free Parking',
  'Air Conditioning',
  'Laundry Service',
  '24-Hour Front Desk',
  'Business Center',
  'Breakfast Included',
  'Butler Service',
  'Onsen',
  'Pet Friendly',
] as const;
export type THotelAmenity = (typeof HOTEL_AMENITIES)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** '09:30' (24-hour clock) for every half hour of the day. */
function halfHourSlots(): string[] {
  return Array.from({ length: 48 }, (_, index) => `${pad(Math.floor(index / 2))}:${index % 2 === 0 ? '00' : '30'}`);
}

/** '12:00 PM' style times every half hour from `fromMinutes` to `toMinutes` after midnight, both included. */
function twelveHourSlots(fromMinutes: number, toMinutes: number): string[] {
  const slots: string[] = [];
  for (let minutes = fromMinutes; minutes <= toMinutes; minutes += 30) {
    const hours24 = Math.floor(minutes / 60);
    const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
    slots.push(`${hours12}:${pad(minutes % 60)} ${hours24 < 12 ? 'AM' : 'PM'}`);
  }
  return slots;
}

/** Activity times: a part of the day or a half-hour slot. */
export const ACTIVITY_TIMES: readonly string[] = [
  'Morning',
  'Noon',
  'Afternoon',
  'Evening',
  'Night',
  ...halfHourSlots(),
];

/** Hotel check-in times, 12:00 PM to 6:00 PM in half-hour steps. */
export const HOTEL_CHECK_IN_TIMES: readonly string[] = twelveHourSlots(12 * 60, 18 * 60);

/** Hotel check-out times, 9:00 AM to 2:00 PM in half-hour steps. */
export const HOTEL_CHECK_OUT_TIMES: readonly string[] = twelveHourSlots(9 * 60, 14 * 60);

export const DISCOUNT_MODES = ['percentage', 'amount'] as const;
export type TDiscountMode = (typeof DISCOUNT_MODES)[number];

/** The eight wizard steps in order (2-operator.md section 2). */
export const TOUR_WIZARD_STEPS = [
  { number: 1, key: 'flights', title: 'Flight Search' },
  { number: 2, key: 'basics', title: 'Basic Information' },
  { number: 3, key: 'dates', title: 'Available Dates & Flights' },
  { number: 4, key: 'itinerary', title: 'Itinerary' },
  { number: 5, key: 'meals', title: 'Meal Plans' },
  { number: 6, key: 'hotel', title: 'Hotel' },
  { number: 7, key: 'images', title: 'Tour Images' },
  { number: 8, key: 'features', title: 'Features & Highlights' },
] as const;
export type TWizardStep = (typeof TOUR_WIZARD_STEPS)[number]['number'];
export const WIZARD_STEP_COUNT = TOUR_WIZARD_STEPS.length;

export const TOUR_FORM_DEFAULTS = {
  currency: 'THB',
  category: 'beach',
  discountMode: 'percentage',
  /** Spots of the first date when it is created from a chosen flight. */
  firstDateSpotsFromFlight: 20,
  /** Spots of a date added by hand (the edit form's default). */
  addedDateSpots: 10,
  /** A date added by hand starts this many days after the last one, */
  addedDateAfterDays: 7,
  /** or this many days from today when there is none. */
  firstAddedDateInDays: 30,
  /** A new date's return is this many days after its departure. */
  returnAfterDays: 3,
  flightDuration: '3h 0m',
  hotelRating: '5',
  hotelCheckIn: '2:00 PM',
  hotelCheckOut: '12:00 PM',
  roomType: 'standard',
} as const satisfies {
  currency: TTourCurrency;
  category: TTourFormCategory;
  discountMode: TDiscountMode;
  firstDateSpotsFromFlight: number;
  addedDateSpots: number;
  addedDateAfterDays: number;
  firstAddedDateInDays: number;
  returnAfterDays: number;
  flightDuration: string;
  hotelRating: TTourHotelRating;
  hotelCheckIn: string;
  hotelCheckOut: string;
  roomType: TTourRoomType;
};

/**
 * The number inputs of the form, the same on the wizard and the edit screen (2-operator.md section 5:
 * quota min 1; price min 0, step 0.01; a percentage 0 to 100).
 */
export const TOUR_NUMBER_INPUTS = {
  money: { min: 0, step: 0.01 },
  percentage: { min: 0, max: 100, step: 0.01 },
  seats: { min: 1, step: 1 },
} as const satisfies Record<string, { min: number; max?: number; step: number }>;
export type TTourNumberInput = keyof typeof TOUR_NUMBER_INPUTS;

/** Size limits of the form, so a draft or a submission stays a sensible size. */
export const TOUR_FORM_LIMITS = {
  titleMax: 200,
  slugMax: 220,
  descriptionMax: 5000,
  shortTextMax: 200,
  listItemMax: 300,
  listItemsMax: 30,
  urlMax: 2048,
  /** A data: image URL (thumbnail under 1 MB, base64 grows it by a third). */
  dataUrlMax: 1_400_000,
  galleryMax: 10,
  durationMax: 60,
  activitiesPerDayMax: 20,
  hotelsMax: 10,
  datesMax: 100,
  priceMax: 100_000_000,
  quotaMax: 100_000,
  companyNameMax: 200,
} as const;
