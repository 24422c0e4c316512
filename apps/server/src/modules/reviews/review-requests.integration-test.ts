import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, withTestDatabases } from '@tour/db/testing';
import { createManualClock } from '../../clock';
import { queryRows } from '../../db';
import { insertTestBooking } from '../bookings/test-bookings';
import { runReviewRequests } from './review-requests.service';
import { getReviewForm } from './reviews.service';

// A 7-day trip from 2026-05-01 ends on 2026-05-07; that day is over in Bangkok at 2026-05-07T17:00Z.
const TRIP_OVER = new Date('2026-05-07T17:00:00.000Z');
const LAST_EVENING = new Date('2026-05-07T16:59:00.000Z');

type TState = { status: 'confirmed' | 'pending' | 'cancelled' | 'completed'; paymentStatus: 'completed' | 'pending' };
const PAID: TState = { status: 'confirmed', paymentStatus: 'completed' };

async function bookingOn(db: TDb, startDate: string, state: TState = PAID) {
  const departure = await insertTestDeparture(db, { spots: 10, startDate, days: 7 });
  const email = `ada-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const booking = await insertTestBooking(db, departure, {
    bookingStatus: state.status,
    paymentStatus: state.paymentStatus,
    contactEmail: email,
  });
  return { ...booking, ...departure, email };
}

async function requestsOf(db: TDb, bookingId: string) {
  return queryRows<{ to_address: string; subject: string; text_body: string }>(
    db,
    sql`select to_address, subject, text_body from mail_outbox where kind = 'review_request' and booking_id = ${bookingId}`,
  );
}

const deps = (db: TDb, now: Date) => ({
  db,
  clock: createManualClock(now),
  appUrl: 'http://localhost:3000',
  appName: 'Wanderway',
});

withTestDatabases((database) => {
  describe('the review request after the trip: a private link, once per booking', () => {
    it('e-mails the link when the trip has ended in Bangkok, not a minute before; the link opens the review page', async () => {
      const { db } = database;
      const booking = await bookingOn(db, '2026-05-01');

      await runReviewRequests(deps(db, LAST_EVENING));
      expect(await requestsOf(db, booking.id)).toEqual([]);

      await runReviewRequests(deps(db, TRIP_OVER));
      const [mail, ...more] = await requestsOf(db, booking.id);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({
        to_address: booking.email,
        subject: `How was Test tour? Review your trip (${booking.reference}) | Wanderway`,
      });
      expect(mail!.text_body).toContain('Travel dates: May 1, 2026 to May 7, 2026');
      expect(mail!.text_body).toContain('works without signing in for 60 days');
      const link = /Write your review: http:\/\/localhost:3000\/review\/([A-Za-z0-9_-]{43})\n/.exec(mail!.text_body);
      expect(link).not.toBeNull();

      const state = await getReviewForm(deps(db, TRIP_OVER), { kind: 'link', token: link![1]! });
      expect(state).toMatchObject({ booking: { id: booking.id }, eligibility: { eligible: true }, review: null });
    });

    it('asks in the language the booking was made in: Thai, with Buddhist-era dates', async () => {
      const { db } = database;
      const booking = await bookingOn(db, '2026-05-01');
      await queryRows(db, sql`update bookings set language = 'th' where id = ${booking.id}`);

      await runReviewRequests(deps(db, TRIP_OVER));
      const [mail] = await queryRows<{ subject: string; text_body: string; html_body: string }>(
        db,
        sql`select subject, text_body, html_body from mail_outbox where kind = 'review_request' and booking_id = ${booking.id}`,
      );
      expect(mail?.subject).toBe(`Test tour เป็นอย่างไรบ้าง รีวิวทริปของคุณ (${booking.reference}) | Wanderway`);
      expect(mail?.text_body).toContain('วันเดินทาง: 1 พ.ค. 2569 ถึง 7 พ.ค. 2569');
      expect(mail?.text_body).toContain('ลิงก์ด้านล่างใช้ได้โดยไม่ต้องเข้าสู่ระบบเป็นเวลา 60 วัน');
      expect(mail?.text_body).toMatch(/เขียนรีวิวของคุณ: http:\/\/localhost:3000\/review\/[A-Za-z0-9_-]{43}\n/);
      expect(mail?.html_body).toContain('<html lang="th">');
    });

    it('sends each booking once with two runs racing, and none to unpaid, cancelled, future, reviewed or long-past trips', async () => {
      const { db } = database;
      const paid = [];
      for (let index = 0; index < 4; index += 1) paid.push(await bookingOn(db, '2026-05-01'));
      const completed = await bookingOn(db, '2026-05-01', { status: 'completed', paymentStatus: 'completed' });
      const unpaid = await bookingOn(db, '2026-05-01', { status: 'pending', paymentStatus: 'pending' });
      const cancelled = await bookingOn(db, '2026-05-01', { status: 'cancelled', paymentStatus: 'completed' });
      const future = await bookingOn(db, '2026-05-20');
      // Ended more than 60 days before: its link would barely live, so it is not asked any more.
      const longPast = await bookingOn(db, '2026-02-20');
      const reviewed = await bookingOn(db, '2026-05-01');
      await queryRows(
        db,
        sql`insert into reviews (booking_id, tour_id, author_name, overall_rating, title, body, travel_month,
          traveller_type, status)
        values (${reviewed.id}, ${reviewed.tourId}, 'Ada T.', 5, 'Lovely', 'Written from the account before any e-mail.',
          '2026-05', 'solo', 'published')`,
      );

      await Promise.all([runReviewRequests(deps(db, TRIP_OVER)), runReviewRequests(deps(db, TRIP_OVER))]);
      await runReviewRequests(deps(db, new Date(TRIP_OVER.getTime() + 3_600_000)));

      for (const booking of [...paid, completed]) expect(await requestsOf(db, booking.id)).toHaveLength(1);
      for (const booking of [unpaid, cancelled, future, longPast, reviewed]) {
        expect(await requestsOf(db, booking.id)).toEqual([]);
      }
      const tokens = await queryRows<{ booking_id: string }>(
        db,
        sql`select booking_id from review_access_tokens where booking_id = ${paid[0]!.id}`,
      );
      expect(tokens).toHaveLength(1);
    });
  });
});
