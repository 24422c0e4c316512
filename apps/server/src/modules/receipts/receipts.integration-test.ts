import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type TDb, tours } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import { queryRows } from '../../db';
import { assignTourToCompany, insertCompanyWithLicence } from '../../testing/company-fixtures';
import { openTestBed, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';

const CONTACT = { fullName: 'Ada Traveller', email: 'ada@example.test', phone: '+66 81 234 5678' };
const PASSWORD = 'Correct-Horse-Battery-9';

/** The words of a PDF, read back with pdf.js: what a person opening it would read. */
async function pdfText(body: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(body), isEvalSupported: false }).promise;
  const words: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) words.push(item.str);
  }
  await pdf.destroy();
  return words.join(' ').replace(/\s+/g, ' ');
}

/**
 * "Download Receipt" (issue 22) and the guest's "View My Bookings": a receipt PDF only for money received, a
 * booking summary otherwise, to the booking's owner, its private link or an administrator, and to no one else.
 */
describe.each(TEST_BACKENDS)('receipts and own manage links on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend, { FILES_DIR: `/tmp/receipts-test-${crypto.randomUUID()}` }));
  });
  afterAll(async () => close());

  async function signUp(role: 'admin' | 'customer') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail(role), password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const user = response.json().user as { id: string };
    if (role !== 'customer') await queryRows(db, sql`update profiles set role = ${role} where id = ${user.id}`);
    return { id: user.id, cookies: { sid: sessionCookieOf(response) } };
  }

  /**
   * A guest's reservation (pay later) of a company's tour, from its own browser (the gid cookie), made in `language`
   * (its lang cookie); `thaiTitle`: the English tour's title in Thai, as an operator's translation gives it.
   */
  async function guestReservation(options: { language?: 'en' | 'th'; thaiTitle?: string } = {}) {
    t.clock.set(new Date('2026-06-01T08:00:00Z'));
    const departure = await insertTestDeparture(db, { spots: 10, startDate: '2026-09-01' });
    if (options.thaiTitle) {
      const translation = {
        title: options.thaiTitle,
        description: 'ทัวร์ที่ใช้ทดสอบ',
        highlights: [],
        inclusions: [],
        exclusions: [],
      };
      await db
        .update(tours)
        .set({ contentLanguage: 'en', contentTranslation: { ...translation, itinerary: [] } })
        .where(eq(tours.id, departure.tourId));
    }
    const owner = await signUp('customer');
    const company = await insertCompanyWithLicence(db, owner.id, { nameEn: 'Sunrise Tours Co., Ltd.' });
    await assignTourToCompany(db, departure.tourId, company.companyId);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId: departure.tourDateId, guests: 2 },
    });
    expect(session.statusCode).toBe(201);
    const cookies = {
      gid: session.cookies.find((cookie) => cookie.name === 'gid')?.value ?? '',
      ...(options.language ? { lang: options.language } : {}),
    };
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/pay-later',
      cookies,
      payload: { sessionId: session.json().id, customerInfo: CONTACT },
    });
    expect(reserved.statusCode).toBe(201);
    const { bookingId, bookingReference } = reserved.json() as { bookingId: string; bookingReference: string };
    return { bookingId, reference: bookingReference, cookies, licence: company.licenseId };
  }

  async function payByCard(bookingId: string, cookies: Record<string, string>) {
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies,
      payload: { bookingId, paymentMethodType: 'card', customerInfo: { ...CONTACT, cardholderName: 'ADA T' } },
    });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-card',
      cookies,
      payload: { paymentIntentId, clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }

  const receipt = (bookingId: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/receipt`, cookies });

  it('gives an unpaid reservation a booking summary, titled so, and a paid booking its receipt', async () => {
    const booking = await guestReservation();

    const summary = await receipt(booking.bookingId, booking.cookies);
    expect(summary.statusCode).toBe(200);
    expect(summary.headers['content-type']).toBe('application/pdf');
    expect(summary.headers['cache-control']).toBe('private, no-store');
    expect(summary.headers['content-disposition']).toBe(
      `attachment; filename="booking-summary-${booking.reference}.pdf"`,
    );
    const summaryText = await pdfText(summary.rawPayload);
    expect(summaryText).toContain('Booking summary');
    expect(summaryText).toContain('This is a booking summary, not a receipt');
    expect(summaryText).toContain('No payment yet.');

    await payByCard(booking.bookingId, booking.cookies);
    const paid = await receipt(booking.bookingId, booking.cookies);
    expect(paid.statusCode).toBe(200);
    expect(paid.headers['content-disposition']).toBe(`attachment; filename="receipt-${booking.reference}.pdf"`);
    const text = await pdfText(paid.rawPayload);
    expect(text).toContain('Receipt');
    expect(text).toContain(booking.reference);
    expect(text).toContain('Sunrise Tours Co., Ltd.');
    expect(text).toContain(booking.licence);
    expect(text).toContain('Received');
    expect(text).toContain('Credit/Debit Card');
    expect(text).toContain('Cancellation policy');
    expect(text).not.toContain('not a receipt');
  });

  it("names the tour in the reader's language where the operator gave its title in it (issue 27)", async () => {
    const thaiTitle = 'ทัวร์เกียวโตทดสอบ';
    const booking = await guestReservation({ language: 'th', thaiTitle });

    // The booking was made in Thai: its confirmation names the tour in Thai.
    const [confirmation] = await queryRows<{ subject: string; text_body: string }>(
      db,
      sql`select subject, text_body from mail_outbox where booking_id = ${booking.bookingId} and kind = 'booking_confirmation'`,
    );
    expect(confirmation?.subject).toContain(`${booking.reference} · ${thaiTitle} |`);
    expect(confirmation?.text_body).toContain(`ทัวร์: ${thaiTitle} (Kyoto, Japan)`);
    expect(confirmation?.text_body).not.toContain('Test tour');

    // The receipt is in its reader's language, and so is the tour's title on it.
    const thai = await receipt(booking.bookingId, booking.cookies);
    expect(thai.statusCode).toBe(200);
    const thaiText = await pdfText(thai.rawPayload);
    expect(thaiText).toContain(thaiTitle);
    expect(thaiText).not.toContain('Test tour');
    const english = await receipt(booking.bookingId, { ...booking.cookies, lang: 'en' });
    const englishText = await pdfText(english.rawPayload);
    expect(englishText).toContain('Test tour');
    expect(englishText).not.toContain(thaiTitle);

    // The traveller's screens get both titles and pick the reader's (tourContentIn).
    const confirmationView = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.bookingId}/confirmation`,
      cookies: booking.cookies,
    });
    expect(confirmationView.json().tour).toMatchObject({
      contentLanguage: 'en',
      title: 'Test tour',
      titleTranslation: thaiTitle,
    });
  });

  it('opens the receipt to its owner, its private link and an administrator, and to no one else', async () => {
    const booking = await guestReservation();
    const stranger = await signUp('customer');
    const admin = await signUp('admin');
    const otherGuest = await t.app.inject({ method: 'POST', url: '/api/booking-sessions', payload: {} });
    const otherGid = otherGuest.cookies.find((cookie) => cookie.name === 'gid')?.value ?? 'someone-else';

    expect((await receipt(booking.bookingId)).statusCode).toBe(404);
    expect((await receipt(booking.bookingId, { gid: otherGid })).statusCode).toBe(404);
    const refused = await receipt(booking.bookingId, stranger.cookies);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('Booking details not available');
    expect((await receipt(booking.bookingId, admin.cookies)).statusCode).toBe(200);
    expect((await receipt(crypto.randomUUID(), admin.cookies)).statusCode).toBe(404);

    const link = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.bookingId}/manage-link`,
      cookies: booking.cookies,
    });
    expect(link.statusCode).toBe(200);
    const href = link.json().href as string;
    expect(href).toMatch(/^\/booking\/manage\/[A-Za-z0-9_-]+$/);
    const byLink = await t.app.inject({ method: 'GET', url: `/api/manage/${href.split('/').pop()}/receipt` });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['content-disposition']).toContain(`booking-summary-${booking.reference}.pdf`);
    const managed = await t.app.inject({ method: 'GET', url: `/api/manage/${href.split('/').pop()}` });
    expect(managed.json().reference).toBe(booking.reference);

    expect((await t.app.inject({ method: 'GET', url: `/api/manage/${'x'.repeat(43)}/receipt` })).statusCode).toBe(404);
    for (const cookies of [{}, { gid: otherGid }, stranger.cookies] as Array<Record<string, string>>) {
      const other = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.bookingId}/manage-link`,
        cookies,
      });
      expect(other.statusCode).toBe(404);
    }
  });
});
