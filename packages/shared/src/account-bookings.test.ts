import { describe, expect, it } from 'vitest';
import { canPayNow, paymentStatusLabel } from './account-bookings';

describe('canPayNow', () => {
  it('offers Pay Now for a pending booking not yet paid', () => {
    expect(canPayNow({ status: 'pending', paymentStatus: 'pending' })).toBe(true);
    expect(canPayNow({ status: 'pending', paymentStatus: 'failed' })).toBe(true);
  });

  it('does not offer it once paid or being verified', () => {
    expect(canPayNow({ status: 'pending', paymentStatus: 'completed' })).toBe(false);
    expect(canPayNow({ status: 'pending', paymentStatus: 'processing' })).toBe(false);
  });

  it('does not offer it for other statuses, unknown ones included', () => {
    for (const status of ['confirmed', 'paid', 'cancelled', 'completed', 'on_hold']) {
      expect(canPayNow({ status, paymentStatus: 'pending' })).toBe(false);
    }
  });
});

describe('paymentStatusLabel', () => {
  it('labels the four statuses', () => {
    const statuses = ['pending', 'processing', 'completed', 'failed'];
    expect(statuses.map((status) => paymentStatusLabel(status, 'en'))).toEqual([
      'Pending',
      'Processing',
      'Completed',
      'Failed',
    ]);
    expect(statuses.map((status) => paymentStatusLabel(status, 'th'))).toEqual([
      'รอชำระเงิน',
      'กำลังดำเนินการ',
      'ชำระแล้ว',
      'ชำระเงินไม่สำเร็จ',
    ]);
  });

  it('shows another value as it is (capitalised in English)', () => {
    expect(paymentStatusLabel('refunded', 'en')).toBe('Refunded');
    expect(paymentStatusLabel('refunded', 'th')).toBe('refunded');
    expect(paymentStatusLabel('succeeded', 'en')).toBe('Completed');
  });
});
