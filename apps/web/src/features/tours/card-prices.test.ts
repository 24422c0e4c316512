import { describe, expect, it } from 'vitest';
import { cardPricesOf, formatCardMoney } from './card-prices';

describe('cardPricesOf', () => {
  it('shows the price per person after the discount with the listed price struck through (decision 14)', () => {
    // 3,299 less 10% is 2,969.10: the card never inflates the listed price into a made-up original.
    expect(cardPricesOf({ listedPrice: 329_900, discountPercent: 10, price: 296_910, isFrom: true }, 9)).toEqual({
      price: 296_910,
      originalPrice: 329_900,
      pricePerDay: 32_990,
      discountPercent: 10,
      isFrom: true,
    });
  });

  it('has no original price or badge without a discount', () => {
    expect(cardPricesOf({ listedPrice: 120_000, discountPercent: 0, price: 120_000, isFrom: false }, 4)).toEqual({
      price: 120_000,
      originalPrice: null,
      pricePerDay: 30_000,
      discountPercent: null,
      isFrom: false,
    });
  });

  it('shows the whole price per day for a tour without a day count', () => {
    expect(cardPricesOf({ listedPrice: 99_900, discountPercent: 0, price: 99_900, isFrom: false }, 0).pricePerDay).toBe(
      99_900,
    );
  });
});

describe('formatCardMoney', () => {
  it('shows cents only when the price has them', () => {
    expect(formatCardMoney(296_910, 'USD')).toBe('$2,969.10');
    expect(formatCardMoney(329_900, 'USD')).toBe('$3,299');
    expect(formatCardMoney(45_900, 'JPY')).toBe('¥45,900');
    expect(formatCardMoney(1_431_000, 'THB')).toMatch(/^THB\s14,310$/);
  });
});
