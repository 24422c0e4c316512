import { describe, expect, it } from 'vitest';
import { addDays, toMinorUnits } from './calendar';
import { withThaiCheckDigit } from './demo-operators';
import { describeDuration } from './tour-seed';

describe('describeDuration', () => {
  it('reads nights and days', () => {
    expect(describeDuration(9)).toBe('8 nights / 9 days');
    expect(describeDuration(2)).toBe('1 night / 2 days');
    expect(describeDuration(1)).toBe('1 day');
  });
});

describe('calendar helpers', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-22', 10)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('converts major to minor units by currency', () => {
    expect(toMinorUnits(3299, 'USD')).toBe(329_900);
    expect(toMinorUnits(12_900, 'THB')).toBe(1_290_000);
    expect(toMinorUnits(25_000, 'JPY')).toBe(25_000);
  });
});

describe('withThaiCheckDigit', () => {
  it('matches known valid tax ids', () => {
    for (const taxId of ['0994000617721', '0105536112014', '0993000133978']) {
      expect(withThaiCheckDigit(taxId.slice(0, 12))).toBe(taxId);
    }
  });
});
