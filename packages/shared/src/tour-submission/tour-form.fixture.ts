import { emptyTourForm } from './form-rules';
import type { TFlightLeg, TTourFormValues } from './schema';

/** Test data: a wizard filled in completely and correctly (a 3-day Krabi tour, two dates). */
export const OUTBOUND: TFlightLeg = {
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

export const RETURN: TFlightLeg = {
  airline: 'Bangkok Airways',
  airlineCode: 'PG',
  flightNumber: 'PG262',
  departureAirport: 'Krabi International Airport',
  departureCode: 'KBV',
  departureDateTime: '2027-03-07T17:30:00+07:00',
  arrivalAirport: 'Suvarnabhumi Airport',
  arrivalCode: 'BKK',
  arrivalDateTime: '2027-03-07T18:50:00+07:00',
  duration: '1h 20m',
};

export function completeTourForm(): TTourFormValues {
  return {
    ...emptyTourForm(),
    companyName: 'Andaman Blue Journeys',
    title: 'Krabi Kayak & Island Adventure',
    slug: 'krabi-kayak-island-adventure',
    description: 'Paddle through mangroves and sea caves.',
    location: 'Krabi',
    country: 'Thailand',
    category: 'adventure',
    price: 9900,
    discountPercentage: 10,
    duration: 3,
    totalQuota: 30,
    thumbnailUrl: '/api/tour-images/thumb.webp',
    tourImages: [
      { id: 'a', url: '/api/tour-images/a.webp', order: 0 },
      { id: 'b', url: 'https://example.com/b.jpg', order: 1 },
    ],
    inclusions: [{ value: 'Return flights' }],
    exclusions: [{ value: 'Tips' }],
    highlights: [{ value: 'Hong islands' }],
    cancellationPolicy: 'free_48h_then_50',
    itineraryDays: [1, 2, 3].map((dayNumber) => ({
      dayNumber,
      title: `Day ${dayNumber}`,
      activities: [{ time: 'Morning', description: 'Kayak through the lagoon' }],
    })),
    mealPlans: [1, 2, 3].map((dayNumber) => ({
      dayNumber,
      schedule: `Day ${dayNumber} Meals`,
      breakfast: true,
      lunch: false,
      dinner: false,
    })),
    hotels: [
      {
        name: 'Ao Nang Cliff Resort',
        description: 'Hillside resort with views.',
        rating: '4',
        amenities: ['Free WiFi', 'Swimming Pool'],
        checkIn: '2:00 PM',
        checkOut: '12:00 PM',
        roomType: 'deluxe',
        website: 'https://example.com',
      },
    ],
    availableDates: [
      { startDate: '2027-03-05', price: 9900, currency: 'THB', availableSpots: 20, outbound: OUTBOUND, return: RETURN },
      {
        startDate: '2027-03-12',
        price: 9900,
        currency: 'THB',
        availableSpots: 10,
        outbound: {
          ...OUTBOUND,
          departureDateTime: '2027-03-12T07:45:00+07:00',
          arrivalDateTime: '2027-03-12T09:05:00+07:00',
        },
        return: {
          ...RETURN,
          departureDateTime: '2027-03-14T17:30:00+07:00',
          arrivalDateTime: '2027-03-14T18:50:00+07:00',
        },
      },
    ],
  };
}
