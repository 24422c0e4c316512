import { describe, expect, it } from 'vitest';
import { panelCalendarDate, panelDateTime } from './panel-dates';

describe('the company panel dates', () => {
  it('shows calendar dates and instants in one format per language', () => {
    expect(panelCalendarDate('2026-03-05', 'th')).toBe('5 มี.ค. 2569');
    expect(panelDateTime('2026-03-05T12:00:00Z', 'th')).toMatch(/^\d{1,2} มี\.ค\. 2569 \d{2}:\d{2}$/);
    expect(panelCalendarDate('2026-03-05', 'en')).toBe('Mar 5, 2026');
    expect(panelDateTime('2026-03-05T12:00:00Z', 'en')).toMatch(/^Mar \d{1,2}, 2026, \d{2}:\d{2}$/);
    expect(panelCalendarDate(null, 'en')).toBe('-');
  });
});
