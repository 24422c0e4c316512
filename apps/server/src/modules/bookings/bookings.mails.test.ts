import type { TBookingConfirmation } from '@tour/shared';
import { describe, expect, it } from 'vitest';
import { bookingMail } from './bookings.mails';

const context = {
  appName: 'Wanderway',
  manageUrl: 'https://w.test/booking/manage/abc?x=1&y=2',
  language: 'en' as const,
};
const thai = { ...context, language: 'th' as const };
const paid: TBookingConfirmation = {
  id: 'b1',
  reference: 'BK-1001',
  status: 'confirmed',
  paymentStatus: 'completed',
  paymentMethod: 'card',
  paymentDeadline: null,
  refundStatus: null,
  refundAmount: null,
  cancellationReason: null,
  paymentIntentId: null,
  totalAmount: 1234500,
  currency: 'THB',
  numberOfGuests: 2,
  bookingDate: '2027-01-01',
  contactName: 'Ann',
  contactEmail: 'ann@x.test',
  contactPhone: null,
  cancellationPolicy: { code: 'free_48h_then_50', tiers: [{ hoursBefore: 48, feePercent: 50 }] },
  tour: {
    slug: 'krabi',
    contentLanguage: 'en',
    title: 'Krabi Kayak',
    titleTranslation: null,
    location: 'Krabi',
    country: 'Thailand',
    durationDays: 5,
  },
  date: { startDate: '2027-05-01', endDate: '2027-05-05' },
};
const reserved = {
  ...paid,
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'pay_later',
  paymentDeadline: '2027-04-01T10:00:00Z',
};

describe('booking e-mail', () => {
  it('confirms a paid booking with its facts and the manage link, the same in both parts', () => {
    const mail = bookingMail(paid, 'booking_confirmation', context);
    expect(mail).toMatchObject({ kind: 'booking_confirmation', to: 'ann@x.test' });
    expect(mail.subject).toContain('BK-1001');
    expect(mail.text).toMatch(/^Dear Ann,\n\nThank you for your booking\. /);
    expect(mail.text).toContain('\nGuests: 2\n');
    expect(mail.text).toContain(`View or manage your booking: ${context.manageUrl}\n`);
    expect(mail.text).toContain('A travel coordinator will contact you within 24 hours.');
    expect(mail.html).toContain('<li>Booking reference: BK-1001</li><li>Tour: Krabi Kayak (Krabi, Thailand)</li>');
    expect(mail.html).toContain(
      '<p><a href="https://w.test/booking/manage/abc?x=1&amp;y=2">View or manage your booking</a></p>',
    );
    expect(mail.html).toContain('<p>A travel coordinator will contact you within 24 hours.');
  });

  it('asks a reservation to pay by its deadline', () => {
    const mail = bookingMail(reserved, 'payment_reminder', context);
    expect(mail.subject).toContain('Reminder: pay by Apr 1, 2027, 10:00 UTC');
    expect(mail.text).toContain('Dear Ann,\n\nYour reservation is not paid yet.');
    expect(mail.text).toContain('Pay by: Apr 1, 2027, 10:00 UTC');
    expect(mail.html).toContain('<li>Pay by: Apr 1, 2027, 10:00 UTC</li>');
    expect(mail.html).toContain('>Pay, view or cancel your booking</a>');
    expect(mail.html).toContain('<p>This link is private to your booking: please do not share it.</p>');
  });

  it('escapes a hostile traveller name and tour title in the HTML part', () => {
    const hostile = '<script>alert(1)</script>';
    const mail = bookingMail(
      { ...paid, contactName: hostile, tour: { ...paid.tour, title: hostile } },
      'payment_received',
      context,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<p>Dear &lt;script&gt;alert(1)&lt;/script&gt;,</p>');
    expect(mail.html).toContain('<li>Tour: &lt;script&gt;alert(1)&lt;/script&gt; (Krabi, Thailand)</li>');
    expect(mail.text).toContain(`Dear ${hostile},`);
  });

  it('names the operator, lists the flights in airport-local time and keeps the policy', () => {
    const mail = bookingMail(paid, 'booking_confirmation', context, {
      operator: { name: 'Sunrise Tours Co., Ltd.', licenceNumber: '12/34567', email: null, phone: null },
      flights: [
        {
          isOutbound: true,
          airline: 'Thai Airways',
          flightNumber: 'TG 642',
          departureAirport: 'Bangkok Suvarnabhumi',
          departureCode: 'BKK',
          departureTime: '2027-04-30T17:35:00Z',
          departureUtcOffset: 420,
          arrivalAirport: 'Osaka Kansai',
          arrivalCode: 'KIX',
          arrivalTime: '2027-05-01T01:05:00Z',
          arrivalUtcOffset: 540,
        },
      ],
    });
    expect(mail.text).toContain('Tour operator: Sunrise Tours Co., Ltd. (TAT licence 12/34567)\n');
    expect(mail.text).toContain(
      'Flight: Outbound TG 642 (Thai Airways): Bangkok Suvarnabhumi (BKK) May 1, 2027, 00:35 → Osaka Kansai (KIX) May 1, 2027, 10:05\nFlight times are local to each airport.\n',
    );
    expect(mail.text).toContain('Cancellation policy: ');
    expect(mail.text).toContain('We pass your booking to Sunrise Tours Co., Ltd., who runs this tour.');
    expect(mail.html).toContain('<li>Tour operator: Sunrise Tours Co., Ltd. (TAT licence 12/34567)</li>');
  });

  it('writes a booking made in Thai in Thai: subject, greeting, facts with Buddhist-era dates, link and closing', () => {
    const mail = bookingMail(paid, 'booking_confirmation', thai);
    expect(mail.subject).toBe('ยืนยันการจองแล้ว! · BK-1001 · Krabi Kayak | Wanderway');
    expect(mail.text).toMatch(/^เรียน คุณAnn\n\nขอบคุณที่จองทัวร์กับเรา เราได้รับการจองทัวร์ของคุณเรียบร้อยแล้ว\n/);
    expect(mail.text).toContain('\nวันเดินทาง: 1 พ.ค. 2570 ถึง 5 พ.ค. 2570 (5 วัน)\nผู้เดินทาง: 2 ท่าน\n');
    expect(mail.text).toContain('การชำระเงิน: ได้รับแล้ว (บัตรเครดิต/เดบิต)');
    expect(mail.text).toContain(`ดูหรือจัดการการจอง: ${context.manageUrl}\n`);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="th">/);
    expect(mail.html).toContain('<p>เรียน คุณAnn</p>');
    expect(mail.html).toContain('<li>หมายเลขการจอง: BK-1001</li>');
    expect(mail.html).toContain('<p>ผู้ประสานงานทัวร์จะติดต่อคุณภายใน 24 ชั่วโมง');
    expect(mail.text).not.toMatch(/Dear|Booking reference|Travel dates|traveller/);
  });

  it("names the tour in the mail's language where the operator gave its title in it (issue 27)", () => {
    const translated = { ...paid, tour: { ...paid.tour, titleTranslation: 'พายเรือคายัคกระบี่' } };
    const inThai = bookingMail(translated, 'booking_confirmation', thai);
    expect(inThai.subject).toBe('ยืนยันการจองแล้ว! · BK-1001 · พายเรือคายัคกระบี่ | Wanderway');
    expect(inThai.text).toContain('\nทัวร์: พายเรือคายัคกระบี่ (Krabi, Thailand)\n');
    expect(inThai.html).toContain('<li>ทัวร์: พายเรือคายัคกระบี่ (Krabi, Thailand)</li>');
    const inEnglish = bookingMail(translated, 'booking_confirmation', context);
    expect(inEnglish.subject).toBe('Booking Confirmed! · BK-1001 · Krabi Kayak | Wanderway');
    expect(inEnglish.text).not.toContain('พายเรือคายัคกระบี่');
  });

  it('reminds and cancels in Thai, the deadline in Thai and a stored reason translated', () => {
    const reminder = bookingMail(reserved, 'payment_reminder', thai);
    expect(reminder.subject).toBe(
      'แจ้งเตือน: กรุณาชำระเงินภายใน 1 เม.ย. 2570 10:00 UTC · BK-1001 · Krabi Kayak | Wanderway',
    );
    expect(reminder.text).toContain('การจองของคุณยังไม่ได้ชำระเงิน เราสำรองที่นั่งไว้ให้แล้ว');
    expect(reminder.text).toContain('\nชำระภายใน: 1 เม.ย. 2570 10:00 UTC\n');
    expect(reminder.html).toContain('>ชำระเงิน ดู หรือยกเลิกการจอง</a>');
    const cancelled = bookingMail(
      { ...reserved, contactName: null, status: 'cancelled', cancellationReason: 'Cancelled by user' },
      'booking_cancelled',
      thai,
    );
    expect(cancelled.text).toMatch(/^เรียน ผู้เดินทาง\n\nการจองของคุณถูกยกเลิกแล้ว เหตุผล: ยกเลิกโดยผู้ใช้ /);
  });
});
