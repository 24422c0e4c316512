import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, withTestDatabases } from '@tour/db/testing';
import { createManualClock } from '../../clock';
import { queryRows } from '../../db';
import { assignTourToCompany, insertCompanyWithLicence } from '../../testing/company-fixtures';
import { transitionBooking } from '../bookings/booking-transitions.service';
import { insertTestBooking } from '../bookings/test-bookings';
import { runOperatorNotices } from './operator-notices.service';

const NOW = new Date('2026-06-01T10:00:00.000Z');

async function insertUser(db: TDb, email: string, deactivated = false) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, password_hash, deactivated_at) values (${email}, 'x', ${deactivated ? NOW.toISOString() : null}::timestamptz) returning id`,
  );
  return row!.id;
}

/** A tour of a company with its own address, its registering user, a second member and a deactivated one. */
async function operatorTour(db: TDb) {
  const tag = crypto.randomUUID().slice(0, 8);
  const owner = await insertUser(db, `owner-${tag}@operator.test`);
  const company = await insertCompanyWithLicence(db, owner, { nameEn: `Sunrise Tours ${tag}` });
  await queryRows(
    db,
    sql`update companies set company_email = ${`desk-${tag}@operator.test`} where id = ${company.companyId}`,
  );
  for (const [email, deactivated] of [
    [`guide-${tag}@operator.test`, false],
    [`gone-${tag}@operator.test`, true],
  ] as const) {
    const userId = await insertUser(db, email, deactivated);
    await queryRows(
      db,
      sql`insert into user_company_license_map (user_id, company_id, license_id) values (${userId}, ${company.companyId}, ${company.licenseId})`,
    );
  }
  const departure = await insertTestDeparture(db, { spots: 10, startDate: '2026-09-01' });
  await assignTourToCompany(db, departure.tourId, company.companyId);
  return { ...departure, tag, owner, companyName: `Sunrise Tours ${tag}`, licence: company.licenseId };
}

async function insertPaidBooking(db: TDb, departure: { tourId: string; tourDateId: string }, paid: boolean) {
  const booking = await insertTestBooking(db, departure, {
    bookingStatus: paid ? 'confirmed' : 'pending',
    paymentStatus: paid ? 'completed' : 'pending',
    paymentMethod: paid ? 'credit_card' : 'pay_later',
    paymentDeadline: paid ? null : new Date('2026-06-04T10:00:00.000Z'),
    now: NOW,
  });
  await queryRows(
    db,
    sql`insert into booking_guests (booking_id, position, first_name, last_name, email, phone, date_of_birth, nationality)
      values (${booking.id}, 0, 'Ada', 'Traveller', 'ada@example.test', '+66812345678', '1990-01-01', 'TH'),
             (${booking.id}, 1, 'Ben', 'Traveller', 'ben@example.test', '+66812345679', '1991-01-01', 'TH')`,
  );
  return booking;
}

async function operatorMails(db: TDb, reference: string) {
  return queryRows<{ kind: string; to_address: string; subject: string; text_body: string; booking_id: string }>(
    db,
    sql`select kind, to_address, subject, text_body, booking_id from mail_outbox
      where kind like 'operator_%' and subject like ${`%${reference}%`} order by kind, to_address`,
  );
}

withTestDatabases((database) => {
  describe('operator notices: the tour operator hears of paid and cancelled bookings, once', () => {
    it('tells the company address and its active users of a paid booking with its guests and departure', async () => {
      const { db } = database;
      const clock = createManualClock(NOW);
      const tour = await operatorTour(db);
      const booking = await insertPaidBooking(db, tour, true);

      await runOperatorNotices({ db, clock, appName: 'Wanderway' });

      const mails = await operatorMails(db, booking.reference);
      expect(mails.map((mail) => mail.to_address)).toEqual([
        `desk-${tour.tag}@operator.test`,
        `guide-${tour.tag}@operator.test`,
        `owner-${tour.tag}@operator.test`,
      ]);
      for (const mail of mails) {
        expect(mail.kind).toBe('operator_booking_paid');
        expect(mail.booking_id).toBe(booking.id);
        expect(mail.subject).toBe(`New paid booking ${booking.reference}: Test tour, departing Sep 1, 2026`);
        expect(mail.text_body).toContain(`Dear ${tour.companyName},`);
        expect(mail.text_body).toContain('Departure: Sep 1, 2026 to Sep 7, 2026 (7 days)');
        expect(mail.text_body).toContain('Guests: 2 (Ada Traveller, Ben Traveller)');
        expect(mail.text_body).toContain("Traveller's contact: Ada Traveller, ada@example.test, +66812345678");
      }
      const [event] = await queryRows<{ operator_notified_at: Date | string | null }>(
        db,
        sql`select operator_notified_at from booking_events where booking_id = ${booking.id} and operator_notice = 'paid'`,
      );
      expect(new Date(event!.operator_notified_at!).toISOString()).toBe(NOW.toISOString());
    });

    it('tells of the cancellation of a paid booking, and never twice even with two runs racing', async () => {
      const { db } = database;
      const clock = createManualClock(NOW);
      const tour = await operatorTour(db);
      const booking = await insertPaidBooking(db, tour, true);
      await runOperatorNotices({ db, clock, appName: 'Wanderway' });
      const change = {
        event: 'cancelled',
        reason: 'Change of plans',
        refundAmount: 500_000,
        refundStatus: 'pending',
      } as const;
      expect(await transitionBooking(db, booking.id, change, NOW)).not.toBeNull();

      await Promise.all([
        runOperatorNotices({ db, clock, appName: 'Wanderway' }),
        runOperatorNotices({ db, clock, appName: 'Wanderway' }),
      ]);
      await runOperatorNotices({ db, clock, appName: 'Wanderway' });

      const mails = await operatorMails(db, booking.reference);
      expect(mails.filter((mail) => mail.kind === 'operator_booking_paid')).toHaveLength(3);
      const cancelled = mails.filter((mail) => mail.kind === 'operator_booking_cancelled');
      expect(cancelled).toHaveLength(3);
      expect(cancelled[0]!.subject).toBe(`Booking ${booking.reference} cancelled: Test tour, departing Sep 1, 2026`);
      expect(cancelled[0]!.text_body).toContain('Reason: Change of plans');
      expect(cancelled[0]!.text_body).toContain('its seats are free again');
    });

    it('sends each of many paid bookings once when two runs race over them', async () => {
      const { db } = database;
      const clock = createManualClock(NOW);
      const tour = await operatorTour(db);
      const bookings = [];
      for (let index = 0; index < 6; index += 1) bookings.push(await insertPaidBooking(db, tour, true));

      await Promise.all([
        runOperatorNotices({ db, clock, appName: 'Wanderway' }),
        runOperatorNotices({ db, clock, appName: 'Wanderway' }),
      ]);

      for (const booking of bookings) expect(await operatorMails(db, booking.reference)).toHaveLength(3);
    });

    it("writes to each address in its account's language, the company's own address in its owner's", async () => {
      const { db } = database;
      const clock = createManualClock(NOW);
      const tour = await operatorTour(db);
      await queryRows(
        db,
        sql`insert into profiles (id, username, language) values (${tour.owner}, ${`owner-${tour.tag}`}, 'th')`,
      );
      const booking = await insertPaidBooking(db, tour, true);

      await runOperatorNotices({ db, clock, appName: 'Wanderway' });

      const mails = await queryRows<{ to_address: string; subject: string; text_body: string; html_body: string }>(
        db,
        sql`select to_address, subject, text_body, html_body from mail_outbox
          where kind = 'operator_booking_paid' and booking_id = ${booking.id} order by to_address`,
      );
      expect(mails.map((mail) => mail.to_address)).toEqual([
        `desk-${tour.tag}@operator.test`,
        `guide-${tour.tag}@operator.test`,
        `owner-${tour.tag}@operator.test`,
      ]);
      const [desk, guide, owner] = mails;
      for (const thai of [desk, owner]) {
        expect(thai?.subject).toBe(`การจองใหม่ที่ชำระเงินแล้ว ${booking.reference}: Test tour ออกเดินทาง 1 ก.ย. 2569`);
        expect(thai?.text_body).toContain(`เรียน ${tour.companyName}`);
        expect(thai?.text_body).toContain('ออกเดินทาง: 1 ก.ย. 2569 ถึง 7 ก.ย. 2569 (7 วัน)');
        expect(thai?.html_body).toContain('<html lang="th">');
      }
      // No language chosen and no request behind the e-mail: English.
      expect(guide?.subject).toBe(`New paid booking ${booking.reference}: Test tour, departing Sep 1, 2026`);
      expect(guide?.html_body).toContain('<html lang="en">');
    });

    it('says nothing of a reservation until it is paid, nor of its cancellation if it never was', async () => {
      const { db } = database;
      const clock = createManualClock(NOW);
      const tour = await operatorTour(db);
      const unpaid = await insertPaidBooking(db, tour, false);
      const change = { event: 'deadline_passed', reason: 'Not paid by the deadline' } as const;
      expect(await transitionBooking(db, unpaid.id, change, NOW)).not.toBeNull();

      await runOperatorNotices({ db, clock, appName: 'Wanderway' });

      expect(await operatorMails(db, unpaid.reference)).toEqual([]);
      const [left] = await queryRows<{ count: number | string }>(
        db,
        sql`select count(*) as count from booking_events where booking_id = ${unpaid.id}
          and operator_notice is not null and operator_notified_at is null`,
      );
      expect(Number(left!.count)).toBe(0);
    });
  });
});
