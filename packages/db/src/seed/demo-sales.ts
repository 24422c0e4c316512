import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TTx } from '../client';
import type { TBookingPaymentMethod, TCurrency } from '../domain-values';
import { bookings, payments, refunds, tourDates, tours } from '../schema';
import { addDays, subtractDays, toIsoDate, toMinorUnits } from './calendar';
import { insertDemoBooking } from './demo-bookings';
import { ensurePastDeparture } from './demo-reviews';

/** How a sale ended up: paid, paid then cancelled and refunded in full, paid and refunded in part, or still unpaid. */
type TSaleOutcome = 'paid' | 'cancelled' | 'part-refunded' | 'unpaid';

type TDemoSale = {
  reference: string;
  traveller: { name: string; email: string; phone: string };
  guests: number;
  outcome: TSaleOutcome;
  paymentMethod: TBookingPaymentMethod;
  bookedDaysAgo: number;
};

/**
 * A departure of one of owner@demo.test's tours and the travellers who booked it as guests: a past one (started
 * `startedDaysAgo` days before the seed's "now"), sold in baht to the Thai market when `thbPrice` is set, or one of the
 * tour's upcoming departures (`upcomingIndex`, soonest first).
 */
type TDemoSalesDeparture = {
  slug: string;
  departure: { startedDaysAgo: number; thbPrice?: number } | { upcomingIndex: number };
  sales: TDemoSale[];
};

const sale = (
  reference: string,
  name: string,
  phone: string,
  guests: number,
  outcome: TSaleOutcome,
  bookedDaysAgo: number,
  paymentMethod: TBookingPaymentMethod = 'credit_card',
): TDemoSale => ({
  reference,
  traveller: { name, email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`, phone },
  guests,
  outcome,
  paymentMethod,
  bookedDaysAgo,
});

/**
 * Siam Horizon's sales over the last six months (issue 24), so that the dashboards of owner@demo.test show figures on
 * a fresh start: bookings in USD and THB, paid, cancelled and refunded, refunded in part, and unpaid, by travellers who
 * booked as guests (the demo customer's own bookings stay as the traveller pages expect them).
 */
export const DEMO_SALES: TDemoSalesDeparture[] = [
  {
    slug: 'santorini-sunset-caldera-escape',
    departure: { startedDaysAgo: 140 },
    sales: [
      sale('CHT-880101', 'Oliver Grant', '+447700900101', 2, 'paid', 172),
      sale('CHT-880102', 'Chloe Martin', '+33611223344', 1, 'paid', 158, 'bank_transfer'),
      sale('CHT-880103', 'Daniel Kim', '+821012345678', 3, 'cancelled', 165),
    ],
  },
  {
    slug: 'swiss-alps-scenic-rail-journey',
    departure: { startedDaysAgo: 75 },
    sales: [
      sale('CHT-880201', 'Isabella Moreno', '+34612345678', 2, 'paid', 118),
      sale('CHT-880202', 'Thomas Becker', '+4915112345678', 2, 'part-refunded', 104),
      sale('CHT-880203', 'Grace Lee', '+6591234567', 1, 'paid', 96),
    ],
  },
  {
    slug: 'paris-art-and-gastronomy',
    departure: { startedDaysAgo: 38, thbPrice: 89_900 },
    sales: [
      sale('CHT-880301', 'Pimchanok Chaiyasit', '+66812220301', 2, 'paid', 72, 'promptpay'),
      sale('CHT-880302', 'Kittisak Boonmee', '+66812220302', 2, 'paid', 58, 'bank_transfer'),
      sale('CHT-880303', 'Wanida Thongdee', '+66812220303', 1, 'cancelled', 64),
      sale('CHT-880304', 'Anan Rattanakul', '+66812220304', 3, 'paid', 45, 'promptpay'),
    ],
  },
  {
    slug: 'romantic-venice-getaway',
    departure: { startedDaysAgo: 6 },
    sales: [
      sale('CHT-880401', 'Ethan Walker', '+61412000401', 2, 'paid', 33),
      sale('CHT-880402', 'Mai Nguyen', '+84912000402', 1, 'paid', 12),
    ],
  },
  {
    slug: 'cyclades-island-hopping-santorini-mykonos-naxos',
    departure: { upcomingIndex: 1 },
    sales: [
      sale('CHT-880501', 'Noah Fischer', '+4917600501', 2, 'paid', 9),
      sale('CHT-880502', 'Ava Johnson', '+12025550502', 2, 'unpaid', 3, 'bank_transfer'),
      sale('CHT-880503', 'Supaporn Kaewmanee', '+66812220503', 1, 'unpaid', 1, 'bank_transfer'),
    ],
  },
];

/** What a part refund gave back: a quarter of the total, by the policy's tier for that cancellation date. */
const PART_REFUND_SHARE = 0.25;

async function departureFor(
  tx: TTx,
  tour: typeof tours.$inferSelect,
  plan: TDemoSalesDeparture,
  today: string,
): Promise<typeof tourDates.$inferSelect | null> {
  const seatsSold = plan.sales.reduce((sum, item) => sum + item.guests, 0);
  if ('upcomingIndex' in plan.departure) {
    const upcoming = await tx
      .select()
      .from(tourDates)
      .where(and(eq(tourDates.tourId, tour.id), gt(tourDates.startDate, today)))
      .orderBy(asc(tourDates.startDate));
    const date = upcoming[plan.departure.upcomingIndex];
    if (!date || date.availableSpots < seatsSold) return null;
    // Their seats are taken from the departure, as Book Now takes them.
    await tx
      .update(tourDates)
      .set({ availableSpots: sql`${tourDates.availableSpots} - ${seatsSold}` })
      .where(eq(tourDates.id, date.id));
    return date;
  }
  const { thbPrice } = plan.departure;
  const currency: TCurrency = thbPrice ? 'THB' : tour.currency;
  return ensurePastDeparture(
    tx,
    { ...tour, currency, price: thbPrice ? toMinorUnits(thbPrice, 'THB') : tour.price },
    addDays(today, -plan.departure.startedDaysAgo),
    seatsSold,
  );
}

/** Marks the booking refunded (in full or in part) with its one ledger row, settled through the card's provider. */
async function recordRefund(tx: TTx, bookingId: string, reference: string, share: number, refundedAt: Date) {
  const [booking] = await tx
    .select({ total: bookings.totalAmount, currency: bookings.currency })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.bookingId, bookingId));
  if (!booking || !payment) throw new Error(`the demo booking ${bookingId} has no payment to refund`);
  const amount = Math.round(booking.total * share);
  await tx.insert(refunds).values({
    bookingId,
    paymentId: payment.id,
    route: 'provider',
    amount,
    currency: booking.currency,
    status: 'succeeded',
    reason: share === 1 ? 'Cancelled by the traveller' : 'Goodwill refund for a closed museum day',
    requestedByKind: share === 1 ? 'traveller' : 'administrator',
    providerRefundId: `re_demo_${reference.slice(4)}`,
    submittedAt: refundedAt,
    settledAt: refundedAt,
    createdAt: refundedAt,
    updatedAt: refundedAt,
  });
  await tx.update(bookings).set({ refundAmount: amount, refundStatus: 'refunded' }).where(eq(bookings.id, bookingId));
}

/** Writes the sales not yet written (found by booking reference); how many bookings it wrote. */
export async function ensureDemoSales(tx: TTx, now: Date): Promise<number> {
  const today = toIsoDate(now);
  const references = DEMO_SALES.flatMap((plan) => plan.sales.map((item) => item.reference));
  const existing = new Set(
    (
      await tx
        .select({ reference: bookings.bookingReference })
        .from(bookings)
        .where(inArray(bookings.bookingReference, references))
    ).map((row) => row.reference),
  );
  let written = 0;
  for (const plan of DEMO_SALES) {
    const missing = plan.sales.filter((item) => !existing.has(item.reference));
    const [tour] = await tx.select().from(tours).where(eq(tours.slug, plan.slug));
    if (!tour || missing.length === 0) continue;
    const date = await departureFor(tx, tour, { ...plan, sales: missing }, today);
    if (!date) continue;
    for (const item of missing) {
      const bookingId = await insertDemoBooking(tx, {
        seed: {
          reference: item.reference,
          departureIndex: 0,
          guests: item.guests,
          status: item.outcome === 'unpaid' ? 'pending' : item.outcome === 'cancelled' ? 'cancelled' : 'confirmed',
          paymentStatus: item.outcome === 'unpaid' ? 'pending' : 'completed',
          paymentMethod: item.paymentMethod,
          bookedDaysAgo: item.bookedDaysAgo,
        },
        tourId: tour.id,
        tourDiscount: tour.discountPercentage,
        date,
        traveller: { userId: null, ...item.traveller },
        now,
      });
      if (!bookingId) continue;
      written += 1;
      const refundedAt = subtractDays(now, item.bookedDaysAgo - 2);
      if (item.outcome === 'cancelled') await recordRefund(tx, bookingId, item.reference, 1, refundedAt);
      if (item.outcome === 'part-refunded')
        await recordRefund(tx, bookingId, item.reference, PART_REFUND_SHARE, refundedAt);
    }
  }
  return written;
}
