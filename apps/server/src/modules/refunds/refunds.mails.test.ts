import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from '@tour/shared';
import { refundFailedMail, refundOnItsWayMail, refundTransferredMail } from './refunds.mails';

const brand = { appName: 'Wanderway', supportEmail: 'help@wanderway.test' };
const input = {
  to: 'ann@x.test',
  bookingId: '5f1c1b7e-0000-4000-8000-000000000001',
  reference: 'CHT-100100',
  contactName: '<script>alert(1)</script>',
  tourTitle: 'Krabi Kayak',
  amount: 125_050,
  currency: 'THB',
  method: 'card' as const,
  link: 'https://w.test/booking/manage/abc',
  language: 'en' as const,
};

describe('refund e-mails', () => {
  it('say where a provider refund goes and link the booking, escaping what a person typed', () => {
    const mail = refundOnItsWayMail(input, brand);
    expect(mail).toMatchObject({ kind: 'refund_submitted', bookingId: input.bookingId, to: 'ann@x.test' });
    expect(mail.subject).toBe('Refund on its way · CHT-100100 | Wanderway');
    expect(mail.text).toContain(
      `We have refunded ${formatMinorUnits(125_050, 'THB')} of your booking CHT-100100 (Krabi Kayak) to your card.`,
    );
    expect(mail.text).toContain('View your booking: https://w.test/booking/manage/abc');
    expect(mail.html).not.toContain('<script>');
    expect(refundOnItsWayMail({ ...input, method: 'promptpay' }, brand).text).toContain(
      'to the account you paid from with PromptPay',
    );
  });

  it('give the reference of a transfer made and only the last digits of the account', () => {
    const mail = refundTransferredMail({ ...input, transferReference: 'KB-778', accountNumber: '1234567890' }, brand);
    expect(mail.kind).toBe('refund_transferred');
    expect(mail.text).toContain('to the account ending 7890');
    expect(mail.text).toContain('Transfer reference: KB-778');
    expect(mail.text).not.toContain('1234567890');
  });

  it('tell the truth about a failed refund and whom to write to', () => {
    const mail = refundFailedMail(input, brand);
    expect(mail.kind).toBe('refund_failed');
    expect(mail.text).toContain('You have not been refunded yet.');
    expect(mail.text).toContain('Please write to help@wanderway.test with your booking reference');
  });

  it('are written in Thai for a booking made in Thai', () => {
    const thai = { ...input, contactName: 'สมชาย', language: 'th' as const };
    const onItsWay = refundOnItsWayMail(thai, brand);
    expect(onItsWay.subject).toBe('กำลังคืนเงินให้คุณ · CHT-100100 | Wanderway');
    expect(onItsWay.text).toContain('เรียน คุณสมชาย');
    expect(onItsWay.text).toContain(
      `เราได้คืนเงิน ${formatMinorUnits(125_050, 'THB', 'th')} ของการจอง CHT-100100 (Krabi Kayak) ไปยังบัตรของคุณแล้ว`,
    );
    expect(onItsWay.text).toContain('ดูการจองของคุณ: https://w.test/booking/manage/abc');
    expect(onItsWay.html).toContain('<html lang="th">');
    expect(onItsWay.html).toContain('ยอดคืนเงิน: ฿1,250.50');

    const transferred = refundTransferredMail(
      { ...thai, transferReference: 'KB-778', accountNumber: '1234567890' },
      brand,
    );
    expect(transferred.subject).toBe('โอนเงินคืนแล้ว · CHT-100100 | Wanderway');
    expect(transferred.text).toContain('ไปยังบัญชีที่ลงท้ายด้วย 7890');
    expect(transferred.text).toContain('เลขอ้างอิงการโอน: KB-778');

    const failed = refundFailedMail({ ...thai, contactName: null, method: 'promptpay' }, brand);
    expect(failed.subject).toBe('คืนเงินไม่สำเร็จ · CHT-100100 | Wanderway');
    expect(failed.text).toContain('เรียน ผู้เดินทาง');
    expect(failed.text).toContain('ไปยังบัญชีพร้อมเพย์ที่คุณใช้ชำระเงินไม่สำเร็จ');
    expect(failed.text).toContain('กรุณาส่งอีเมลถึง help@wanderway.test พร้อมหมายเลขการจองของคุณ');
  });

  it('keep the English HTML in English', () => {
    expect(refundOnItsWayMail(input, brand).html).toContain('<html lang="en">');
  });
});
