import { dayHeadingOf, type TItineraryItem } from '@tour/shared';

export type TItineraryDay = {
  dayNumber: number;
  heading: string;
  activities: Pick<TItineraryItem, 'id' | 'time' | 'description'>[];
};

/** Items grouped by day_number in day order; the ' - Activity N' suffix is dropped from the day's heading. */
export function groupItineraryByDay(items: readonly TItineraryItem[]): TItineraryDay[] {
  const days = new Map<number, TItineraryDay>();
  for (const item of items) {
    let day = days.get(item.dayNumber);
    if (!day) {
      day = { dayNumber: item.dayNumber, heading: dayHeadingOf(item.title), activities: [] };
      days.set(item.dayNumber, day);
    }
    day.activities.push({ id: item.id, time: item.time, description: item.description });
  }
  return [...days.values()].sort((a, b) => a.dayNumber - b.dayNumber);
}
