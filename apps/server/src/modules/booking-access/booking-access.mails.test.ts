import type { TCancellationPolicySnapshot, TLanguage } from '@tour/shared';
import { describe, expect, it } from 'vitest';
import { bookingCancelledMail, manageLinkMail } from './booking-access.mails';

const HOSTILE = '<script>alert(1)</script>';
const brand = { appName: 'Wanderway' };
const booking = {
  reference: 'BK-1001',
  contactName: 'Ann',
  tourTitle: 'Krabi Kayak',
  startDate: '2027-05-01',
  endDate: '2027-05-05',
  currency: 'THB',
};
const PRIVATE = 'This link is private: anyone who has it can see and change this booking, so please do not share it.';

describe('manage link e-mail', () => {
  it('carries the private link, with the same words in both parts', () => {
    const mail = manageLinkMail(
      { to: 'ann@x.test', booking, link: 'https://w.test/booking/manage/abc', language: 'en' },
      brand,
    );
    expect(mail.subject).toBe('Manage your booking BK-1001 · Krabi Kayak | Wanderway');
    expect(mail.text).toMatch(/^Dear Ann,\n\nYou asked for a link to your booking BK-1001: Krabi Kayak, /);
    expect(mail.text).toContain(`Manage your booking: https://w.test/booking/manage/abc\n\n${PRIVATE}\n\nWanderway\n`);
    expect(mail.html).toContain('<p><a href="https://w.test/booking/manage/abc">Manage your booking</a></p>');
    expect(mail.html).toContain(`<p>${PRIVATE}</p><p>Wanderway</p></body>`);
  });

  it('greets a booking without a name as traveller, and escapes a hostile one', () => {
    const unnamed = manageLinkMail(
      { to: 'a@x.test', booking: { ...booking, contactName: null }, link: 'https://w.test/m', language: 'en' },
      brand,
    );
    expect(unnamed.html).toContain('<p>Dear traveller,</p>');
    const hostile = manageLinkMail(
      {
        to: 'a@x.test',
        booking: { ...booking, contactName: HOSTILE, tourTitle: HOSTILE },
        link: 'https://w.test/m',
        language: 'en',
      },
      brand,
    );
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('<p>Dear &lt;script&gt;alert(1)&lt;/script&gt;,</p>');
  });
});

describe('manage link e-mail in Thai', () => {
  it('is written in Thai for a booking made in Thai, with Buddhist-era dates', () => {
    const mail = manageLinkMail(
      { to: 'ann@x.test', booking, link: 'https://w.test/booking/manage/abc', language: 'th' },
      brand,
    );
    expect(mail.subject).toBe('จัดการการจอง BK-1001 · Krabi Kayak | Wanderway');
    expect(mail.text).toMatch(/^เรียน คุณAnn\n\nคุณได้ขอลิงก์สำหรับการจอง BK-1001: Krabi Kayak, 1 พ.ค. 2570 - 5 พ.ค. 2570\n/);
    expect(mail.text).toContain('จัดการการจอง: https://w.test/booking/manage/abc\n\nลิงก์นี้เป็นลิงก์ส่วนตัว');
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="th">/);
    expect(mail.html).toContain('<p><a href="https://w.test/booking/manage/abc">จัดการการจอง</a></p>');
    const unnamed = manageLinkMail(
      { to: 'a@x.test', booking: { ...booking, contactName: null }, link: 'https://w.test/m', language: 'th' },
      brand,
    );
    expect(unnamed.html).toContain('<p>เรียน ผู้เดินทาง</p>');
  });
});

describe('booking cancelled e-mail', () => {
  type TRefund = {
    refundRoute: 'none' | 'manual' | 'provider';
    refundAmount: number;
    feeAmount: number;
    feePercent: number;
    free: boolean;
  };
  const standard: TCancellationPolicySnapshot = {
    code: 'free_48h_then_50',
    tiers: [{ hoursBefore: 48, feePercent: 50 }],
  };
  const cancel = (
    refund: TRefund,
    paymentMethod = 'card',
    cancellationPolicy = standard,
    more: { language?: TLanguage; cancelledBy?: { kind: 'administrator'; reason: string; fullRefund: boolean } } = {},
  ) =>
    bookingCancelledMail(
      {
        to: 'ann@x.test',
        booking: { ...booking, paymentMethod, cancellationPolicy },
        refund,
        link: 'https://w.test/booking/manage/abc',
        language: more.language ?? 'en',
        cancelledBy: more.cancelledBy,
      },
      brand,
    );

  it('tells what happens to the money, in both parts', () => {
    const unpaid = cancel({ refundRoute: 'none', refundAmount: 0, feeAmount: 0, feePercent: 0, free: true });
    const byHand = cancel(
      { refundRoute: 'manual', refundAmount: 500000, feeAmount: 500000, feePercent: 50, free: false },
      'bank_transfer',
    );
    const card = cancel({ refundRoute: 'provider', refundAmount: 1000000, feeAmount: 0, feePercent: 0, free: true });
    expect(unpaid.kind).toBe('booking_cancelled');
    expect(unpaid.subject).toContain('BK-1001');
    expect(unpaid.subject).toContain('Wanderway');
    for (const [mail, words] of [
      [unpaid, 'No payment had been made for this booking, so nothing is charged.'],
      [byHand, 'a 50% cancellation fee of'],
      [byHand, 'of your bank transfer by hand'],
      [card, 'is being made to your card. It usually shows within 5-10 business days.'],
    ] as const) {
      expect(mail.text).toContain(words);
      expect(mail.html).toContain(words);
    }
    expect(card.html).toContain('<p><a href="https://w.test/booking/manage/abc">View your booking</a></p>');
    expect(card.text).toContain('View your booking: https://w.test/booking/manage/abc');
  });

  it('states the booking’s own policy and never promises a free cancellation it did not give', () => {
    const nonRefundable = { code: 'non_refundable', tiers: [{ hoursBefore: null, feePercent: 100 }] };
    const mail = cancel(
      { refundRoute: 'provider', refundAmount: 0, feeAmount: 1000000, feePercent: 100, free: false },
      'card',
      nonRefundable,
    );
    expect(mail.text).toContain("Your booking's cancellation policy: Non-refundable: cancelling gives no refund.");
    expect(mail.text).toContain('a 100% cancellation fee of');
    expect(mail.text).toContain('Nothing is refunded.');
    expect(mail.text).not.toMatch(/free|48 hours|refund of/i);
  });

  it('is written in Thai for a booking made in Thai: subject, refund, policy and money', () => {
    const mail = cancel(
      { refundRoute: 'provider', refundAmount: 500000, feeAmount: 500000, feePercent: 50, free: false },
      'promptpay',
      standard,
      { language: 'th' },
    );
    expect(mail.subject).toBe('ยกเลิกการจองแล้ว · BK-1001 · Krabi Kayak | Wanderway');
    expect(mail.text).toMatch(
      /^เรียน คุณAnn\n\nการจอง BK-1001 \(Krabi Kayak, 1 พ.ค. 2570 - 5 พ.ค. 2570\) ของคุณถูกยกเลิกตามที่คุณขอแล้ว/,
    );
    expect(mail.text).toContain('นโยบายการยกเลิกของการจองนี้: ยกเลิกฟรีได้จนถึง 48 ชั่วโมงก่อนออกเดินทาง');
    expect(mail.text).toContain('จึงมีค่าธรรมเนียมการยกเลิก 50% เป็นเงิน ฿5,000.00');
    expect(mail.text).toContain('กำลังคืนเงิน ฿5,000.00 เข้าบัญชีที่คุณใช้ชำระผ่านพร้อมเพย์');
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="th">/);
    expect(mail.html).toContain('<p><a href="https://w.test/booking/manage/abc">ดูการจองของคุณ</a></p>');
    const byUs = cancel(
      { refundRoute: 'none', refundAmount: 0, feeAmount: 0, feePercent: 0, free: true },
      'card',
      standard,
      { language: 'th', cancelledBy: { kind: 'administrator', reason: 'Cancelled by user', fullRefund: false } },
    );
    expect(byUs.text).toContain('เราได้ยกเลิกการจอง BK-1001 (Krabi Kayak, 1 พ.ค. 2570 - 5 พ.ค. 2570) ของคุณ: ยกเลิกโดยผู้ใช้');
    expect(byUs.text).toContain('การจองนี้ยังไม่มีการชำระเงิน จึงไม่มีค่าใช้จ่ายใดๆ');
  });
});
