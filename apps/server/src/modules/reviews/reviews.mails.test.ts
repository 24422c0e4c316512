import { describe, expect, it } from 'vitest';
import { reviewReplyMail, reviewRequestMail } from './reviews.mails';

const brand = { appName: 'Wanderway', language: 'en' as const };
const booking = {
  bookingId: '5f1c1b7e-0000-4000-8000-000000000001',
  to: 'ann@x.test',
  contactName: '<b>Ann</b>',
  reference: 'CHT-100100',
  tourTitle: 'Krabi Kayak',
  startDate: '2026-05-01',
  endDate: '2026-05-07',
};

describe('review e-mails', () => {
  it('ask for a review with the private link, its 60 days and the 14-day edit window', () => {
    const mail = reviewRequestMail({ booking, link: 'https://w.test/review/abc' }, brand);
    expect(mail).toMatchObject({ kind: 'review_request', to: 'ann@x.test', bookingId: booking.bookingId });
    expect(mail.subject).toBe('How was Krabi Kayak? Review your trip (CHT-100100) | Wanderway');
    expect(mail.text).toContain('The link below works without signing in for 60 days');
    expect(mail.text).toContain('you can edit your review for 14 days after writing it.');
    expect(mail.text).toContain('Write your review: https://w.test/review/abc');
    expect(mail.html).toContain('href="https://w.test/review/abc"');
    expect(mail.html).not.toContain('<b>Ann</b>');
  });

  it("quote the operator's reply, escaped, and link the tour page", () => {
    const mail = reviewReplyMail(
      {
        booking,
        reviewTitle: 'Great <i>trip</i>',
        operatorName: 'Andaman Blue',
        reply: 'Thank you!\n<script>alert(1)</script>',
        tourUrl: 'https://w.test/tours/krabi#reviews',
      },
      brand,
    );
    expect(mail.kind).toBe('review_reply');
    expect(mail.subject).toBe('Andaman Blue replied to your review of Krabi Kayak | Wanderway');
    expect(mail.text).toContain('> Thank you!\n> <script>alert(1)</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Thank you!<br/>');
  });

  it('ask a traveller who booked in Thai in Thai, with Thai dates in the Buddhist era', () => {
    const mail = reviewRequestMail(
      { booking: { ...booking, contactName: 'สมชาย' }, link: 'https://w.test/review/abc' },
      { appName: 'Wanderway', language: 'th' },
    );
    expect(mail.subject).toBe('Krabi Kayak เป็นอย่างไรบ้าง รีวิวทริปของคุณ (CHT-100100) | Wanderway');
    expect(mail.text).toContain('เรียน คุณสมชาย');
    expect(mail.text).toContain('ลิงก์ด้านล่างใช้ได้โดยไม่ต้องเข้าสู่ระบบเป็นเวลา 60 วัน');
    expect(mail.text).toContain('วันเดินทาง: 1 พ.ค. 2569 ถึง 7 พ.ค. 2569');
    expect(mail.text).toContain('เขียนรีวิวของคุณ: https://w.test/review/abc');
    expect(mail.html).toContain('<html lang="th">');
    expect(mail.html).toContain('>เขียนรีวิวของคุณ</a>');
  });

  it("tell a Thai traveller of the operator's reply in Thai", () => {
    const mail = reviewReplyMail(
      {
        booking: { ...booking, contactName: null },
        reviewTitle: 'ทริปดีมาก',
        operatorName: 'Andaman Blue',
        reply: 'ขอบคุณมาก',
        tourUrl: 'https://w.test/tours/krabi#reviews',
      },
      { appName: 'Wanderway', language: 'th' },
    );
    expect(mail.subject).toBe('Andaman Blue ตอบกลับรีวิว Krabi Kayak ของคุณแล้ว | Wanderway');
    expect(mail.text).toContain('เรียน ผู้เดินทาง');
    expect(mail.text).toContain('Andaman Blue ได้ตอบกลับรีวิว "ทริปดีมาก" ของคุณ');
    expect(mail.text).toContain('> ขอบคุณมาก');
    expect(mail.text).toContain('ดูในหน้าทัวร์: https://w.test/tours/krabi#reviews');
    expect(mail.html).toContain('<html lang="th">');
  });
});
