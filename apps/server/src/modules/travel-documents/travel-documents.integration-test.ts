import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, withTestDatabases } from '@tour/db/testing';
import { createManualClock } from '../../clock';
import { queryRows } from '../../db';
import { insertTestBooking } from '../bookings/test-bookings';
import { runTravelDocuments } from './travel-documents.service';

// 2026-08-24T17:00Z is midnight of Aug 25 in Bangkok: a departure on Sep 1 is then 7 Bangkok days away.
const BANGKOK_AUG_25 = new Date('2026-08-24T17:00:00.000Z');
const BANGKOK_AUG_24_LATE = new Date('2026-08-24T16:59:00.000Z');

async function bookingOn(
  db: TDb,
  startDate: string,
  state: { status: 'confirmed' | 'pending' | 'cancelled'; paymentStatus: 'completed' | 'pending' | 'processing' },
  withFlights = true,
  language: 'en' | 'th' = 'en',
) {
  const departure = await insertTestDeparture(db, { spots: 10, startDate });
  if (withFlights) {
    await queryRows(
      db,
      sql`insert into tour_flights (tour_date_id, is_outbound, airline, flight_number, departure_airport, departure_code,
          departure_time, departure_utc_offset, arrival_airport, arrival_code, arrival_time, arrival_utc_offset)
        values (${departure.tourDateId}, true, 'Thai Airways', 'TG 642', 'Bangkok Suvarnabhumi', 'BKK',
          ${`${startDate}T00:35:00+07:00`}::timestamptz, 420, 'Osaka Kansai', 'KIX', ${`${startDate}T08:05:00+09:00`}::timestamptz, 540),
          (${departure.tourDateId}, false, 'Thai Airways', 'TG 623', 'Osaka Kansai', 'KIX',
          ${`${startDate}T10:30:00+09:00`}::timestamptz, 540, 'Bangkok Suvarnabhumi', 'BKK', ${`${startDate}T14:30:00+07:00`}::timestamptz, 420)`,
    );
  }
  await queryRows(
    db,
    sql`insert into tour_itinerary (tour_id, day_number, position, title, time)
      values (${departure.tourId}, 1, 0, 'Arrival in Osaka', '09:00'), (${departure.tourId}, 2, 0, 'Kyoto temples', null)`,
  );
  const booking = await insertTestBooking(db, departure, {
    bookingStatus: state.status,
    paymentStatus: state.paymentStatus,
    language,
    now: new Date('2026-06-01T10:00:00.000Z'),
  });
  return booking;
}

async function documentsOf(db: TDb, reference: string) {
  return queryRows<{ to_address: string; subject: string; text_body: string; html_body: string; booking_id: string }>(
    db,
    sql`select to_address, subject, text_body, html_body, booking_id from mail_outbox
      where kind = 'travel_documents' and subject like ${`%${reference}%`}`,
  );
}

const deps = (db: TDb, now: Date) => ({
  db,
  clock: createManualClock(now),
  appUrl: 'http://localhost:3000',
  appName: 'Wanderway',
});

withTestDatabases((database) => {
  describe('travel documents: itinerary, flights and meeting details 7 Bangkok days before departure, once', () => {
    it('sends them when the departure enters its 7-day window in Bangkok, not a minute before', async () => {
      const { db } = database;
      const booking = await bookingOn(db, '2026-09-01', { status: 'confirmed', paymentStatus: 'completed' });

      await runTravelDocuments(deps(db, BANGKOK_AUG_24_LATE));
      expect(await documentsOf(db, booking.reference)).toEqual([]);

      await runTravelDocuments(deps(db, BANGKOK_AUG_25));
      const [mail, ...more] = await documentsOf(db, booking.reference);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ to_address: 'ada@example.test', booking_id: booking.id });
      expect(mail!.subject).toBe(`Your travel documents: Test tour, departing Sep 1, 2026 (${booking.reference})`);
      expect(mail!.text_body).toContain(
        'Meet at: check-in for flight TG 642 (Thai Airways) at Bangkok Suvarnabhumi (BKK), departing Sep 1, 2026, 00:35 local time.',
      );
      expect(mail!.text_body).toContain(
        'Outbound TG 642 (Thai Airways): Bangkok Suvarnabhumi (BKK) Sep 1, 2026, 00:35 → Osaka Kansai (KIX) Sep 1, 2026, 08:05',
      );
      expect(mail!.text_body).toContain('Return TG 623 (Thai Airways): Osaka Kansai (KIX) Sep 1, 2026, 10:30');
      expect(mail!.text_body).toContain('Day 1 · 09:00 · Arrival in Osaka\nDay 2 · Time TBD · Kyoto temples');
      expect(mail!.text_body).toMatch(/View or manage your booking: http:\/\/localhost:3000\/booking\/manage\/\S+/);
    });

    it('sends each booking once with two runs racing, and none to unpaid, cancelled or departed bookings', async () => {
      const { db } = database;
      const paid = [];
      for (let index = 0; index < 4; index += 1) {
        paid.push(
          await bookingOn(db, '2026-08-28', { status: 'confirmed', paymentStatus: 'completed' }, index % 2 === 0),
        );
      }
      const unpaid = await bookingOn(db, '2026-08-28', { status: 'pending', paymentStatus: 'pending' });
      const verifying = await bookingOn(db, '2026-08-28', { status: 'pending', paymentStatus: 'processing' });
      const cancelled = await bookingOn(db, '2026-08-28', { status: 'cancelled', paymentStatus: 'completed' });
      const departed = await bookingOn(db, '2026-08-24', { status: 'confirmed', paymentStatus: 'completed' });

      await Promise.all([runTravelDocuments(deps(db, BANGKOK_AUG_25)), runTravelDocuments(deps(db, BANGKOK_AUG_25))]);
      await runTravelDocuments(deps(db, new Date(BANGKOK_AUG_25.getTime() + 3_600_000)));

      for (const booking of paid) expect(await documentsOf(db, booking.reference)).toHaveLength(1);
      for (const booking of [unpaid, verifying, cancelled, departed]) {
        expect(await documentsOf(db, booking.reference)).toEqual([]);
      }
      const [withoutFlights] = await documentsOf(db, paid[1]!.reference);
      expect(withoutFlights!.text_body).toContain('This tour includes no flights.');
      expect(withoutFlights!.text_body).toContain(
        'Meet at: your tour operator confirms where and when to meet on day 1.',
      );
    });

    it('writes them in Thai for a booking made in Thai', async () => {
      const { db } = database;
      const booking = await bookingOn(
        db,
        '2026-09-01',
        { status: 'confirmed', paymentStatus: 'completed' },
        true,
        'th',
      );

      await runTravelDocuments(deps(db, BANGKOK_AUG_25));
      const [mail] = await documentsOf(db, booking.reference);
      expect(mail!.subject).toBe(`เอกสารการเดินทางของคุณ: Test tour ออกเดินทาง 1 ก.ย. 2569 (${booking.reference})`);
      expect(mail!.text_body).toMatch(/^เรียน คุณAda Traveller\n\nทริปของคุณจะเริ่มในวันที่ 1 ก.ย. 2569 /);
      expect(mail!.text_body).toContain(
        'จุดนัดพบ: เคาน์เตอร์เช็กอินเที่ยวบิน TG 642 (Thai Airways) ที่ Bangkok Suvarnabhumi (BKK) ออกเดินทาง 1 ก.ย. 2569 00:35 ตามเวลาท้องถิ่น',
      );
      expect(mail!.text_body).toContain('วันที่ 1 · 09:00 · Arrival in Osaka\nวันที่ 2 · รอยืนยันเวลา · Kyoto temples');
      expect(mail!.text_body).toMatch(/ดูหรือจัดการการจอง: http:\/\/localhost:3000\/booking\/manage\/\S+/);
      expect(mail!.html_body).toMatch(/^<!DOCTYPE html><html lang="th">/);
    });

    it('lists the programme in the traveller’s language where the operator translated it, else in the tour’s own', async () => {
      const { db } = database;
      const thai = await bookingOn(db, '2026-09-01', { status: 'confirmed', paymentStatus: 'completed' }, true, 'th');
      // The tour is English with a Thai translation of day 1 only (its title and its first activity).
      const translation = {
        title: 'ทัวร์ทดสอบ',
        description: 'ทัวร์สำหรับทดสอบ',
        highlights: [],
        inclusions: [],
        exclusions: [],
        itinerary: [{ dayNumber: 1, position: 0, title: 'ถึงโอซาก้า', description: 'รับที่สนามบิน' }],
      };
      await queryRows(
        db,
        sql`update tours set content_translation = ${JSON.stringify(translation)}::jsonb
          where id = (select tour_id from bookings where booking_reference = ${thai.reference})`,
      );
      await runTravelDocuments(deps(db, BANGKOK_AUG_25));
      const [mail] = await documentsOf(db, thai.reference);
      expect(mail!.text_body).toContain('วันที่ 1 · 09:00 · ถึงโอซาก้า');
      expect(mail!.text_body).toContain('วันที่ 2 · รอยืนยันเวลา · Kyoto temples');
      expect(mail!.text_body).not.toContain('Arrival in Osaka');
    });
  });
});
