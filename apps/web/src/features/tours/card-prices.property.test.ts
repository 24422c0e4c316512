import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildReceiptText,
  departureBookingPrice,
  tourCardPrice,
  type TBookingConfirmation,
  type TTourDate,
  type TTourDetail,
} from '@tour/shared';
import { cardPricesOf, formatCardMoney } from './card-prices';
import { buildTourProgramHtml } from './program/build-program-html';
import { quoteDeparture } from '../../lib/booking-quote';
import { formatMoney } from '../../lib/money';

/**
 * Every surface that shows a price, fed random prices, discounts, guest counts and currencies, agrees
 * with the server (DESIGN decision 14): the tour card (the server's card price, read by cardPricesOf),
 * the tour page booking card, the review page and the booking form (quoteDeparture), checkout and the
 * confirmation (the server's total, departureBookingPrice), the receipt and the downloaded program.
 */

const currency = fc.constantFrom('USD', 'THB', 'EUR', 'INR', 'JPY', 'KRW');
const discount = fc.option(fc.integer({ min: 0, max: 90 }), { nil: null });
const departure = fc.record({
  price: fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 100_000_000 })),
  discountPercent: discount,
  availableSpots: fc.integer({ min: 1, max: 20 }),
});
const trip = fc.record({
  currency,
  tourDiscount: discount,
  departures: fc.array(departure, { minLength: 1, maxLength: 5 }),
  guests: fc.integer({ min: 1, max: 10 }),
  durationDays: fc.integer({ min: 0, max: 30 }),
});

type TTrip = typeof trip extends fc.Arbitrary<infer T> ? T : never;

function tourOf(input: TTrip): TTourDetail {
  const dates: TTourDate[] = input.departures.map((date, index) => ({
    id: `d${index}`,
    startDate: `2027-0${index + 1}-10`,
    endDate: `2027-0${index + 1}-19`,
    price: date.price,
    currency: input.currency,
    availableSpots: date.availableSpots,
    discountPercent: date.discountPercent,
    label: null,
  }));
  return {
    id: 't1',
    slug: 'tour',
    contentLanguage: 'en',
    title: 'Tour',
    titleTranslation: null,
    translation: null,
    location: 'Malé',
    country: 'Maldives',
    thumbnailUrl: null,
    price: Math.min(...dates.map((date) => date.price)),
    currency: input.currency,
    discountPercentage: input.tourDiscount,
    durationDays: input.durationDays,
    durationLabel: `${input.durationDays} Days`,
    rating: 4.5,
    reviewsCount: 3,
    isRecommended: false,
    hotelStars: 4,
    companyName: null,
    companyLogoUrl: null,
    companyVerified: false,
    firstDepartureDate: dates[0]?.startDate ?? null,
    lastReturnDate: dates.at(-1)?.endDate ?? null,
    // What GET /api/tours and /api/tours/{slug} send (tours.repository.ts).
    perPersonPrice: tourCardPrice({
      departures: dates,
      tourPrice: 0,
      tourDiscount: input.tourDiscount,
      from: '2027-01-01',
      seats: 1,
    }),
    description: null,
    category: null,
    highlights: [],
    inclusions: [],
    exclusions: [],
    cancellationPolicy: 'free_48h_then_50',
    isAllInclusive: false,
    bookingsPaused: false,
    dates,
  };
}

function receiptTotal(totalAmount: number, currencyCode: string, guests: number): string | undefined {
  const booking: TBookingConfirmation = {
    id: 'b1',
    reference: 'CHT-000001',
    status: 'confirmed',
    paymentStatus: 'completed',
    paymentMethod: 'card',
    paymentDeadline: null,
    refundStatus: null,
    refundAmount: null,
    cancellationReason: null,
    paymentIntentId: 'pi_1',
    totalAmount,
    currency: currencyCode,
    numberOfGuests: guests,
    bookingDate: '2027-01-01T00:00:00.000Z',
    contactName: null,
    contactEmail: null,
    contactPhone: null,
    cancellationPolicy: { code: 'free_48h_then_50', tiers: [{ hoursBefore: 48, feePercent: 50 }] },
    tour: {
      slug: 'tour',
      contentLanguage: 'en',
      title: 'Tour',
      titleTranslation: null,
      location: 'Malé',
      country: 'Maldives',
      durationDays: 9,
    },
    date: { startDate: '2027-01-10', endDate: '2027-01-19' },
  };
  return /^Total Amount:\s+(.+)$/m.exec(buildReceiptText(booking, null, 'Wanderway'))?.[1];
}

describe('every surface shows the same price (decision 14)', () => {
  it('booking card, review page, booking form, checkout, receipt: one total for a departure and guests', () => {
    fc.assert(
      fc.property(trip, (input) => {
        const tour = tourOf(input);
        for (const date of tour.dates) {
          const server = departureBookingPrice(date, tour.discountPercentage, input.guests);
          const quote = quoteDeparture(date, tour.discountPercentage, input.guests);
          expect(quote).toEqual(server);
          expect(Number.isInteger(quote.total)).toBe(true);
          expect(quote.subtotal - quote.discountAmount).toBe(quote.total);
          // The receipt prints the booking's stored total the way the pages format money.
          expect(receiptTotal(server.total, input.currency, input.guests)).toBe(
            formatMoney(quote.total, input.currency, 'en'),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tour card and tour page header: the lowest one-guest total, with its listed price struck through', () => {
    fc.assert(
      fc.property(trip, (input) => {
        const tour = tourOf(input);
        const card = cardPricesOf(tour.perPersonPrice, tour.durationDays);
        const oneGuest = tour.dates.map((date) => quoteDeparture(date, tour.discountPercentage, 1));
        const cheapest = oneGuest.find((quote) => quote.total === card.price);
        expect(card.price).toBe(Math.min(...oneGuest.map((quote) => quote.total)));
        expect(cheapest).toBeDefined();
        expect(card.originalPrice).toBe(cheapest && cheapest.discountPercent > 0 ? cheapest.listedPerPerson : null);
        expect(card.isFrom).toBe(tour.dates.length > 1);
        // Shown with or without cents, the card's amount is the same number of minor units.
        expect(formatCardMoney(card.price, input.currency).replace(/\.00$/, '')).toBe(
          formatMoney(card.price, input.currency, 'en').replace(/\.00$/, ''),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('downloaded program: each date at its one-guest total, the summary at the card price', () => {
    fc.assert(
      fc.property(trip, (input) => {
        const tour = tourOf(input);
        const html = buildTourProgramHtml({
          tour,
          itinerary: [],
          hotels: [],
          meals: [],
          flightsByDate: new Map(),
          siteName: 'Wanderway',
          tourUrl: 'http://localhost/tours/tour',
          generatedAt: new Date('2027-01-01T00:00:00Z'),
          language: 'en',
        });
        const cells = [...html.matchAll(/<tr><td>[^<]*<\/td><td><strong>([^<]+)<\/strong>/g)].map((match) => match[1]);
        expect(cells).toEqual(
          tour.dates.map((date) =>
            formatMoney(quoteDeparture(date, tour.discountPercentage, 1).total, input.currency, 'en'),
          ),
        );
        const summary = /<p class="price">(?:<span class="muted">From<\/span> )?<strong>([^<]+)<\/strong>/.exec(
          html,
        )?.[1];
        expect(summary).toBe(formatMoney(tour.perPersonPrice.price, input.currency, 'en'));
      }),
      { numRuns: 200 },
    );
  });
});
