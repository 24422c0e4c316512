import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { discountIssues, mainFieldRules, spotsExceedQuota } from './field-rules';
import { TOUR_FORM_MESSAGES as M } from './messages';

describe('the main fields', () => {
  const wording = { titleMin: 'title too short', descriptionMin: 'description too short' };
  const ZMain = z.object(mainFieldRules(wording));
  const valid = {
    companyName: '',
    title: 'Kyoto Temples',
    description: 'Temples and tea.',
    location: 'Kyoto',
    country: 'Japan',
    category: 'cultural',
    currency: 'USD',
    totalQuota: 20,
    thumbnailUrl: '/api/tour-images/a.webp',
  };
  const messagesOf = (input: unknown) => {
    const result = ZMain.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('take the wording a screen gives for the title and the description, the spec texts for the rest', () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(
      messagesOf({ ...valid, title: 'Kyo', description: 'Tea', location: 'K', country: '', totalQuota: 0 }),
    ).toEqual([wording.titleMin, wording.descriptionMin, M.locationRequired, M.countryRequired, M.totalQuotaPositive]);
    expect(messagesOf({ ...valid, category: 'space', currency: 'XXX', thumbnailUrl: 'not a url' })).toEqual([
      M.categoryRequired,
      M.currencyRequired,
      M.thumbnailInvalid,
    ]);
  });
});

describe('the discount as typed', () => {
  const discount = { price: 9900, discountMode: 'percentage', discountPercentage: null, discountAmount: null };

  it('is a percentage from 0 to 100, or an amount within the base price', () => {
    expect(discountIssues({ ...discount, discountPercentage: 10 })).toEqual([]);
    expect(discountIssues({ ...discount, discountPercentage: 101 })).toEqual([
      { path: 'discountPercentage', message: M.percentageMax },
    ]);
    expect(discountIssues({ ...discount, discountPercentage: -1 })).toEqual([
      { path: 'discountPercentage', message: M.discountPositive },
    ]);
    const inAmount = { ...discount, discountMode: 'amount' };
    expect(discountIssues({ ...inAmount, discountAmount: 990 })).toEqual([]);
    expect(discountIssues({ ...inAmount, discountAmount: 9901 })).toEqual([
      { path: 'discountAmount', message: M.discountAmountMax },
    ]);
    expect(discountIssues({ ...inAmount, price: null, discountAmount: 100 })).toEqual([
      { path: 'discountAmount', message: M.basePriceFirst },
    ]);
  });
});

describe('spots against the quota', () => {
  it('counts empty spots as none and needs a quota to compare with', () => {
    const dates = [{ availableSpots: 12 }, { availableSpots: null }, { availableSpots: 9 }];
    expect(spotsExceedQuota(dates, 20)).toBe(true);
    expect(spotsExceedQuota(dates, 21)).toBe(false);
    expect(spotsExceedQuota(dates, null)).toBe(false);
  });
});
