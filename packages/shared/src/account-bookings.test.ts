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
    expect(['pending', 'processing', 'completed', 'failed'].map(paymentStatusLabel)).toEqual([
      'Pending',
      'Processing',
      'Completed',
      'Failed',
    ]);
  });

  it('shows another value capitalised', () => {
    expect(paymentStatusLabel('refunded')).toBe('Refunded');
  });
});
