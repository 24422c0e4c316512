import { describe, expect, it } from 'vitest';
import {
  discountAmountFromPercentage,
  discountModeSwitch,
  discountPercentageFromAmount,
  discountPercentageOf,
  storedDiscountPercentage,
} from './discount';

const percentage = (discountPercentage: number | null, price: number | null = 9900) => ({
  price,
  discountMode: 'percentage' as const,
  discountPercentage,
  discountAmount: null,
});
const amount = (discountAmount: number | null, price: number | null = 9900) => ({
  price,
  discountMode: 'amount' as const,
  discountPercentage: null,
  discountAmount,
});

describe('discount', () => {
  it('converts between amount and percentage of the base price', () => {
    expect(discountAmountFromPercentage(9900, 10)).toBe(990);
    expect(discountPercentageFromAmount(9900, 990)).toBe(10);
    expect(discountPercentageFromAmount(3000, 1000)).toBe(33.33);
    expect(discountPercentageFromAmount(null, 1000)).toBeNull();
    expect(discountPercentageFromAmount(0, 1000)).toBeNull();
    expect(discountAmountFromPercentage(9900, null)).toBeNull();
  });

  it('reads the percentage from the field of its mode', () => {
    expect(discountPercentageOf(percentage(12.5))).toBe(12.5);
    expect(discountPercentageOf(amount(1000, 3000))).toBe(33.33);
    expect(discountPercentageOf(amount(1000, null))).toBeNull();
  });

  it('stores whole percent, and nothing for no discount', () => {
    expect(storedDiscountPercentage(percentage(12.5))).toBe(13);
    expect(storedDiscountPercentage(amount(1000, 3000))).toBe(33);
    expect(storedDiscountPercentage(percentage(0))).toBeNull();
    expect(storedDiscountPercentage(percentage(null))).toBeNull();
    expect(storedDiscountPercentage(percentage(-5))).toBeNull();
    expect(storedDiscountPercentage(amount(12000))).toBe(100);
  });

  it('carries the discount over when the mode switches', () => {
    expect(discountModeSwitch(percentage(10), 'amount')).toEqual({ discountMode: 'amount', discountAmount: 990 });
    expect(discountModeSwitch(amount(990), 'percentage')).toEqual({
      discountMode: 'percentage',
      discountPercentage: 10,
    });
    expect(discountModeSwitch(amount(990, null), 'percentage')).toEqual({
      discountMode: 'percentage',
      discountPercentage: null,
    });
  });
});
