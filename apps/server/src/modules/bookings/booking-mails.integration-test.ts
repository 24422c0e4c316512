import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type TDb, tours } from '@tour/db';
import type { TLanguage, TTourContentTranslation } from '@tour/shared';
import { insertTestDeparture, withTestDatabases } from '@tour/db/testing';
import { queryRows } from '../../db';
import { queueBookingMail } from './bookings.service';
import { insertTestBooking } from './test-bookings';

const NOW = new Date('2026-06-01T10:00:00.000Z');
const deps = { appUrl: 'http://localhost:3000', appName: 'Wanderway', now: NOW };

function expectOne<T>(rows: T[]): T {
  expect(rows).toHaveLength(1);
  return rows[0] as T;
}

async function mailsOf(db: TDb, bookingId: string) {
  return queryRows<{ kind: string; subject: string; text_body: string; html_body: string }>(
    db,
    sql`select kind, subject, text_body, html_body from mail_outbox where booking_id = ${bookingId} order by kind`,
  );
}

/** The tour's content in its other language, as an operator's translation keeps it (issue 27, item 5). */
function translation(title: string): TTourContentTranslation {
  return {
    title,
    description: `${title}: a tour made by a test.`,
    highlights: [],
    inclusions: [],
    exclusions: [],
    itinerary: [],
  };
}

async function translateTour(
  db: TDb,
  tourId: string,
  own: { contentLanguage: TLanguage; title: string },
  other: string,
) {
  await db
    .update(tours)
    .set({ ...own, contentTranslation: translation(other) })
    .where(eq(tours.id, tourId));
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

    it("names the tour in the mail's language where the operator gave its title in it, else in the tour's own", async () => {
      const { db } = database;
      const english = await insertTestDeparture(db, { spots: 10, startDate: '2026-09-01' });
      await translateTour(db, english.tourId, { contentLanguage: 'en', title: 'Kyoto Temples' }, 'วัดเกียวโต');
      const thai = await insertTestDeparture(db, { spots: 10, startDate: '2026-09-01' });
      await translateTour(db, thai.tourId, { contentLanguage: 'th', title: 'ทัวร์โอซาก้า' }, 'Osaka Food Trail');
      const untranslated = await insertTestDeparture(db, { spots: 10, startDate: '2026-09-01' });

      const bookings = {
        thaiOfEnglish: await insertTestBooking(db, english, { language: 'th' }),
        englishOfEnglish: await insertTestBooking(db, english, { language: 'en' }),
        englishOfThai: await insertTestBooking(db, thai, { language: 'en' }),
        thaiOfThai: await insertTestBooking(db, thai, { language: 'th' }),
        thaiOfUntranslated: await insertTestBooking(db, untranslated, { language: 'th' }),
      };
      await db.transaction(async (tx) => {
        for (const booking of Object.values(bookings)) {
          await queueBookingMail(tx, booking.id, 'booking_confirmation', deps);
        }
      });
      const mailOf = async (booking: { id: string }) => expectOne(await mailsOf(db, booking.id));

      const thaiOfEnglish = await mailOf(bookings.thaiOfEnglish);
      expect(thaiOfEnglish.subject).toMatch(/^ยืนยันการจองแล้ว/);
      expect(thaiOfEnglish.subject).toContain(` · ${bookings.thaiOfEnglish.reference} · วัดเกียวโต | Wanderway`);
      expect(thaiOfEnglish.text_body).toContain('\nทัวร์: วัดเกียวโต (Kyoto, Japan)\n');
      expect(thaiOfEnglish.html_body).toContain('วัดเกียวโต');
      expect(thaiOfEnglish.text_body).not.toContain('Kyoto Temples');

      const englishOfEnglish = await mailOf(bookings.englishOfEnglish);
      expect(englishOfEnglish.subject).toBe(
        `Booking Confirmed! · ${bookings.englishOfEnglish.reference} · Kyoto Temples | Wanderway`,
      );
      expect(englishOfEnglish.text_body).toContain('\nTour: Kyoto Temples (Kyoto, Japan)\n');
      expect(englishOfEnglish.text_body).not.toContain('วัดเกียวโต');

      expect((await mailOf(bookings.englishOfThai)).text_body).toContain('\nTour: Osaka Food Trail (Kyoto, Japan)\n');
      expect((await mailOf(bookings.thaiOfThai)).text_body).toContain('\nทัวร์: ทัวร์โอซาก้า (Kyoto, Japan)\n');
      // No title in the reader's language: the tour's own.
      expect((await mailOf(bookings.thaiOfUntranslated)).text_body).toContain('\nทัวร์: Test tour (Kyoto, Japan)\n');
    });
  });
});
