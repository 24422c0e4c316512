import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectRow, type TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import {
  cancellationPolicySnapshot,
  type TAccountBooking,
  type TAccountCancellationPreview,
  type TCancellationPolicyCode,
  type TManagedBooking,
  type TTourDetail,
} from '@tour/shared';
import { queryRows } from '../../db';
import { startLocalStripePeer, type TLocalStripePeer } from '../../testing/local-stripe-peer';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';
import { issueManageLink } from '../bookings/manage-links.service';

/**
 * One cancellation policy per tour, copied onto each booking (DESIGN decision 31), on PGlite and PostgreSQL:
 * the refund of each policy through the account and through the manage link (Stripe through the local peer,
 * so the provider's refund is seen), and a booking's terms that a later change of the tour, or of the list's
 * tiers, never rewrites.
 */
const HOUR = 3_600_000;
const SECRET_KEY = 'sk_test_cancellation_policy_peer';
/** insertTestDeparture's default start: with no flights, departure counts from 2026-09-01 00:00 at UTC+14. */
const DEPARTURE = new Date('2026-08-31T10:00:00Z');
const hoursBefore = (hours: number) => new Date(DEPARTURE.getTime() - hours * HOUR);

/** Per policy: when the traveller cancels (hours before departure) and the fee that then applies. */
const CASES: { policy: TCancellationPolicyCode; hours: number; feePercent: number }[] = [
  { policy: 'free_48h_then_50', hours: 72, feePercent: 0 },
  { policy: 'free_48h_then_50', hours: 47, feePercent: 50 },
  { policy: 'free_7d', hours: 200, feePercent: 0 },
  { policy: 'free_7d', hours: 100, feePercent: 100 },
  { policy: 'free_24h', hours: 30, feePercent: 0 },
  { policy: 'free_24h', hours: 23, feePercent: 100 },
  { policy: 'non_refundable', hours: 2000, feePercent: 100 },
];

const refundOf = (paid: number, feePercent: number) => paid - Math.floor((paid * feePercent) / 100);

describe.each(TEST_BACKENDS)('cancellation policies and their refunds on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let app: TTestApp;
  let peer: TLocalStripePeer;

  beforeAll(async () => {
    peer = await startLocalStripePeer({ secretKey: SECRET_KEY });
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    app = await createTestApp(db, backend, {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_cancellation_policy_peer',
      STRIPE_API_URL: peer.url,
      STRIPE_WEBHOOK_SECRET: 'whsec_cancellation_policy_peer',
    });
  });
  afterAll(async () => {
    await app.app.close();
    await close();
    await peer.close();
  });
  beforeEach(() => {
    app.clock.set(hoursBefore(3000));
  });

  const contact = (email: string) => ({ fullName: 'Ada Traveller', email, phone: '+66 81 234 5678' });

  async function payByCard(cookies: Record<string, string>, target: { sessionId: string } | { bookingId: string }) {
    const intent = await app.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies,
      payload: { ...target, paymentMethodType: 'card', customerInfo: contact(uniqueEmail('payer')) },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json() as { paymentIntentId: string; clientSecret: string };
    const paid = await app.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-card',
      cookies,
      payload: { paymentIntentId, clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { paymentIntentId, bookingId: (paid.json() as { bookingId: string | null }).bookingId };
  }

  /** A guest's Book Now on `tourDateId`, paid by card: the checkout's booking, with its manage token. */
  async function guestBooking(tourDateId: string) {
    const held = await app.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId, guests: 2 },
    });
    expect(held.statusCode, held.body).toBe(201);
    const gid = expectRow(
      held.cookies.find((cookie) => cookie.name === 'gid'),
      'the guest cookie',
    ).value;
    const sessionId = (held.json() as { id: string }).id;
    const paid = await payByCard({ gid }, { sessionId });
    const bookingId = expectRow(paid.bookingId, 'the paid booking');
    const link = await issueManageLink(db, {
      bookingId,
      tripEndDate: '2026-09-07',
      appUrl: 'http://localhost:3000',
      now: app.clock.now(),
    });
    return { bookingId, paymentIntentId: paid.paymentIntentId, token: link.slice(link.lastIndexOf('/') + 1) };
  }

  /** A signed-in traveller's booking-form booking on `departure`, paid with Pay Now by card. */
  async function accountBooking(departure: { tourId: string; tourDateId: string }) {
    const signUp = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail('policy'), password: 'secret1', confirmPassword: 'secret1' },
    });
    const owner = { sid: sessionCookieOf(signUp) };
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/bookings',
      cookies: owner,
      payload: {
        tourId: departure.tourId,
        tourDateId: departure.tourDateId,
        numberOfGuests: 1,
        guests: [
          {
            firstName: 'Mali',
            lastName: 'Srisuk',
            email: uniqueEmail('guest'),
            phone: '+66 81 000 0000',
            dateOfBirth: '1990-04-01',
            nationality: 'Thailand',
          },
        ],
        paymentMethod: 'credit_card',
        termsAccepted: true,
        marketingConsent: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { bookingId } = created.json() as { bookingId: string };
    const { paymentIntentId } = await payByCard(owner, { bookingId });
    return { owner, bookingId, paymentIntentId };
  }

  const readManaged = async (token: string) => {
    const response = await app.app.inject({ method: 'GET', url: `/api/manage/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TManagedBooking;
  };
  const cancelManaged = async (token: string) => {
    const response = await app.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TManagedBooking;
  };
  const providerRefunds = (paymentIntentId: string) =>
    [...peer.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);

  async function setTourPolicy(tourId: string, policy: TCancellationPolicyCode) {
    await db.execute(sql`update tours set cancellation_policy = ${policy} where id = ${tourId}`);
  }

  describe.each(CASES)('$policy, cancelled $hours hours before departure', ({ policy, hours, feePercent }) => {
    it('through the manage link: the refund its tiers give, and the provider refunds exactly that', async () => {
      const departure = await insertTestDeparture(db, { spots: 8, cancellationPolicy: policy });
      const booking = await guestBooking(departure.tourDateId);
      app.clock.set(hoursBefore(hours));

      const before = await readManaged(booking.token);
      expect(before.cancellationPolicy).toEqual(cancellationPolicySnapshot(policy));
      const refund = refundOf(before.paidAmount, feePercent);
      expect(before.cancellation).toMatchObject({
        allowed: true,
        free: feePercent === 0,
        feePercent,
        refundAmount: refund,
      });

      const cancelled = await cancelManaged(booking.token);
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        refundAmount: refund,
        refundStatus: refund > 0 ? 'refunded' : 'none',
      });
      expect(providerRefunds(booking.paymentIntentId).map((made) => made.amount)).toEqual(refund > 0 ? [refund] : []);
    });

    it('from the account: the dialog states the refund, and the cancellation gives exactly that', async () => {
      const departure = await insertTestDeparture(db, { spots: 8, cancellationPolicy: policy });
      // Booked, paid and cancelled at that moment: a session does not outlive months of the test clock.
      app.clock.set(hoursBefore(hours));
      const booking = await accountBooking(departure);

      const asked = await app.app.inject({
        method: 'GET',
        url: `/api/account/bookings/${booking.bookingId}/cancellation`,
        cookies: booking.owner,
      });
      const preview = asked.json() as TAccountCancellationPreview;
      const refund = refundOf(preview.paidAmount, feePercent);
      expect(preview.paidAmount).toBeGreaterThan(0);
      expect(preview).toMatchObject({
        cancellationPolicy: cancellationPolicySnapshot(policy),
        cancellation: { allowed: true, feePercent, refundAmount: refund },
      });

      const response = await app.app.inject({
        method: 'POST',
        url: `/api/account/bookings/${booking.bookingId}/cancel`,
        cookies: booking.owner,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json() as TAccountBooking).toMatchObject({
        status: 'cancelled',
        cancellationPolicy: cancellationPolicySnapshot(policy),
        refundAmount: refund,
        refundStatus: refund > 0 ? 'refunded' : 'none',
      });
      expect(providerRefunds(booking.paymentIntentId).map((made) => made.amount)).toEqual(refund > 0 ? [refund] : []);
    });
  });

  describe('the booking keeps the policy it was made under', () => {
    it('a later change of the tour’s policy changes new bookings only, not an existing booking’s terms or refund', async () => {
      const departure = await insertTestDeparture(db, { spots: 8, cancellationPolicy: 'free_48h_then_50' });
      const kept = await guestBooking(departure.tourDateId);
      await setTourPolicy(departure.tourId, 'non_refundable');

      const [tour] = await queryRows<{ slug: string }>(db, sql`select slug from tours where id = ${departure.tourId}`);
      const page = await app.app.inject({ method: 'GET', url: `/api/tours/${expectRow(tour, 'the tour').slug}` });
      expect((page.json() as TTourDetail).cancellationPolicy).toBe('non_refundable');
      const later = await guestBooking(departure.tourDateId);
      expect((await readManaged(later.token)).cancellationPolicy).toEqual(cancellationPolicySnapshot('non_refundable'));

      app.clock.set(hoursBefore(72));
      const before = await readManaged(kept.token);
      expect(before.cancellationPolicy).toEqual(cancellationPolicySnapshot('free_48h_then_50'));
      expect(before.cancellation).toMatchObject({ allowed: true, free: true, refundAmount: before.paidAmount });
      const cancelled = await cancelManaged(kept.token);
      expect(cancelled).toMatchObject({ refundAmount: before.paidAmount, refundStatus: 'refunded' });
      expect(providerRefunds(kept.paymentIntentId).map((made) => made.amount)).toEqual([before.paidAmount]);

      const laterCancelled = await cancelManaged(later.token);
      expect(laterCancelled).toMatchObject({ refundAmount: 0, refundStatus: 'none' });
    });

    it('the refund follows the tiers the booking copied, even when the list says otherwise now', async () => {
      const departure = await insertTestDeparture(db, { spots: 8, cancellationPolicy: 'free_7d' });
      const booking = await guestBooking(departure.tourDateId);
      // As if the list's 7-day policy had other tiers when this booking was made.
      const copied = { code: 'free_7d', tiers: [{ hoursBefore: 72, feePercent: 25 }] };
      await db.execute(
        sql`update bookings set cancellation_policy = ${JSON.stringify(copied)}::jsonb where id = ${booking.bookingId}`,
      );

      app.clock.set(hoursBefore(48));
      const read = await readManaged(booking.token);
      expect(read.cancellationPolicy).toEqual(copied);
      const refund = refundOf(read.paidAmount, 25);
      expect(read.cancellation).toMatchObject({ allowed: true, free: false, feePercent: 25, refundAmount: refund });
      const cancelled = await cancelManaged(booking.token);
      expect(cancelled).toMatchObject({ refundAmount: refund, refundStatus: 'refunded' });
      expect(providerRefunds(booking.paymentIntentId).map((made) => made.amount)).toEqual([refund]);
    });
  });
});
