import { describe, expect, it } from 'vitest';
import { marketplaceDate, marketplaceDayEnd, marketplaceDayStart } from './marketplace-time';

describe('marketplace days', () => {
  it('start at midnight in Bangkok, 17:00 UTC the day before, and end at the next midnight', () => {
    expect(marketplaceDayStart('2026-03-01').toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect(marketplaceDayEnd('2026-03-01').toISOString()).toBe('2026-03-01T17:00:00.000Z');
    expect(marketplaceDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });
});

describe('marketplaceDate', () => {
  it('is the Bangkok calendar day, which starts at 17:00 UTC the day before', () => {
    expect(marketplaceDate(new Date('2026-08-24T16:59:00Z'))).toBe('2026-08-24');
    expect(marketplaceDate(new Date('2026-08-24T17:00:00Z'))).toBe('2026-08-25');
  });
});
