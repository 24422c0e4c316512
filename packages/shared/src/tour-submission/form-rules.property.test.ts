import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDaysBetween,
  newAvailableDate,
  shiftLocalDateTime,
  slugFromTitle,
} from './form-rules';
import { completeTourForm } from './tour-form.fixture';

const thaiAndLatin = fc.string({
  unit: fc.constantFrom(...'abcXYZ 09-_!?.,&/ก่้๊๋ัิีเแ็์ภูเก็ต  '.split('')),
  maxLength: 40,
});

describe('slugFromTitle (properties)', () => {
  it('has no upper case, tone marks, spaces, punctuation or doubled and edge hyphens', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), thaiAndLatin), (title) => {
        const slug = slugFromTitle(title);
        expect(slug).toBe(slug.toLowerCase());
        expect(slug).not.toMatch(/[\u0E48-\u0E4B]/);
        expect(slug).not.toMatch(/\s/);
        expect(slug).not.toMatch(/--|^-|-$/);
        expect(slug).toMatch(/^[\p{L}\p{M}\p{N}-]*$/u);
      }),
    );
  });

  it('is stable: the slug of a slug is itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), thaiAndLatin), (title) => {
        const slug = slugFromTitle(title);
        expect(slugFromTitle(slug)).toBe(slug);
      }),
    );
  });
});

const calendarDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const days = fc.integer({ min: -2000, max: 2000 });

describe('date shifting (properties)', () => {
  it('adding days and counting them agree, and shifts compose and undo', () => {
    fc.assert(
      fc.property(calendarDate, days, days, (date, a, b) => {
        expect(calendarDaysBetween(date, addCalendarDays(date, a))).toBe(a);
        expect(addCalendarDays(addCalendarDays(date, a), b)).toBe(addCalendarDays(date, a + b));
        expect(addCalendarDays(addCalendarDays(date, a), -a)).toBe(date);
      }),
    );
  });

  it('a shifted local time keeps its clock and offset', () => {
    fc.assert(
      fc.property(
        calendarDate,
        days,
        fc.constantFrom('T07:45:00+07:00', 'T23:30', 'T00:00:00Z', 'T12:15:00-03:30'),
        (date, shift, rest) => {
          const shifted = shiftLocalDateTime(`${date}${rest}`, shift);
          expect(shifted).toBe(`${addCalendarDays(date, shift)}${rest}`);
          expect(shiftLocalDateTime(shifted, -shift)).toBe(`${date}${rest}`);
        },
      ),
    );
  });

  it("a new date keeps the first date's flight pattern whatever its start", () => {
    const first = completeTourForm().availableDates[0];
    if (!first) throw new Error('fixture has a first date');
    fc.assert(
      fc.property(calendarDate, (startDate) => {
        const date = newAvailableDate({ startDate, currency: 'THB', price: 1, first });
        expect(date.outbound.departureDateTime.slice(0, 10)).toBe(startDate);
        const gap = (leg: string, base: string) => calendarDaysBetween(base.slice(0, 10), leg.slice(0, 10));
        expect(gap(date.return.departureDateTime, date.outbound.departureDateTime)).toBe(
          gap(first.return.departureDateTime, first.outbound.departureDateTime),
        );
        expect(date.return.arrivalDateTime.slice(10)).toBe(first.return.arrivalDateTime.slice(10));
      }),
    );
  });
});
