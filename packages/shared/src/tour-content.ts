import { z } from 'zod';
import { SLUG_MAX_LENGTH } from './tours';
import { plainText } from './text';

/** The Admin Actions box's texts (1-traveller.md section 8, 2-operator.md section 8). */
export const TOUR_CONTENT_MESSAGES = {
  generating: 'Generating tour data...',
  generated: 'Tour data generated successfully!',
  nothingMissing: 'This tour already has its images and itinerary',
  imagesFailed: 'Failed to generate tour images',
  itineraryFailed: 'Failed to generate tour itinerary',
  failed: 'Failed to generate tour data',
  notFound: 'Tour not found',
} as const;

export const ZTourContentParams = z.object({
  slug: plainText().min(1, TOUR_CONTENT_MESSAGES.notFound).max(SLUG_MAX_LENGTH, TOUR_CONTENT_MESSAGES.notFound),
});

/** How many pictures a generated gallery holds. */
export const GENERATED_GALLERY_SIZE = 4;

export type TTemplatedDay = {
  dayNumber: number;
  title: string;
  activities: { time: string; description: string }[];
};

type TTourForTemplate = { durationDays: number; location: string; country: string; highlights: string[] };

/** Days beyond the highlights take these in turn, so a long tour does not repeat one day over and over. */
const FREE_DAYS = [
  {
    title: (place: string) => `Exploring ${place}`,
    activities: (place: string) => [
      { time: '08:00', description: 'Breakfast at the hotel.' },
      { time: '10:00', description: `A guided walk through ${place} and its local markets.` },
      { time: '15:00', description: 'Free afternoon to explore on your own.' },
    ],
  },
  {
    title: (place: string) => `Local Life around ${place}`,
    activities: (place: string) => [
      { time: '09:00', description: `A morning with local makers and farmers around ${place}.` },
      { time: '12:30', description: 'Lunch of regional dishes at a family-run restaurant.' },
      { time: '16:00', description: 'Time to rest before dinner.' },
    ],
  },
  {
    title: (place: string) => `Leisure Day in ${place}`,
    activities: (place: string) => [
      { time: '09:00', description: 'A free morning: optional excursions can be booked with your guide.' },
      { time: '18:30', description: `Dinner in ${place} with your fellow travellers.` },
    ],
  },
] as const;

function middleDay(day: number, place: string, highlight: string | undefined): TTemplatedDay {
  if (highlight) {
    return {
      dayNumber: day,
      title: highlight,
      activities: [
        { time: '08:00', description: 'Breakfast at the hotel and a short briefing with your guide.' },
        { time: '09:30', description: `${highlight}.` },
        { time: '18:30', description: `Evening at leisure in ${place}.` },
      ],
    };
  }
  const free = FREE_DAYS[(day - 2) % FREE_DAYS.length] ?? FREE_DAYS[0];
  return { dayNumber: day, title: free.title(place), activities: free.activities(place) };
}

/**
 * The content generator's embedded itinerary: one day per day of the tour, an arrival, a departure and the
 * highlights in between (then free days in the place). Pure and deterministic, so a seed can share it.
 */
export function templateItinerary(tour: TTourForTemplate): TTemplatedDay[] {
  const place = tour.location.trim() || tour.country.trim();
  const days = Math.max(1, tour.durationDays);
  const highlights = tour.highlights.map((text) => text.trim()).filter(Boolean);
  const arrival: TTemplatedDay = {
    dayNumber: 1,
    title: `Arrival in ${place}`,
    activities: [
      { time: '14:00', description: `Arrive in ${place}, ${tour.country}, and transfer to the hotel.` },
      { time: '19:00', description: 'Welcome dinner with your guide and fellow travellers.' },
    ],
  };
  if (days === 1) return [arrival];
  const departure: TTemplatedDay = {
    dayNumber: days,
    title: `Departure from ${place}`,
    activities: [
      { time: '08:00', description: 'Breakfast and check-out.' },
      { time: '10:00', description: 'Transfer to the airport for the flight home.' },
    ],
  };
  const middle = Array.from({ length: days - 2 }, (_, index) => middleDay(index + 2, place, highlights[index]));
  return [arrival, ...middle, departure];
}
