import { buildSku } from '@tour/shared';
import type { TNewPendingTour } from '../schema';
import { AIRPORTS } from './airports';
import { addDays, toMinorUnits } from './calendar';
import type { TDemoEmail } from './demo-operators';
import { describeDuration, flightPlan, scheduledFlight } from './tour-seed';

/** Submissions waiting in the administrator's Pending Tours list. */
export type TDemoPendingTour = {
  submittedBy: TDemoEmail;
  submittedHoursAgo: number;
  build: (today: string) => Omit<TNewPendingTour, 'userId' | 'submittedAt'>;
};

export const DEMO_PENDING_TOURS: TDemoPendingTour[] = [
  {
    submittedBy: 'owner2@demo.test',
    submittedHoursAgo: 30,
    build: (today) => {
      const durationDays = 3;
      const firstDate = addDays(today, 21);
      const starts = [firstDate, addDays(today, 35)];
      return {
        sku: buildSku({
          companyName: 'Andaman Blue Journeys',
          arrivalCode: 'KBV',
          durationDays,
          airlineCode: 'PG',
          firstDate,
        }),
        companyName: 'Andaman Blue Journeys',
        title: 'Krabi Kayak and Island Adventure',
        slug: 'krabi-kayak-and-island-adventure',
        description:
          'Paddle through mangroves and sea caves, climb to the Tiger Cave temple and hop between the Hong islands.',
        duration: describeDuration(durationDays),
        durationDays,
        location: 'Krabi',
        country: 'Thailand',
        category: 'adventure',
        price: toMinorUnits(9900, 'THB'),
        discountPercentage: null,
        currency: 'THB',
        totalQuota: 30,
        thumbnailUrl: '/media/tours/phuket-2.svg',
        inclusions: ['Return flights Bangkok – Krabi', '2 nights with breakfast', 'Kayak tour with lunch'],
        exclusions: ['Personal expenses and tips'],
        highlights: ['Mangrove and sea-cave kayaking', 'Hong islands by long-tail boat', 'Tiger Cave temple viewpoint'],
        availableDates: starts.map((startDate) => ({
          startDate,
          price: toMinorUnits(9900, 'THB'),
          currency: 'THB' as const,
          availableSpots: 15,
          outbound: scheduledFlight(
            flightPlan('Bangkok Airways', 'PG261', AIRPORTS.BKK, AIRPORTS.KBV, '07:45', 80),
            startDate,
          ),
          return: scheduledFlight(
            flightPlan('Bangkok Airways', 'PG262', AIRPORTS.KBV, AIRPORTS.BKK, '17:30', 80),
            addDays(startDate, durationDays),
          ),
        })),
        itineraryDays: [
          {
            dayNumber: 1,
            title: 'Arrival & Ao Nang',
            activities: [{ time: '12:00', description: 'Check in and sunset at Ao Nang beach.' }],
          },
          {
            dayNumber: 2,
            title: 'Hong Islands',
            activities: [
              { time: '08:30', description: 'Kayak through the Hong lagoon.' },
              { time: '13:00', description: 'Beach lunch and snorkelling.' },
            ],
          },
          {
            dayNumber: 3,
            title: 'Tiger Cave & Departure',
            activities: [{ time: '07:00', description: 'Climb the 1,260 steps for the view, then fly home.' }],
          },
        ],
        mealPlans: [1, 2, 3].map((dayNumber) => ({
          dayNumber,
          schedule: `Day ${dayNumber} Meals`,
          breakfast: dayNumber > 1,
          lunch: dayNumber === 2,
          dinner: false,
        })),
        hotels: [
          {
            name: 'Ao Nang Cliff Resort',
            description: 'Hillside resort with views of the limestone cliffs.',
            rating: '4',
            amenities: ['Free WiFi', 'Swimming Pool'],
            checkIn: '2:00 PM',
            checkOut: '12:00 PM',
            roomType: 'deluxe',
            website: null,
          },
        ],
        tourImages: [
          { url: '/media/tours/phuket-2.svg', order: 0, altText: 'Limestone islands at sunrise' },
          { url: '/media/tours/phuket-3.svg', order: 1, altText: 'Evening on the Andaman Sea' },
        ],
        status: 'pending',
      };
    },
  },
  {
    submittedBy: 'agent2@demo.test',
    submittedHoursAgo: 5,
    build: (today) => {
      const durationDays = 6;
      const firstDate = addDays(today, 60);
      const starts = [firstDate];
      return {
        sku: buildSku({
          companyName: 'Sakura Trails',
          arrivalCode: 'CTS',
          durationDays,
          airlineCode: 'TG',
          firstDate,
        }),
        companyName: 'Sakura Trails',
        title: 'Hokkaido Winter Wonderland',
        slug: 'hokkaido-winter-wonderland',
        description:
          'Snow festivals, hot springs and fresh seafood: Sapporo, Otaru’s canal and a night in a Noboribetsu onsen.',
        duration: describeDuration(durationDays),
        durationDays,
        location: 'Sapporo',
        country: 'Japan',
        category: 'adventure',
        price: toMinorUnits(2590, 'USD'),
        discountPercentage: 5,
        currency: 'USD',
        totalQuota: 20,
        thumbnailUrl: '/media/tours/swiss-alps-2.svg',
        inclusions: ['Return flights Bangkok – Sapporo', '5 nights with breakfast', 'Onsen ryokan night'],
        exclusions: ['Visa fees', 'Travel insurance'],
        highlights: ['Sapporo snow festival', 'Otaru canal by lamplight', 'Noboribetsu hot springs'],
        availableDates: starts.map((startDate) => ({
          startDate,
          price: toMinorUnits(2590, 'USD'),
          currency: 'USD' as const,
          availableSpots: 20,
          outbound: scheduledFlight(
            flightPlan('Thai Airways', 'TG670', AIRPORTS.BKK, AIRPORTS.CTS, '23:45', 395),
            startDate,
          ),
          return: scheduledFlight(
            flightPlan('Thai Airways', 'TG671', AIRPORTS.CTS, AIRPORTS.BKK, '10:30', 450),
            addDays(startDate, durationDays),
          ),
        })),
        itineraryDays: [
          {
            dayNumber: 1,
            title: 'Arrival in Sapporo',
            activities: [{ time: '09:00', description: 'Transfer to the hotel and ramen alley.' }],
          },
          {
            dayNumber: 2,
            title: 'Snow Festival',
            activities: [{ time: '10:00', description: 'Ice sculptures in Odori Park.' }],
          },
          {
            dayNumber: 3,
            title: 'Otaru',
            activities: [{ time: '09:30', description: 'Canal, glass workshops and music boxes.' }],
          },
          {
            dayNumber: 4,
            title: 'Noboribetsu',
            activities: [{ time: '11:00', description: 'Hell Valley walk and an onsen evening.' }],
          },
          {
            dayNumber: 5,
            title: 'Free Day',
            activities: [{ time: 'Morning', description: 'Ski, shop or visit the beer museum.' }],
          },
          {
            dayNumber: 6,
            title: 'Departure',
            activities: [{ time: '07:30', description: 'Transfer to New Chitose airport.' }],
          },
        ],
        mealPlans: [1, 2, 3, 4, 5, 6].map((dayNumber) => ({
          dayNumber,
          schedule: `Day ${dayNumber} Meals`,
          breakfast: dayNumber > 1,
          lunch: false,
          dinner: dayNumber === 4,
        })),
        hotels: [
          {
            name: 'Sapporo Snow Hotel',
            description: 'Modern hotel beside Odori Park.',
            rating: '4',
            amenities: ['Free WiFi', 'Onsen'],
            checkIn: '3:00 PM',
            checkOut: '11:00 AM',
            roomType: 'standard',
            website: null,
          },
        ],
        tourImages: [{ url: '/media/tours/swiss-alps-2.svg', order: 0, altText: 'Snowy peaks at sunset' }],
        status: 'pending',
      };
    },
  },
];
