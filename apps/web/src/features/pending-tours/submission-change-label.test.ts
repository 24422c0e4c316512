import { describe, expect, it } from 'vitest';
import type { TSubmissionChange } from '@tour/shared';
import { changeLabel, changeValue } from './submission-change-label';

describe('submission change labels', () => {
  it('names departures, flights, days, meals and hotels in words', () => {
    expect(
      changeLabel({
        section: 'dates',
        path: ['availableDates', '2026-09-01', 'outbound', 'flightNumber'],
        change: 'changed',
        before: 'TG201',
        after: 'TG205',
      }),
    ).toMatch(/^Departure .*2026 · Outbound flight · Flight number$/);
    expect(
      changeLabel({
        section: 'itinerary',
        path: ['itineraryDays', '2', 'activities', '1'],
        change: 'changed',
        before: 'a',
        after: 'b',
      }),
    ).toBe('Day 2 · Activity 1');
    expect(
      changeLabel({
        section: 'meals',
        path: ['mealPlans', '3', 'dinner'],
        change: 'changed',
        before: false,
        after: true,
      }),
    ).toBe('Day 3 meals · Dinner');
    expect(
      changeLabel({
        section: 'hotels',
        path: ['hotels', 'Sea View', 'checkIn'],
        change: 'changed',
        before: '1',
        after: '2',
      }),
    ).toBe('Hotel “Sea View” · Check-in');
    expect(changeLabel({ section: 'images', path: ['tourImages'], change: 'added', before: null, after: 'x' })).toBe(
      'Gallery image',
    );
  });

  it('shows prices as money, booleans as yes or no, and nothing as empty', () => {
    const price = {
      section: 'details',
      path: ['price'],
      change: 'changed',
      before: 1250050,
      after: 1100000,
    } satisfies TSubmissionChange;
    expect(changeValue(price, 1100000, 'THB')).toMatch(/11,000/);
    const meal = {
      section: 'meals',
      path: ['mealPlans', '1', 'lunch'],
      change: 'changed',
      before: true,
      after: false,
    } satisfies TSubmissionChange;
    expect(changeValue(meal, false, 'THB')).toBe('No');
    expect(changeValue(meal, null, 'THB')).toBe('(empty)');
  });
});
