import { addCalendarDays } from '@tour/shared';
import type { TPreviewDate, TPreviewTour } from '../preview-tour';

/** A departure of the 8-day tour: out on its start date, back on the eighth day. */
function date(day: number): TPreviewDate {
  const start = `2026-10-${String(day).padStart(2, '0')}`;
  const back = addCalendarDays(start, 7);
  return {
    startDate: start,
    price: 2_500_000 + day * 10_000,
    currency: 'THB',
    availableSpots: 10,
    outbound: {
      airline: 'Thai Airways',
      airlineCode: 'TG',
      flightNumber: `TG${640 + day}`,
      departureAirport: 'Suvarnabhumi Airport',
      departureCode: 'BKK',
      departureDateTime: `${start}T08:30:00+07:00`,
      arrivalAirport: 'Narita International Airport',
      arrivalCode: 'NRT',
      arrivalDateTime: `${start}T16:45:00+09:00`,
      duration: '6h 15m',
    },
    return: {
      airline: 'Thai Airways',
      airlineCode: 'TG',
      flightNumber: `TG${740 + day}`,
      departureAirport: 'Narita International Airport',
      departureCode: 'NRT',
      departureDateTime: `${back}T17:30:00+09:00`,
      arrivalAirport: 'Suvarnabhumi Airport',
      arrivalCode: 'BKK',
      arrivalDateTime: `${back}T22:10:00+07:00`,
      duration: '6h 40m',
    },
  };
}

/** A tour with more of everything than the summary shows, and text that must stay text. */
export function oversizedTour(overrides: Partial<TPreviewTour> = {}): TPreviewTour {
  return {
    sku: 'WANNRT05TG1001',
    companyName: 'Wander & Sons <Travel>',
    contentLanguage: 'en',
    contentTranslation: null,
    title: 'Tokyo <script>alert("x")</script> & Fuji',
    slug: 'tokyo-fuji',
    description: `${'เที่ยวญี่ปุ่น '.repeat(20)}${'a'.repeat(200)}`,
    location: 'Tokyo',
    country: 'Japan',
    category: 'city',
    price: 2_500_000,
    discountPercent: 20,
    currency: 'THB',
    durationDays: 8,
    totalQuota: 60,
    thumbnailUrl: '/api/files/thumb.jpg',
    images: Array.from({ length: 10 }, (_, index) => ({ url: `/api/files/image-${9 - index}.jpg`, order: 9 - index })),
    inclusions: Array.from({ length: 10 }, (_, index) => `Inclusion ${index + 1}`),
    exclusions: Array.from({ length: 8 }, (_, index) => `Exclusion ${index + 1}`),
    highlights: Array.from({ length: 9 }, (_, index) => `Highlight ${index + 1}`),
    cancellationPolicy: 'free_7d',
    itineraryDays: Array.from({ length: 8 }, (_, index) => ({
      dayNumber: 8 - index,
      title: `Day ${8 - index}`,
      activities: [
        { time: '09:00', description: `Morning walk through the old town of day ${8 - index} with a local guide` },
        { time: 'Afternoon', description: 'Tea ceremony and a long free afternoon for shopping in Ginza' },
      ],
    })),
    mealPlans: Array.from({ length: 8 }, (_, index) => ({
      dayNumber: index + 1,
      schedule: `Day ${index + 1} Meals`,
      breakfast: true,
      lunch: index % 2 === 0,
      dinner: false,
    })),
    hotels: Array.from({ length: 3 }, (_, index) => ({
      name: `Hotel ${index + 1}`,
      description: 'Near the station',
      rating: index === 0 ? 'luxury' : '4',
      amenities: ['Free WiFi', 'Spa & Wellness'],
      checkIn: '2:00 PM',
      checkOut: '11:00 AM',
      roomType: 'deluxe',
      website: null,
    })),
    dates: [1, 8, 15, 22, 29].map(date),
    ...overrides,
  };
}
