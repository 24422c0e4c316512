import { describe, expect, it } from 'vitest';
import { departureDates, formatMonth, formatThbCompact, monthYear, shortMonth } from './figures';

describe('the dashboards’ figures', () => {
  it('names months in English with the Gregorian year', () => {
    expect(formatMonth('2026-03', 'en')).toBe('Mar 2026');
    expect(shortMonth('2026-12', 'en')).toBe('Dec');
    expect(monthYear('2026-01', 'en')).toBe('2026');
  });

  it('names months in Thai with the Buddhist-era year', () => {
    expect(formatMonth('2026-03', 'th')).toBe('มี.ค. 2569');
    expect(shortMonth('2026-12', 'th')).toBe('ธ.ค.');
    expect(monthYear('2026-01', 'th')).toBe('2569');
  });

  it('gives back what is not a month as it came', () => {
    expect(formatMonth('soon', 'en')).toBe('soon');
  });

  it('writes axis amounts and departure days in the language', () => {
    expect(formatThbCompact(4_510_000, 'en')).toBe('฿45.1K');
    expect(departureDates({ startDate: '2026-03-05', endDate: '2026-03-09' }, 'th')).toBe('5 มี.ค. 2569 – 9 มี.ค. 2569');
  });
});
