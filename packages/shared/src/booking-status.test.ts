import { describe, expect, it } from 'vitest';
import { bookingEmailSubject, bookingStage, describeBookingStatus, formatPaymentDeadline } from './booking-status';

const base = { status: 'pending', paymentStatus: 'pending', paymentMethod: 'credit_card' };

describe('bookingStage', () => {
  it('says paid only for a completed payment (or a booking marked paid)', () => {
    expect(bookingStage({ ...base, status: 'confirmed', paymentStatus: 'completed' })).toBe('paid');
    expect(bookingStage({ ...base, status: 'paid' })).toBe('paid');
    expect(bookingStage({ ...base, status: 'confirmed', paymentStatus: 'pending' })).toBe('awaiting_payment');
  });

  it('tells a transfer being verified, a reservation and an unpaid booking-form booking apart', () => {
    expect(bookingStage({ ...base, paymentStatus: 'processing', paymentMethod: 'bank_transfer' })).toBe(
      'awaiting_verification',
    );
    expect(bookingStage({ ...base, paymentMethod: 'pay_later', paymentDeadline: '2027-05-12T14:00:00.000Z' })).toBe(
      'reserved',
    );
    expect(bookingStage(base)).toBe('awaiting_payment');
    expect(bookingStage({ ...base, paymentStatus: 'failed' })).toBe('awaiting_payment');
    // A rejected bank transfer: held until its new deadline, like a reservation.
    const rejected = { ...base, paymentStatus: 'failed', paymentMethod: 'bank_transfer' };
    expect(bookingStage({ ...rejected, paymentDeadline: '2027-05-12T14:00:00.000Z' })).toBe('reserved');
  });

  it('puts cancelled and completed before any payment state', () => {
    expect(bookingStage({ ...base, status: 'cancelled', paymentStatus: 'completed' })).toBe('cancelled');
    expect(bookingStage({ ...base, status: 'completed', paymentStatus: 'completed' })).toBe('completed');
  });
});

describe('describeBookingStatus', () => {
  it("says 'Booking Confirmed!' only when paid", () => {
    const paid = describeBookingStatus({ ...base, status: 'confirmed', paymentStatus: 'completed' });
    expect(paid.heading).toBe('Booking Confirmed!');
    expect(paid.badge).toEqual({ label: 'Paid', tone: 'green' });
    for (const input of [
      { ...base, paymentStatus: 'processing', paymentMethod: 'bank_transfer' },
      { ...base, paymentMethod: 'pay_later', paymentDeadline: '2027-05-12T14:00:00.000Z' },
      base,
      { ...base, status: 'cancelled' },
    ]) {
      const view = describeBookingStatus(input);
      expect(view.heading).not.toContain('Confirmed');
      expect(view.emailTitle).not.toContain('Confirmed');
    }
  });

  it('writes the deadline with its zone into the reservation texts', () => {
    const view = describeBookingStatus({
      ...base,
      paymentMethod: 'pay_later',
      paymentDeadline: '2027-05-12T14:00:00.000Z',
    });
    expect(view.lead).toContain('May 12, 2027, 14:00 UTC');
    expect(view.badge.label).toBe('Reserved · pay by May 12, 2027, 14:00 UTC');
    expect(view.payable).toBe(true);
    const bangkok = describeBookingStatus(
      { ...base, paymentMethod: 'pay_later', paymentDeadline: '2027-05-12T14:00:00.000Z' },
      { timeZone: 'Asia/Bangkok' },
    );
    expect(bangkok.lead).toContain('May 12, 2027, 21:00 GMT+7');
  });

  it('gives a cancelled booking its refund state', () => {
    const refunded = describeBookingStatus({
      ...base,
      status: 'cancelled',
      paymentStatus: 'completed',
      refundStatus: 'refunded',
      refundAmount: 164_950,
      currency: 'USD',
    });
    expect(refunded.refund).toBe('refunded');
    expect(refunded.badge).toEqual({ label: 'Cancelled · refunded', tone: 'red' });
    expect(refunded.lead).toBe('A refund of $1,649.50 has been made.');
    const pending = describeBookingStatus({ ...base, status: 'cancelled', refundStatus: 'pending' });
    expect(pending.badge.label).toBe('Cancelled · refund pending');
    const none = describeBookingStatus({
      ...base,
      status: 'cancelled',
      refundStatus: 'none',
      cancellationReason: 'Not paid by the deadline',
    });
    expect(none.badge.label).toBe('Cancelled · no refund');
    expect(none.lead).toBe('Reason: Not paid by the deadline. No refund is due for this booking.');
    expect(describeBookingStatus({ ...base, status: 'cancelled', refundStatus: null }).refund).toBe('none');
  });

  it('offers Pay Now only on an unpaid, open booking', () => {
    expect(describeBookingStatus(base).payable).toBe(true);
    expect(describeBookingStatus({ ...base, status: 'confirmed' }).payable).toBe(false);
    expect(describeBookingStatus({ ...base, paymentStatus: 'processing' }).payable).toBe(false);
  });
});

describe('bookingEmailSubject', () => {
  it('carries the state, the reference, the tour and the brand', () => {
    const view = describeBookingStatus({ ...base, status: 'confirmed', paymentStatus: 'completed' });
    expect(bookingEmailSubject(view, { reference: 'CHT-123456', tourTitle: 'Maldives' }, 'Wanderway')).toBe(
      'Booking Confirmed! · CHT-123456 · Maldives | Wanderway',
    );
  });
});

describe('formatPaymentDeadline', () => {
  it('returns an unreadable instant unchanged', () => {
    expect(formatPaymentDeadline('soon')).toBe('soon');
  });
});
