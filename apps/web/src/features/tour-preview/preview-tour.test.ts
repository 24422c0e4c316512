import { describe, expect, it } from 'vitest';
import { DEPARTURE_FLIGHT_MESSAGES } from '@tour/shared';
import { departuresOffTheirDates, previewTourFromDraft } from './preview-tour';

const OUTBOUND = {
  airline: 'Bangkok Airways',
  airlineCode: 'PG',
  flightNumber: 'PG261',
  departureAirport: 'Suvarnabhumi Airport',
  departureCode: 'BKK',
  departureDateTime: '2027-03-05T07:45:00+07:00',
  arrivalAirport: 'Krabi International Airport',
  arrivalCode: 'KBV',
  arrivalDateTime: '2027-03-05T09:05:00+07:00',
  duration: '1h 20m',
};
const RETURN = {
  ...OUTBOUND,
  flightNumber: 'PG262',
  departureAirport: 'Krabi International Airport',
  departureCode: 'KBV',
  departureDateTime: '2027-03-07T17:30:00+07:00',
  arrivalAirport: 'Suvarnabhumi Airport',
  arrivalCode: 'BKK',
  arrivalDateTime: '2027-03-07T18:50:00+07:00',
};

/** A draft as the wizard saves it: major units, list items as { value }, a later date without flights. */
function draftData(overrides: Record<string, unknown> = {}) {
  return {
    wizardStep: 8,
    companyName: 'Typed By Admin Co.',
    title: 'Krabi Kayak & Island Adventure',
    description: 'Paddle through mangroves and sea caves.',
    location: 'Typed place',
    country: 'Typed country',
    category: 'adventure',
    price: 9900.5,
    discountMode: 'percentage',
    discountPercentage: 10,
    currency: 'THB',
    duration: 3,
    totalQuota: 30,
    thumbnailUrl: '/api/tour-images/thumb.webp',
    tourImages: [
      { id: 'b', url: '/api/tour-images/b.webp', order: 1 },
      { id: 'a', url: '/api/tour-images/a.webp', order: 0 },
    ],
    inclusions: [{ value: 'Return flights' }, { value: '  ' }],
    exclusions: [{ value: 'Tips' }],
    highlights: [{ value: 'Hong islands' }],
    itineraryDays: [{ dayNumber: 1, title: 'Day 1', activities: [{ time: 'Morning', description: 'Kayak tour' }] }],
    mealPlans: [{ dayNumber: 1, schedule: 'Day 1 Meals', breakfast: true, lunch: false, dinner: false }],
    hotels: [
      {
        name: 'Ao Nang Cliff Resort',
        description: 'Hillside resort.',
        rating: '4',
        amenities: ['Free WiFi'],
        checkIn: '2:00 PM',
        checkOut: '12:00 PM',
        roomType: 'deluxe',
        website: '',
      },
    ],
    availableDates: [
      { startDate: '2027-03-05', price: 9900, currency: 'THB', availableSpots: 20, outbound: OUTBOUND, return: RETURN },
      { startDate: '2027-03-12', price: 9900, currency: 'THB', availableSpots: 10, outbound: {}, return: {} },
    ],
    ...overrides,
  };
}

const OPERATOR = { isAdmin: false, companyName: 'Andaman Blue Journeys' };
const ADMIN = { isAdmin: true, companyName: null };

describe('previewTourFromDraft', () => {
  it('reads the draft as it will be submitted: minor units, whole-percent discount, trimmed lists, the gallery in order', () => {
    const tour = previewTourFromDraft(draftData(), OPERATOR);
    expect(tour).toMatchObject({
      title: 'Krabi Kayak & Island Adventure',
      slug: 'krabi-kayak-island-adventure',
      price: 990_050,
      discountPercent: 10,
      currency: 'THB',
      durationDays: 3,
      totalQuota: 30,
      inclusions: ['Return flights'],
      // The gallery's order is the list's order in the wizard (dragged into place), first primary.
      images: [
        { url: '/api/tour-images/b.webp', order: 0 },
        { url: '/api/tour-images/a.webp', order: 1 },
      ],
    });
    expect(tour?.dates[0]?.price).toBe(990_000);
    expect(tour?.hotels[0]?.website).toBeNull();
  });

  it('gives later dates without flights the first date’s flights shifted to their day, as the submission does', () => {
    const tour = previewTourFromDraft(draftData(), OPERATOR);
    expect(tour?.dates[1]?.outbound).toMatchObject({
      flightNumber: 'PG261',
      departureDateTime: '2027-03-12T07:45:00+07:00',
      arrivalCode: 'KBV',
    });
    expect(tour?.dates[1]?.return?.arrivalDateTime).toBe('2027-03-14T18:50:00+07:00');
  });

  it('shows an operator’s own company and the place of the arrival airport; an admin’s typed ones', () => {
    const operator = previewTourFromDraft(draftData(), OPERATOR);
    expect(operator?.companyName).toBe('Andaman Blue Journeys');
    expect(operator?.location).not.toBe('Typed place');
    expect(operator?.country).toBe('Thailand');
    const admin = previewTourFromDraft(draftData(), ADMIN);
    expect(admin).toMatchObject({
      companyName: 'Typed By Admin Co.',
      location: 'Typed place',
      country: 'Typed country',
    });
  });

  it('turns an amount discount into the whole percent the pending record keeps', () => {
    const tour = previewTourFromDraft(
      draftData({ discountMode: 'amount', discountAmount: 1250, price: 10000, discountPercentage: null }),
      OPERATOR,
    );
    expect(tour?.discountPercent).toBe(13);
  });

  it('is null for data that is not a tour draft', () => {
    expect(previewTourFromDraft({ availableDates: 'soon' }, OPERATOR)).toBeNull();
    expect(previewTourFromDraft('nothing', OPERATOR)).toBeNull();
  });
});

describe('departuresOffTheirDates', () => {
  it('flags nothing when every departure flies on its dates', () => {
    const tour = previewTourFromDraft(draftData(), OPERATOR);
    expect(tour && departuresOffTheirDates(tour)).toEqual([]);
  });

  it('flags a departure whose flights stayed on another day, with the shared rule’s words', () => {
    const tour = previewTourFromDraft(draftData(), OPERATOR);
    if (!tour) throw new Error('not a draft');
    const moved = {
      ...tour,
      dates: tour.dates.map((date, index) => (index === 1 ? { ...date, startDate: '2027-03-13' } : date)),
    };
    expect(departuresOffTheirDates(moved)).toEqual([
      {
        index: 1,
        startDate: '2027-03-13',
        problems: [DEPARTURE_FLIGHT_MESSAGES.outboundOffStartDate('2027-03-13', '2027-03-12')],
      },
    ]);
  });
});
