import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cancellationOutcome, departureInstant, freeCancellationUntil, refundShareOf } from './cancellation-policy';

const departureAt = new Date('2027-03-10T02:00:00.000Z');
const hoursBefore = (hours: number) => new Date(departureAt.getTime() - hours * 3_600_000);

describe('cancellationOutcome', () => {
  it('refunds everything more than 48 hours before departure', () => {
    expect(cancellationOutcome({ paidAmount: 659_800, departureAt, now: hoursBefore(72) })).toEqual({
      allowed: true,
      free: true,
      feePercent: 0,
      feeAmount: 0,
      refundAmount: 659_800,
      freeUntil: '2027-03-08T02:00:00.000Z',
    });
  });

  it('is still free at exactly 48 hours before departure', () => {
    const outcome = cancellationOutcome({ paidAmount: 10_000, departureAt, now: hoursBefore(48) });
    expect(outcome).toMatchObject({ allowed: true, free: true, refundAmount: 10_000 });
  });

  it('keeps a 50% fee within 48 hours of departure', () => {
    const outcome = cancellationOutcome({ paidAmount: 659_800, departureAt, now: hoursBefore(47.99) });
    expect(outcome).toMatchObject({ allowed: true, free: false, feePercent: 50, feeAmount: 329_900 });
    expect(outcome.allowed && outcome.refundAmount).toBe(329_900);
  });

  it('rounds an odd amount in the traveller’s favour', () => {
    const outcome = cancellationOutcome({ paidAmount: 10_001, departureAt, now: hoursBefore(1) });
    expect(outcome).toMatchObject({ feeAmount: 5_000, refundAmount: 5_001 });
  });

  it('gives nothing back of a booking not paid yet', () => {
    expect(cancellationOutcome({ paidAmount: 0, departureAt, now: hoursBefore(100) })).toMatchObject({
      allowed: true,
      refundAmount: 0,
    });
  });

  it('refuses once the trip has started', () => {
    expect(cancellationOutcome({ paidAmount: 10_000, departureAt, now: departureAt })).toEqual({
      allowed: false,
      reason: 'trip_started',
    });
    expect(cancellationOutcome({ paidAmount: 10_000, departureAt, now: hoursBefore(-5) }).allowed).toBe(false);
  });

  it('refuses an amount that is not whole minor units', () => {
    expect(() => cancellationOutcome({ paidAmount: 10.5, departureAt, now: hoursBefore(72) })).toThrow(RangeError);
    expect(() => cancellationOutcome({ paidAmount: -1, departureAt, now: hoursBefore(72) })).toThrow(RangeError);
  });

  it('never refunds more than was paid nor less than half, and fee plus refund is the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 24 * 60 }), (paid, hours) => {
        const now = new Date(departureAt.getTime() - hours * 3_600_000);
        const outcome = cancellationOutcome({ paidAmount: paid, departureAt, now });
        if (!outcome.allowed) throw new Error('a future departure can be cancelled');
        expect(outcome.feeAmount + outcome.refundAmount).toBe(paid);
        expect(outcome.refundAmount).toBeLessThanOrEqual(paid);
        expect(outcome.refundAmount * 2).toBeGreaterThanOrEqual(paid);
        expect(outcome.free).toBe(hours >= 48);
      }),
    );
  });
});

describe('refundShareOf', () => {
  it('applies the same share to another amount', () => {
    expect(refundShareOf(23_093, { feePercent: 50 })).toBe(11_547);
    expect(refundShareOf(23_093, { feePercent: 0 })).toBe(23_093);
  });
});

describe('departureInstant', () => {
  it('is the outbound flight’s departure when there is one', () => {
    expect(departureInstant('2027-03-10', '2027-03-09T23:30:00+07:00').toISOString()).toBe('2027-03-09T16:30:00.000Z');
  });

  it('is otherwise the first moment the start date begins anywhere (UTC+14)', () => {
    expect(departureInstant('2027-03-10', null).toISOString()).toBe('2027-03-09T10:00:00.000Z');
    expect(freeCancellationUntil(departureInstant('2027-03-10', null)).toISOString()).toBe('2027-03-07T10:00:00.000Z');
  });
});
