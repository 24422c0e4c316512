import type { TBookingConfirmation } from '@tour/shared';
import { translateMessage } from '@tour/shared/message-translations';
import { describe, expect, it } from 'vitest';
import { OSAKA_BOOKING, OSAKA_OUTBOUND } from '../../testing/booking-mail-fixtures';
import { operatorNoticeMail } from './operator-notices.mails';

const booking: TBookingConfirmation = { ...OSAKA_BOOKING, contactName: 'Ann <b>Traveller</b>' };
const outbound = OSAKA_OUTBOUND;
const guests = [
  { firstName: 'Ann', lastName: 'Traveller' },
  { firstName: 'Ben', lastName: 'Traveller' },
];

describe("the operator's notice", () => {
  it('names the booking, departure, guests and contact, linked to the booking, the HTML escaped', () => {
    const mail = operatorNoticeMail(
      'paid',
      { booking, guests, flights: [outbound], operatorName: 'Sunrise Tours' },
      { to: 'desk@sunrise.test', appName: 'Wanderway', language: 'en' },
    );
    expect(mail).toMatchObject({ kind: 'operator_booking_paid', to: 'desk@sunrise.test', bookingId: 'b1' });
    expect(mail.subject).toBe('New paid booking CHT-100200: Osaka Food Trail, departing May 1, 2027');
    expect(mail.text).toContain('Dear Sunrise Tours,\n\nA booking of your tour has been paid.');
    expect(mail.text).toContain(
      'Departure: May 1, 2027 to May 5, 2027 (5 days)\nGuests: 2 (Ann Traveller, Ben Traveller)',
    );
    expect(mail.text).toContain(
      'Flight: Outbound TG 622 (Thai Airways): Bangkok Suvarnabhumi (BKK) Apr 30, 2027, 23:35 → Osaka Kansai (KIX) May 1, 2027, 09:05',
    );
    expect(mail.html).not.toContain('<b>Traveller</b>');
    expect(mail.html).toContain('Ann &lt;b&gt;Traveller&lt;/b&gt;');
  });

  it("keeps the tour's own title, the one its operator wrote, in whatever language the notice is in", () => {
    const translated = { ...booking, tour: { ...booking.tour, titleTranslation: 'ตะลุยกินโอซาก้า' } };
    const mail = operatorNoticeMail(
      'paid',
      { booking: translated, guests, flights: [], operatorName: 'Sunrise Tours' },
      { to: 'desk@sunrise.test', appName: 'Wanderway', language: 'th' },
    );
    expect(mail.subject).toContain('Osaka Food Trail');
    expect(mail.text).not.toContain('ตะลุยกินโอซาก้า');
  });

  it('tells a cancellation with its reason', () => {
    const mail = operatorNoticeMail(
      'cancelled',
      {
        booking: { ...booking, status: 'cancelled', cancellationReason: 'Illness' },
        guests: [],
        flights: [],
        operatorName: null,
      },
      { to: 'desk@sunrise.test', appName: 'Wanderway', language: 'en' },
    );
    expect(mail.kind).toBe('operator_booking_cancelled');
    expect(mail.subject).toBe('Booking CHT-100200 cancelled: Osaka Food Trail, departing May 1, 2027');
    expect(mail.text).toContain('Dear tour operator,');
    expect(mail.text).toContain('Guests: 2\n');
    expect(mail.text).toContain('Reason: Illness');
  });
});

describe("the operator's notice in Thai", () => {
  it('is written in Thai for an operator who chose Thai, with Thai dates in the Buddhist era', () => {
    const mail = operatorNoticeMail(
      'paid',
      { booking, guests, flights: [outbound], operatorName: 'Sunrise Tours' },
      { to: 'desk@sunrise.test', appName: 'Wanderway', language: 'th' },
    );
    expect(mail.subject).toBe('การจองใหม่ที่ชำระเงินแล้ว CHT-100200: Osaka Food Trail ออกเดินทาง 1 พ.ค. 2570');
    expect(mail.text).toContain('เรียน Sunrise Tours\n\nการจองทัวร์ของคุณได้รับการชำระเงินแล้ว');
    expect(mail.text).toContain(
      'ออกเดินทาง: 1 พ.ค. 2570 ถึง 5 พ.ค. 2570 (5 วัน)\nผู้เดินทาง: 2 (Ann Traveller, Ben Traveller)',
    );
    expect(mail.text).toContain('ยอดรวมการจอง: ฿12,345.00');
    expect(mail.text).toContain('เที่ยวบิน: ขาไป TG 622 (Thai Airways)');
    expect(mail.text).toContain('เวลาเที่ยวบินเป็นเวลาท้องถิ่นของแต่ละสนามบิน');
    expect(mail.html).toContain('<html lang="th">');
  });

  it("tells a cancellation in Thai, the product's own stored reason translated", () => {
    const mail = operatorNoticeMail(
      'cancelled',
      {
        booking: { ...booking, status: 'cancelled', cancellationReason: 'Not paid by the deadline' },
        guests: [],
        flights: [],
        operatorName: null,
      },
      { to: 'desk@sunrise.test', appName: 'Wanderway', language: 'th' },
    );
    expect(mail.subject).toBe('การจอง CHT-100200 ถูกยกเลิก: Osaka Food Trail ออกเดินทาง 1 พ.ค. 2570');
    expect(mail.text).toContain('เรียน ผู้ประกอบการนำเที่ยว');
    expect(mail.text).toContain('ที่นั่ง 2 ที่กลับมาว่างอีกครั้ง');
    // Translated by the shared dictionary (as it is when the dictionary does not know it yet).
    expect(mail.text).toContain(`เหตุผล: ${translateMessage('Not paid by the deadline', 'th')}`);
  });
});
