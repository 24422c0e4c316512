import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReceiptText } from './booking-receipt';
import { addCalendarDays as addDays } from './tour-submission/form-rules';
import type { TBookingConfirmation } from './api/bookings.api';
import {
  appliedDiscountPercent,
  bookingTotal,
  dayKeyOf,
  firstPackedStart,
  departureBookingPrice,
  departurePerPersonPrice,
  minorUnitFactor,
  packDepartures,
  packedCardPrice,
  packedReach,
  packedWantedPrice,
  perPersonPrice,
  priceBreakdown,
  tourCardPrice,
} from './pricing';

/** Listed prices per person in minor units, small ones often (where a second rounding shows), up to 10,000,000.00. */
const listedPrice = fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 1_000_000_000 }));
const discount = fc.option(fc.integer({ min: 0, max: 90 }), { nil: null });
const guests = fc.integer({ min: 1, max: 10 });
const currency = fc.constantFrom('USD', 'THB', 'EUR', 'GBP', 'SGD', 'INR', 'CNY', 'JPY', 'KRW');
const departure = fc.record({ price: listedPrice, discountPercent: discount });

/** listed × guests × (100 − d) / 100 rounded half up, in exact integer arithmetic. */
function exactTotal(listed: number, count: number, percent: number): number {
  const hundredths = BigInt(listed) * BigInt(count) * BigInt(100 - percent);
  return Number(hundredths / 100n + (hundredths % 100n >= 50n ? 1n : 0n));
}

const booking = (totalAmount: number, code: string, numberOfGuests: number): TBookingConfirmation => ({
  id: '5b7f0d4e-6a43-4a36-9c1c-0d2b6f1c8a11',
  reference: 'CHT-123456',
  status: 'confirmed',
  paymentStatus: 'completed',
  paymentMethod: 'card',
  paymentDeadline: null,
  refundStatus: null,
  refundAmount: null,
  cancellationReason: null,
  paymentIntentId: 'pi_test_1',
  totalAmount,
  currency: code,
  numberOfGuests,
  bookingDate: '2027-02-01T12:00:00.000Z',
  contactName: 'Ann Traveller',
  contactEmail: 'ann@example.test',
  contactPhone: null,
  cancellationPolicy: { code: 'free_48h_then_50', tiers: [{ hoursBefore: 48, feePercent: 50 }] },
  tour: {
    slug: 'maldives',
    contentLanguage: 'en',
    title: 'Maldives',
    titleTranslation: null,
    location: 'Malé',
    country: 'Maldives',
    durationDays: 9,
  },
  date: { startDate: '2027-03-05', endDate: '2027-03-13' },
});

describe('the one price rule, for any price, discount and guests (decision 14)', () => {
  it('totals in whole minor units, rounding the exact amount once', () => {
    fc.assert(
      fc.property(listedPrice, guests, fc.integer({ min: 0, max: 100 }), (listed, count, percent) => {
        const total = bookingTotal(listed, count, percent);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(exactTotal(listed, count, percent));
      }),
      { numRuns: 2_000 },
    );
  });

  it('breaks every total into listed × guests less a discount that adds up exactly', () => {
    fc.assert(
      fc.property(listedPrice, guests, fc.integer({ min: 0, max: 100 }), (listed, count, percent) => {
        const price = priceBreakdown(listed, count, percent);
        expect(price.subtotal).toBe(listed * count);
        expect(price.subtotal - price.discountAmount).toBe(price.total);
        expect(price.discountAmount).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(price.discountAmount)).toBe(true);
      }),
    );
  });

  it("applies the departure's own discount, else the tour's, and only once", () => {
    fc.assert(
      fc.property(departure, discount, guests, (date, tourDiscount, count) => {
        const percent = date.discountPercent ?? tourDiscount ?? 0;
        expect(appliedDiscountPercent(date.discountPercent, tourDiscount)).toBe(percent);
        // The server prices holds and booking-form bookings with departureBookingPrice.
        const server = departureBookingPrice(date, tourDiscount, count);
        expect(server.total).toBe(exactTotal(date.price, count, percent));
        expect(server.discountPercent).toBe(percent);
        expect(server.total).toBeLessThanOrEqual(server.subtotal);
      }),
    );
  });

  it('gives one guest the card price per person, whose listed price is that price / (1 − discount)', () => {
    fc.assert(
      fc.property(departure, discount, (date, tourDiscount) => {
        const card = departurePerPersonPrice(date, tourDiscount);
        expect(card.price).toBe(departureBookingPrice(date, tourDiscount, 1).total);
        expect(card.price).toBe(perPersonPrice(date.price, card.discountPercent));
        expect(card.listedPrice).toBe(date.price);
        // Both spec formulas hold up to the one rounding: price = listed × (1 − d), listed = price / (1 − d).
        expect(Math.abs((card.listedPrice * (100 - card.discountPercent)) / 100 - card.price)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('summarises several departures by the lowest price after discount, "From" only for several', () => {
    fc.assert(
      fc.property(fc.array(departure, { minLength: 1, maxLength: 6 }), discount, (dates, tourDiscount) => {
        const departures = dates.map((date) => ({ ...date, startDate: '2027-01-10', availableSpots: 1 }));
        const from = tourCardPrice({ departures, tourPrice: 1, tourDiscount, from: '2027-01-01', seats: 1 });
        const perPerson = dates.map((date) => departurePerPersonPrice(date, tourDiscount));
        expect(from.price).toBe(Math.min(...perPerson.map((price) => price.price)));
        // The struck-through price is the listed price of the departure the price comes from.
        expect(perPerson).toContainEqual({ ...from, isFrom: false });
        expect(from.isFrom).toBe(dates.length > 1);
      }),
    );
  });

  it('prices a card from bookable departures, falling back to all of them', () => {
    const scheduled = fc.record({
      price: listedPrice,
      discountPercent: discount,
      startDate: fc.constantFrom('2027-01-10', '2027-02-10', '2027-03-10'),
      availableSpots: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(scheduled, { maxLength: 6 }), discount, guests, (dates, tourDiscount, seats) => {
        const card = tourCardPrice({ departures: dates, tourPrice: 123_400, tourDiscount, from: '2027-02-01', seats });
        const wanted = dates.filter((date) => date.startDate >= '2027-02-01' && date.availableSpots >= seats);
        const pool = wanted.length > 0 ? wanted : dates;
        if (pool.length === 0) {
          expect(card).toEqual(departurePerPersonPrice({ price: 123_400, discountPercent: null }, tourDiscount));
        } else {
          expect(card.price).toBe(Math.min(...pool.map((date) => departureBookingPrice(date, tourDiscount, 1).total)));
        }
      }),
    );
  });

  it('prices packed departures as tourCardPrice does, and finds the same first departure', () => {
    const day = fc.integer({ min: 0, max: 800 }).map((offset) => addDays('2026-12-01', offset));
    const scheduled = fc.record({
      price: listedPrice,
      discountPercent: discount,
      startDate: day,
      availableSpots: fc.integer({ min: 0, max: 20 }),
    });
    const sortedDates = fc
      .array(scheduled, { maxLength: 8 })
      .map((dates) => dates.sort((a, b) => a.startDate.localeCompare(b.startDate)));
    fc.assert(
      fc.property(
        sortedDates,
        listedPrice,
        discount,
        day,
        guests,
        (departures, tourPrice, tourDiscount, from, seats) => {
          const { cells, fallbackPrice } = packDepartures({ departures, tourPrice, tourDiscount });
          // Another tour's departures around them, as the read model keeps them: only the range is read.
          const shared = new Float64Array([1, 99, 0, ...cells, 20261201, 99, 0]);
          const [start, end] = [3, 3 + cells.length];
          const card = tourCardPrice({ departures, tourPrice, tourDiscount, from, seats });
          expect(packedCardPrice(shared, start, end, fallbackPrice, dayKeyOf(from), seats)).toBe(card.price);
          const first = departures.find((date) => date.startDate >= from && date.availableSpots >= seats);
          expect(packedWantedPrice(shared, start, end, dayKeyOf(from), seats) === -1).toBe(first === undefined);
          expect(firstPackedStart(shared, start, end, dayKeyOf(from), seats)).toBe(
            first ? dayKeyOf(first.startDate) : -1,
          );
          const reach = packedReach(cells);
          expect(reach.lastStart).toBe(departures.length > 0 ? dayKeyOf(departures.at(-1)!.startDate) : -1);
          expect(reach.mostSeats).toBe(Math.max(0, ...departures.map((date) => date.availableSpots)));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('keys days in the order of their dates', () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((offset) => addDays('1990-01-01', offset));
    fc.assert(
      fc.property(day, day, (a, b) => {
        expect(Math.sign(dayKeyOf(a) - dayKeyOf(b))).toBe(Math.sign(a.localeCompare(b)));
      }),
    );
  });

  it('puts the booking total on the receipt in the currency, with no decimals where it has no minor unit', () => {
    fc.assert(
      fc.property(departure, discount, guests, currency, (date, tourDiscount, count, code) => {
        const total = departureBookingPrice(date, tourDiscount, count).total;
        const text = buildReceiptText(booking(total, code, count), null, 'Wanderway');
        const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
        expect(10 ** (formatter.resolvedOptions().maximumFractionDigits ?? 2)).toBe(minorUnitFactor(code));
        const shown = /^Total Amount:\s+(.+)$/m.exec(text)?.[1];
        expect(shown).toBe(formatter.format(total / minorUnitFactor(code)));
      }),
    );
  });
});
