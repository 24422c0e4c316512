import { describe, expect, it } from 'vitest';
import {
  appliedDiscountPercent,
  bookingTotal,
  departureBookingPrice,
  durationInDays,
  perPersonPrice,
  priceBreakdown,
  pricePerDay,
  tourCardPrice,
} from './pricing';

describe('the one price rule (decision 14)', () => {
  it('totals listed price × guests × (1 − discount), rounded once', () => {
    expect(bookingTotal(329_900, 2, 10)).toBe(593_820);
    expect(bookingTotal(100_001, 3, 0)).toBe(300_003);
    // 333 × 0.85 = 283.05: one rounding of the exact amount.
    expect(bookingTotal(333, 1, 15)).toBe(283);
    // 5 × 0.9 = 4.5 rounds half up; the old "subtotal less a rounded discount" gave 4.
    expect(bookingTotal(5, 1, 10)).toBe(5);
  });

  it('breaks a total into listed × guests and a discount that add up exactly', () => {
    expect(priceBreakdown(329_900, 2, 10)).toEqual({
      listedPerPerson: 329_900,
      guests: 2,
      subtotal: 659_800,
      discountPercent: 10,
      discountAmount: 65_980,
      total: 593_820,
    });
    expect(priceBreakdown(5, 1, 10)).toMatchObject({ subtotal: 5, discountAmount: 0, total: 5 });
  });

  it("prefers the departure's own discount over the tour's", () => {
    expect(appliedDiscountPercent(5, 10)).toBe(5);
    expect(appliedDiscountPercent(0, 10)).toBe(0);
    expect(appliedDiscountPercent(null, 10)).toBe(10);
    expect(appliedDiscountPercent(undefined, null)).toBe(0);
    expect(departureBookingPrice({ price: 259_900, discountPercent: 20 }, 15, 3).total).toBe(623_760);
    expect(departureBookingPrice({ price: 249_900, discountPercent: null }, 15, 3).total).toBe(637_245);
  });

  it('prices one person as a booking of one guest', () => {
    expect(perPersonPrice(329_900, 10)).toBe(296_910);
    expect(perPersonPrice(329_900, 0)).toBe(329_900);
  });

  it('summarises several departures by the lowest price after discount, from its listed price', () => {
    const santorini = [
      { price: 249_900, discountPercent: null },
      { price: 259_900, discountPercent: 20 },
      { price: 279_900, discountPercent: null },
    ].map((departure) => ({ ...departure, startDate: '2027-01-10', availableSpots: 4 }));
    const summary = (departures: typeof santorini) =>
      tourCardPrice({ departures, tourPrice: 1, tourDiscount: 15, from: '2027-01-01', seats: 1 });
    // 2,499 less 15% is 2,124.15; 2,599 less its own 20% is 2,079.20.
    expect(summary(santorini)).toEqual({
      listedPrice: 259_900,
      discountPercent: 20,
      price: 207_920,
      isFrom: true,
    });
    expect(summary(santorini.slice(0, 1))).toEqual({
      listedPrice: 249_900,
      discountPercent: 15,
      price: 212_415,
      isFrom: false,
    });
  });

  it('prices a tour card from the departures a search asks for, else all upcoming, else the tour', () => {
    const departures = [
      { price: 100_000, discountPercent: null, startDate: '2027-01-10', availableSpots: 1 },
      { price: 120_000, discountPercent: null, startDate: '2027-02-10', availableSpots: 8 },
      { price: 130_000, discountPercent: 50, startDate: '2027-03-10', availableSpots: 8 },
    ];
    const card = (from: string, seats: number) =>
      tourCardPrice({ departures, tourPrice: 90_000, tourDiscount: null, from, seats });
    expect(card('2027-01-01', 1)).toMatchObject({ price: 65_000, listedPrice: 130_000, isFrom: true });
    expect(card('2027-01-01', 2)).toMatchObject({ price: 65_000, isFrom: true });
    expect(card('2027-02-01', 1).price).toBe(65_000);
    expect(card('2027-01-01', 9)).toMatchObject({ price: 65_000, isFrom: true });
    expect(
      tourCardPrice({
        departures: departures.slice(0, 2),
        tourPrice: 0,
        tourDiscount: 10,
        from: '2027-01-01',
        seats: 2,
      }),
    ).toEqual({ listedPrice: 120_000, discountPercent: 10, price: 108_000, isFrom: false });
    expect(
      tourCardPrice({ departures: [], tourPrice: 199_900, tourDiscount: null, from: '2027-01-01', seats: 1 }),
    ).toEqual({
      listedPrice: 199_900,
      discountPercent: 0,
      price: 199_900,
      isFrom: false,
    });
  });

  it('spreads the price per person after discount over the days', () => {
    expect(pricePerDay(296_910, 9)).toBe(32_990);
    expect(pricePerDay(99_900, 0)).toBe(99_900);
  });

  it('reads durations written in several ways', () => {
    expect(durationInDays('8 nights / 9 days')).toBe(9);
    expect(durationInDays('5 Days')).toBe(5);
    expect(durationInDays('7')).toBe(7);
    expect(durationInDays(4)).toBe(4);
    expect(durationInDays(null)).toBe(0);
  });
});
