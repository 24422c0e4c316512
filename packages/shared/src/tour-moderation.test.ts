import { describe, expect, it } from 'vitest';
import { itineraryRowsOfDay, tourDateEnd, ZRejectPendingTourRequest } from './tour-moderation';

describe('publishing rules', () => {
  it('ends a departure the tour duration in days after it starts, across months and leap days', () => {
    expect(tourDateEnd('2026-09-01', 4)).toBe('2026-09-05');
    expect(tourDateEnd('2026-12-30', 3)).toBe('2027-01-02');
    expect(tourDateEnd('2028-02-27', 2)).toBe('2028-02-29');
  });

  it('makes one itinerary row per activity, numbered only when a day has several', () => {
    expect(
      itineraryRowsOfDay({ dayNumber: 1, title: 'Arrival', activities: [{ time: ' ', description: 'Check in' }] }),
    ).toEqual([{ dayNumber: 1, position: 0, title: 'Arrival', time: null, description: 'Check in' }]);
    expect(
      itineraryRowsOfDay({
        dayNumber: 2,
        title: 'Islands',
        activities: [
          { time: '09:00', description: 'Boat' },
          { time: '14:00', description: 'Snorkel' },
        ],
      }).map((row) => row.title),
    ).toEqual(['Islands - Activity 1', 'Islands - Activity 2']);
  });

  it('keeps a legacy day without activities as one row with its own time and description', () => {
    expect(
      itineraryRowsOfDay({
        dayNumber: 3,
        title: 'Free day',
        time: 'All day',
        description: 'At leisure',
        activities: [],
      }),
    ).toEqual([{ dayNumber: 3, position: 0, title: 'Free day', time: 'All day', description: 'At leisure' }]);
  });

  it('needs a rejection reason that is not blank once trimmed', () => {
    expect(ZRejectPendingTourRequest.safeParse({ reason: '   ' }).error?.issues[0]?.message).toBe(
      'Please provide a rejection reason',
    );
    expect(ZRejectPendingTourRequest.parse({ reason: ' Blurry photos ' })).toEqual({ reason: 'Blurry photos' });
  });
});
