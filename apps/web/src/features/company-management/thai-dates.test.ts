import { describe, expect, it } from 'vitest';
import { thaiCalendarDate, thaiDateTime } from './thai-dates';

describe('the company panel dates', () => {
  it('shows calendar dates and instants in one Thai format', () => {
    expect(thaiCalendarDate('2026-03-05')).toBe('5 มี.ค. 2569');
    expect(thaiDateTime('2026-03-05T12:00:00Z')).toMatch(/^\d{1,2} มี\.ค\. 2569 \d{2}:\d{2}$/);
    expect(thaiCalendarDate(null)).toBe('-');
  });
});
