import { describe, expect, it } from 'vitest';
import { cardPricesOf } from './card-prices';

describe('cardPricesOf', () => {
  it('derives the original price and the price per day', () => {
    expect(cardPricesOf({ price: 329_900, discountPercentage: 10, durationDays: 9 })).toEqual({
      price: 329_900,
      originalPrice: 366_556,
      pricePerDay: 36_656,
      discountPercent: 10,
    });
  });

  it('has no original price or badge without a discount', () => {
    expect(cardPricesOf({ price: 120_000, discountPercentage: null, durationDays: 4 })).toEqual({
      price: 120_000,
      originalPrice: null,
      pricePerDay: 30_000,
      discountPercent: null,
    });
    expect(cardPricesOf({ price: 120_000, discountPercentage: 0, durationDays: 4 }).discountPercent).toBeNull();
  });

  it('shows the whole price per day for a tour without a day count', () => {
    expect(cardPricesOf({ price: 99_900, discountPercentage: null, durationDays: 0 }).pricePerDay).toBe(99_900);
  });
});
