import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, withTestDatabases } from '@tour/db/testing';
import { queryRows } from '../../db';
import { queueBookingMail } from './bookings.service';
import { insertTestBooking } from './test-bookings';

const NOW = new Date('2026-06-01T10:00:00.000Z');
const deps = { appUrl: 'http://localhost:3000', appName: 'Wanderway', now: NOW };

async function mailsOf(db: TDb, bookingId: string) {
  return queryRows<{ kind: string; subject: string; text_body: string; html_body: string }>(
    db,
    sql`select kind, subject, text_body, html_body from mail_outbox where booking_id = ${bookingId} order by kind`,
  );
}

withTestDatabases((database) => {
  describe('booking e-mails are written in the language the booking was made in', () => {
    it('a booking made in Thai gets a Thai confirmation and reminder; one made in English, English', async () => {
      const { db } = database;
      const departure = await insertTestDeparture(db, { spots: 10, startDate: '2026-09-01' });
      const thai = await insertTestBooking(db, departure, {
        language: 'th',
        bookingStatus: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'pay_later',
        paymentDeadline: new Date('2026-06-04T10:00:00.000Z'),
      });
      const english = await insertTestBooking(db, departure, { language: 'en' });

      await db.transaction(async (tx) => {
        await queueBookingMail(tx, thai.id, 'booking_confirmation', deps);
        await queueBookingMail(tx, thai.id, 'payment_reminder', deps);
        await queueBookingMail(tx, english.id, 'booking_confirmation', deps);
      });

      const [confirmation, reminder] = await mailsOf(db, thai.id);
      expect(confirmation!.subject).toBe(
        `สำรองที่นั่งแล้ว – ชำระภายใน 4 มิ.ย. 2569 10:00 UTC · ${thai.reference} · Test tour | Wanderway`,
      );
      expect(confirmation!.text_body).toMatch(/^เรียน คุณAda Traveller\n\nขอบคุณที่จองทัวร์กับเรา เราสำรองที่นั่งไว้ให้แล้ว/);
      expect(confirmation!.text_body).toContain('\nชำระภายใน: 4 มิ.ย. 2569 10:00 UTC\n');
      expect(confirmation!.text_body).toMatch(
        /ชำระเงิน ดู หรือยกเลิกการจอง: http:\/\/localhost:3000\/booking\/manage\/\S+/,
      );
      expect(confirmation!.html_body).toMatch(/^<!DOCTYPE html><html lang="th">/);
      expect(reminder!.subject).toMatch(/^แจ้งเตือน: กรุณาชำระเงินภายใน 4 มิ.ย. 2569 10:00 UTC · /);
      expect(reminder!.text_body).toContain('การจองของคุณยังไม่ได้ชำระเงิน');

      const [englishMail] = await mailsOf(db, english.id);
      expect(englishMail!.subject).toBe(`Booking Confirmed! · ${english.reference} · Test tour | Wanderway`);
      expect(englishMail!.text_body).toMatch(/^Dear Ada Traveller,\n\nThank you for your booking\. /);
      expect(englishMail!.html_body).toMatch(/^<!DOCTYPE html><html lang="en">/);
    });
  });
});
