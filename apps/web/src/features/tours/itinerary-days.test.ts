import { describe, expect, it } from 'vitest';
import type { TItineraryItem } from '@tour/shared';
import { groupItineraryByDay } from './itinerary-days';

const item = (id: string, dayNumber: number, title: string, time: string | null = null): TItineraryItem => ({
  id,
  dayNumber,
  position: 0,
  title,
  time,
  description: `${title} description`,
});

describe('groupItineraryByDay', () => {
  it('groups activities by day and strips the activity suffix from the heading', () => {
    const days = groupItineraryByDay([
      item('a', 1, 'Arrival in Malé - Activity 1', '14:00'),
      item('b', 1, 'Arrival in Malé - Activity 2', '17:30'),
      item('c', 2, 'Reef Snorkelling', '09:00'),
    ]);
    expect(days.map((day) => [day.dayNumber, day.heading, day.activities.length])).toEqual([
      [1, 'Arrival in Malé', 2],
      [2, 'Reef Snorkelling', 1],
    ]);
    expect(days[0]?.activities.map((activity) => activity.time)).toEqual(['14:00', '17:30']);
  });

  it('orders days by number whatever the input order', () => {
    const days = groupItineraryByDay([item('c', 3, 'Three'), item('a', 1, 'One'), item('b', 2, 'Two')]);
    expect(days.map((day) => day.dayNumber)).toEqual([1, 2, 3]);
  });

  it('keeps a title that merely contains the word Activity', () => {
    expect(groupItineraryByDay([item('a', 1, 'Activity Day at the Beach')])[0]?.heading).toBe(
      'Activity Day at the Beach',
    );
  });

  it('returns no days for no items', () => {
    expect(groupItineraryByDay([])).toEqual([]);
  });
});
