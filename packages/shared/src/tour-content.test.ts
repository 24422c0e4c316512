import { describe, expect, it } from 'vitest';
import { templateItinerary } from './tour-content';

const tour = { location: 'Chiang Mai', country: 'Thailand', highlights: ['Doi Suthep at dawn', '  '] };

describe('templateItinerary', () => {
  it('gives one day per day of the tour: arrival, the highlights, free days, departure', () => {
    const days = templateItinerary({ ...tour, durationDays: 4 });
    expect(days.map((day) => [day.dayNumber, day.title])).toEqual([
      [1, 'Arrival in Chiang Mai'],
      [2, 'Doi Suthep at dawn'],
      [3, 'Local Life around Chiang Mai'],
      [4, 'Departure from Chiang Mai'],
    ]);
    for (const day of days) {
      expect(day.activities.length).toBeGreaterThanOrEqual(2);
      for (const activity of day.activities) expect(activity.time).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it('is the same for the same tour, and a one-day tour is its arrival', () => {
    expect(templateItinerary({ ...tour, durationDays: 6 })).toEqual(templateItinerary({ ...tour, durationDays: 6 }));
    expect(templateItinerary({ ...tour, durationDays: 1 }).map((day) => day.title)).toEqual(['Arrival in Chiang Mai']);
  });

  it('falls back to the country when the place is blank', () => {
    expect(templateItinerary({ ...tour, location: ' ', durationDays: 2 })[0]?.title).toBe('Arrival in Thailand');
  });
});
