import { describe, expect, it } from 'vitest';
import { formatCalendarMonth } from './calendar-month';

describe('formatCalendarMonth', () => {
  it('writes a month in each style and language, the Thai year in the Buddhist era', () => {
    expect(formatCalendarMonth('2026-05', 'longMonth', 'en')).toBe('May 2026');
    expect(formatCalendarMonth('2026-05', 'longMonth', 'th')).toBe('พฤษภาคม 2569');
    expect(formatCalendarMonth('2026-03', 'month', 'en')).toBe('Mar 2026');
    expect(formatCalendarMonth('2026-03', 'month', 'th')).toBe('มี.ค. 2569');
    expect(formatCalendarMonth('2026-03', 'monthName', 'en')).toBe('Mar');
    expect(formatCalendarMonth('2026-03', 'year', 'th')).toBe('2569');
  });

  it('keeps the month whatever the time zone, and gives back what is not a month', () => {
    expect(formatCalendarMonth('2026-01', 'month', 'en')).toBe('Jan 2026');
    expect(formatCalendarMonth('soon', 'month', 'en')).toBe('soon');
  });
});
