import { describe, expect, it } from 'vitest';
import {
  durationInDays,
  effectiveDiscountPercent,
  originalPriceBeforeDiscount,
  priceBooking,
  pricePerDay,
} from './pricing';

describe('pricing rules', () => {
  it('totals price × guests less the discount, rounded once', () => {
    expect(priceBooking(329_900, 2, 10)).toEqual({
      subtotal: 659_800,
      discountAmount: 65_980,
      total: 593_820,
      discountPercent: 10,
    });
    expect(priceBooking(100_001, 3, 0).total).toBe(300_003);
    expect(priceBooking(333, 1, 15)).toEqual({ subtotal: 333, discountAmount: 50, total: 283, discountPercent: 15 });
  });

  it('prefers the departure discount over the tour discount', () => {
    expect(effectiveDiscountPercent(5, 10)).toBe(5);
    expect(effectiveDiscountPercent(null, 10)).toBe(10);
    expect(effectiveDiscountPercent(undefined, null)).toBe(0);
  });

  it('derives the struck-through price and the price per day', () => {
    expect(originalPriceBeforeDiscount(90_000, 10)).toBe(100_000);
    expect(originalPriceBeforeDiscount(90_000, 0)).toBeNull();
    expect(originalPriceBeforeDiscount(90_000, null)).toBeNull();
    expect(pricePerDay(329_900, 9)).toBe(36_656);
  });

  it('reads durations written in several ways', () => {
    expect(durationInDays('8 nights / 9 days')).toBe(9);
    expect(durationInDays('5 Days')).toBe(5);
    expect(durationInDays('7')).toBe(7);
    expect(durationInDays(4)).toBe(4);
    expect(durationInDays(null)).toBe(0);
  });
});
