import { describe, expect, it } from 'vitest';
import { buildReceiptText, formatCalendarDate, receiptFileName } from './booking-receipt';
import type { TBookingConfirmation } from './api/bookings.api';

const booking: TBookingConfirmation = {
  id: '5b7f0d4e-6a43-4a36-9c1c-0d2b6f1c8a11',
  reference: 'CHT-123456',
  status: 'confirmed',
  paymentStatus: 'completed',
  paymentMethod: 'card',
  paymentDeadline: null,
  refundStatus: null,
  refundAmount: null,
  cancellationReason: null,
  paymentIntentId: 'pi_test_123',
  totalAmount: 659_800,
  currency: 'USD',
  numberOfGuests: 2,
  bookingDate: '2027-02-01T12:00:00.000Z',
  contactName: 'Ann Traveller',
  contactEmail: 'ann@example.test',
  contactPhone: '+66 81 234 5678',
  cancellationPolicy: { code: 'free_48h_then_50', tiers: [{ hoursBefore: 48, feePercent: 50 }] },
  tour: {
    slug: 'maldives',
    contentLanguage: 'en',
    title: 'All-Inclusive Maldives Escape',
    titleTranslation: null,
    location: 'Malé',
    country: 'Maldives',
    durationDays: 9,
  },
  date: { startDate: '2027-03-05', endDate: '2027-03-13' },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('booking receipt', () => {
  it('names the file after the reference', () => {
    expect(receiptFileName('CHT-123456')).toBe('booking-confirmation-CHT-123456.txt');
  });

  it('formats calendar dates without shifting them', () => {
    expect(formatCalendarDate('2027-03-05')).toBe('Mar 5, 2027');
    expect(formatCalendarDate('2027-12-31')).toBe('Dec 31, 2027');
  });

  it('holds reference, payment id, date, tour, location, duration, travel dates, guests, total and contact', () => {
    const text = buildReceiptText(
      booking,
      { supportEmail: 'help@example.test', supportPhone: '+66 2 000 0000' },
      'Wanderway',
    );
    for (const expected of [
      'Booking Reference: CHT-123456',
      'Payment ID:       pi_test_123',
      'Booking Date:     Feb 1, 2027',
      'Tour:             All-Inclusive Maldives Escape',
      'Location:         Malé, Maldives',
      'Duration:         9 days',
      'Travel Dates:     Mar 5, 2027 - Mar 13, 2027',
      'Guests:           2',
      'Total Amount:     $6,598.00',
      'Contact:          Ann Traveller, ann@example.test, +66 81 234 5678',
      'help@example.test',
    ]) {
      const [label, value] = expected.split(/:\s+/, 2) as [string, string | undefined];
      expect(text).toMatch(
        value === undefined ? label : new RegExp(`^${escapeRegExp(label)}:\\s+${escapeRegExp(value)}$`, 'm'),
      );
    }
  });

  it('states the cancellation policy the booking was made under, in the words every screen uses', () => {
    const nonRefundable = { code: 'non_refundable', tiers: [{ hoursBefore: null, feePercent: 100 }] };
    expect(buildReceiptText(booking, null, 'Wanderway')).toContain(
      'Cancellation Policy: Free cancellation up to 48 hours before departure; within 48 hours a 50% fee.',
    );
    const text = buildReceiptText({ ...booking, cancellationPolicy: nonRefundable }, null, 'Wanderway');
    expect(text).toContain('Cancellation Policy: Non-refundable: cancelling gives no refund.');
    expect(text).not.toMatch(/free cancellation/i);
  });

  it('opens with the product name from configuration', () => {
    expect(buildReceiptText(booking, null, 'Tropic Trails').split('\n').slice(0, 2)).toEqual([
      'Tropic Trails',
      'BOOKING CONFIRMATION',
    ]);
  });

  it('shows a currency without a minor unit without decimals', () => {
    const text = buildReceiptText({ ...booking, totalAmount: 45_900, currency: 'JPY' }, null, 'Wanderway');
    expect(text).toMatch(/^Total Amount:\s+¥45,900$/m);
  });

  it('says a bank transfer has no payment id yet', () => {
    const text = buildReceiptText(
      { ...booking, paymentIntentId: null, paymentMethod: 'bank_transfer', paymentStatus: 'pending' },
      null,
      'Wanderway',
    );
    expect(text).toMatch(/^Payment ID:\s+Bank transfer \(pending verification\)$/m);
    expect(text).toContain('Bank Transfer (pending)');
  });
});
