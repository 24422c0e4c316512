import { describe, expect, it } from 'vitest';
import type { TSubmissionChange, TSubmissionDiffValue } from '@tour/shared';
import { changeLabel, changeValue } from './submission-change-label';
import { PENDING_TOURS_TEXTS } from './texts';

const texts = PENDING_TOURS_TEXTS.en.changes;
const label = (change: TSubmissionChange) => changeLabel(change, texts, 'en');
const value = (change: TSubmissionChange, shown: TSubmissionDiffValue) =>
  changeValue(change, shown, 'THB', texts, 'en');

const changed = { change: 'changed', before: 'a', after: 'b' } as const;

describe('submission change labels', () => {
  it('names departures, flights, days, meals and hotels in words', () => {
    expect(
      label({
        section: 'dates',
        path: ['availableDates', '2026-09-01', 'outbound', 'flightNumber'],
        change: 'changed',
        before: 'TG201',
        after: 'TG205',
      }),
    ).toMatch(/^Departure .*2026 · Outbound flight · Flight number$/);
    expect(
      label({
        section: 'itinerary',
        path: ['itineraryDays', '2', 'activities', '1'],
        change: 'changed',
        before: 'a',
        after: 'b',
      }),
    ).toBe('Day 2 · Activity 1');
    expect(
      label({
        section: 'meals',
        path: ['mealPlans', '3', 'dinner'],
        change: 'changed',
        before: false,
        after: true,
      }),
    ).toBe('Day 3 meals · Dinner');
    expect(
      label({
        section: 'hotels',
        path: ['hotels', 'Sea View', 'checkIn'],
        change: 'changed',
        before: '1',
        after: '2',
      }),
    ).toBe('Hotel “Sea View” · Check-in');
    expect(label({ section: 'images', path: ['tourImages'], change: 'added', before: null, after: 'x' })).toBe(
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
    expect(value(price, 1100000)).toMatch(/11,000/);
    const meal = {
      section: 'meals',
      path: ['mealPlans', '1', 'lunch'],
      change: 'changed',
      before: true,
      after: false,
    } satisfies TSubmissionChange;
    expect(value(meal, false)).toBe('No');
    expect(value(meal, null)).toBe('(empty)');
  });

  it("names the translation's parts as the tour's own, after 'Translation', and the tour's language by name", () => {
    const title: TSubmissionChange = {
      section: 'details',
      path: ['translation', 'title'],
      change: 'added',
      before: null,
      after: 'ทัวร์',
    };
    expect(label(title)).toBe('Translation · Title');
    expect(
      label({ section: 'itinerary', path: ['translation', 'itineraryDays', '2', 'activities', '1'], ...changed }),
    ).toBe('Translation · Day 2 · Activity 1');
    const language: TSubmissionChange = {
      section: 'details',
      path: ['contentLanguage'],
      change: 'changed',
      before: 'en',
      after: 'th',
    };
    expect(label(language)).toBe('Tour language');
    expect(value(language, 'th')).toBe('Thai');
  });
});
