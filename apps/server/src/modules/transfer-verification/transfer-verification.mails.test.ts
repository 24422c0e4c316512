import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from '@tour/shared';
import { transferRejectedMail, transfersOverdueMail } from './transfer-verification.mails';

const rejected = {
  to: 'ann@x.test',
  bookingId: '5f1c1b7e-0000-4000-8000-000000000001',
  reference: 'CHT-100100',
  contactName: 'Ann <b>Traveller</b>',
  tourTitle: 'Krabi Kayak',
  startDate: '2026-09-01',
  endDate: '2026-09-07',
  amount: 125_050,
  currency: 'THB',
  reason: 'The amount on the slip is THB 100\n<script>alert(1)</script>',
  deadline: new Date('2026-06-03T10:00:00Z'),
  manageUrl: 'https://w.test/booking/manage/abc',
};
const overdue = {
  to: 'admin@w.test',
  transfers: [
    {
      bookingReference: 'CHT-100100',
      tourTitle: 'Krabi Kayak',
      amount: 125_050,
      currency: 'THB',
      receivedAt: new Date('2026-06-01T08:00:00Z'),
      verificationDueAt: new Date('2026-06-02T08:00:00Z'),
    },
  ],
  deskUrl: 'https://w.test/admin/payments',
};

describe('the rejected transfer e-mail', () => {
  it('gives the reason, the deadline and the link to pay again, in English, escaped', () => {
    const mail = transferRejectedMail(rejected, { appName: 'Wanderway', language: 'en' });
    expect(mail).toMatchObject({ kind: 'transfer_rejected', to: 'ann@x.test', bookingId: rejected.bookingId });
    expect(mail.subject).toBe(
      'Bank transfer not verified – pay by Jun 3, 2026, 10:00 UTC · CHT-100100 · Krabi Kayak | Wanderway',
    );
    expect(mail.text).toContain('Dear Ann <b>Traveller</b>,\n\nWe could not verify the bank transfer');
    expect(mail.text).toContain('Reason: The amount on the slip is THB 100');
    expect(mail.text).toContain(
      `Travel dates: Sep 1, 2026 to Sep 7, 2026\nAmount due: ${formatMinorUnits(125_050, 'THB')}`,
    );
    expect(mail.text).toContain('Pay for your booking: https://w.test/booking/manage/abc');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Traveller</b>');
  });

  it('is written in Thai for a booking made in Thai, its dates in the Buddhist era', () => {
    const mail = transferRejectedMail({ ...rejected, contactName: 'สมชาย' }, { appName: 'Wanderway', language: 'th' });
    expect(mail.subject).toBe(
      'ไม่สามารถยืนยันการโอนเงินได้ – กรุณาชำระภายใน 3 มิ.ย. 2569 10:00 UTC · CHT-100100 · Krabi Kayak | Wanderway',
    );
    expect(mail.text).toContain('เรียน คุณสมชาย\n\nเราไม่สามารถยืนยันการโอนเงินที่คุณส่งมาสำหรับการจองได้');
    // The administrator's reason is quoted as typed.
    expect(mail.text).toContain('เหตุผล: The amount on the slip is THB 100');
    expect(mail.text).toContain('เราสำรองที่นั่งของคุณไว้จนถึง 3 มิ.ย. 2569 10:00 UTC');
    expect(mail.text).toContain('วันเดินทาง: 1 ก.ย. 2569 ถึง 7 ก.ย. 2569\nยอดที่ต้องชำระ: ฿1,250.50');
    expect(mail.text).toContain('ชำระเงินสำหรับการจอง: https://w.test/booking/manage/abc');
    expect(mail.html).toContain('<html lang="th">');
    expect(mail.html).toContain('>ชำระเงินสำหรับการจอง</a>');
    expect(transferRejectedMail({ ...rejected, contactName: null }, { appName: 'W', language: 'th' }).text).toMatch(
      /^เรียน ผู้เดินทาง\n/,
    );
  });
});

describe('the overdue transfers e-mail', () => {
  it('lists the transfers in English', () => {
    const mail = transfersOverdueMail(overdue, { appName: 'Wanderway', language: 'en' });
    expect(mail.subject).toBe('1 bank transfer overdue for verification | Wanderway');
    expect(mail.text).toContain(
      `CHT-100100 · Krabi Kayak · ${formatMinorUnits(125_050, 'THB')} · received Jun 1, 2026, 08:00 UTC, due Jun 2, 2026, 08:00 UTC`,
    );
    expect(mail.text).toContain('Open the verification desk: https://w.test/admin/payments');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('lists them in Thai for an administrator who chose Thai', () => {
    const mail = transfersOverdueMail(overdue, { appName: 'Wanderway', language: 'th' });
    expect(mail.subject).toBe('การโอนเงิน 1 รายการเลยกำหนดตรวจสอบ | Wanderway');
    expect(mail.text).toContain('การโอนเงินเหล่านี้ไม่ได้รับการตรวจสอบภายใน 1-2 วันทำการ');
    expect(mail.text).toContain(
      'CHT-100100 · Krabi Kayak · ฿1,250.50 · ได้รับ 1 มิ.ย. 2569 08:00 UTC กำหนดตรวจสอบ 2 มิ.ย. 2569 08:00 UTC',
    );
    expect(mail.text).toContain('เปิดหน้าตรวจสอบการโอน: https://w.test/admin/payments');
    expect(mail.html).toContain('<html lang="th">');
  });
});
