import type { TDb } from '@tour/db';
import { insertTestDeparture } from '@tour/db/testing';
import { bankTransferRequest, type TTestApp } from './test-app';

/** The checkout's contact for a guest, with the name a card payment asks for. */
const guestContact = (email: string) => ({
  fullName: 'Ada Traveller',
  email,
  phone: '+66 81 234 5678',
  cardholderName: 'ADA T',
});

/** Book Now as a new guest browser on a new departure: its session and the cookie that owns it. */
async function holdSeatsAsGuest(t: TTestApp, db: TDb, guests: number) {
  const dateId = (await insertTestDeparture(db, { spots: 10 })).tourDateId;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/booking-sessions',
    payload: { tourDateId: dateId, guests },
  });
  if (response.statusCode !== 201) throw new Error(`booking session: ${response.statusCode} ${response.body}`);
  const gid = response.cookies.find((cookie) => cookie.name === 'gid')?.value;
  if (!gid) throw new Error('the booking session set no gid cookie');
  return { dateId, sessionId: (response.json() as { id: string }).id, cookies: { gid } };
}

/** A guest's booking paid by card (test card 4242…) through `t`'s provider. */
export async function bookPaidByCardAsGuest(t: TTestApp, db: TDb, options: { guests: number; email: string }) {
  const held = await holdSeatsAsGuest(t, db, options.guests);
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/create-payment-intent',
    cookies: held.cookies,
    payload: { sessionId: held.sessionId, paymentMethodType: 'card', customerInfo: guestContact(options.email) },
  });
  if (intent.statusCode !== 200) throw new Error(`payment intent: ${intent.statusCode} ${intent.body}`);
  const { paymentIntentId, clientSecret } = intent.json() as { paymentIntentId: string; clientSecret: string };
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/confirm-card',
    cookies: held.cookies,
    payload: { paymentIntentId, clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  });
  if (paid.statusCode !== 200) throw new Error(`confirm card: ${paid.statusCode} ${paid.body}`);
  const { bookingId } = paid.json() as { bookingId: string | null };
  if (!bookingId) throw new Error('the card payment made no booking');
  return { ...held, bookingId, paymentIntentId, email: options.email };
}

/** A guest's bank-transfer booking with `slip`, the slip still being verified. */
export async function bookByBankTransferAsGuest(
  t: TTestApp,
  db: TDb,
  options: { guests: number; email: string; slip: Buffer },
) {
  const held = await holdSeatsAsGuest(t, db, options.guests);
  const response = await t.app.inject(
    bankTransferRequest({
      sessionId: held.sessionId,
      contact: guestContact(options.email),
      slip: options.slip,
      cookies: held.cookies,
    }),
  );
  if (response.statusCode !== 201) throw new Error(`bank transfer: ${response.statusCode} ${response.body}`);
  const { bookingId } = response.json() as { bookingId: string };
  return { ...held, bookingId, email: options.email };
}
