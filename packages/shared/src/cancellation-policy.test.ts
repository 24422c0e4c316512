import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_CODES,
  cancellationOutcome,
  cancellationPolicySnapshot,
  cancellationPolicyText,
  departureInstant,
  freeCancellationUntil,
  hasFreeCancellation,
  isCancellableAt,
  refundShareOf,
  type TCancellationPolicySnapshot,
} from './cancellation-policy';

const departureAt = new Date('2027-03-10T02:00:00.000Z');
const hoursBefore = (hours: number) => new Date(departureAt.getTime() - hours * 3_600_000);
const policy = (code: keyof typeof CANCELLATION_POLICIES) => cancellationPolicySnapshot(code);
const standard = policy('free_48h_then_50');

describe('cancellationPolicyText', () => {
  it('says each policy of the list in one sentence built from its tiers', () => {
    expect(cancellationPolicyText(policy('free_48h_then_50'))).toBe(
      'Free cancellation up to 48 hours before departure; within 48 hours a 50% fee.',
    );
    expect(cancellationPolicyText(policy('free_7d'))).toBe(
      'Free cancellation up to 7 days before departure; within 7 days no refund.',
    );
    expect(cancellationPolicyText(policy('free_24h'))).toBe(
      'Free cancellation up to 24 hours before departure; within 24 hours no refund.',
    );
    expect(cancellationPolicyText(policy('non_refundable'))).toBe('Non-refundable: cancelling gives no refund.');
  });

  it('names every tier of a stepped policy, earliest first, whatever order they are stored in', () => {
    const stepped: TCancellationPolicySnapshot = {
      code: 'stepped',
      tiers: [
        { hoursBefore: 48, feePercent: 100 },
        { hoursBefore: 720, feePercent: 25 },
      ],
    };
    expect(cancellationPolicyText(stepped)).toBe(
      'Free cancellation up to 30 days before departure; within 30 days a 25% fee; within 48 hours no refund.',
    );
  });

  it('gives every policy of the list its own sentence, and only the non-refundable one has no free window', () => {
    const sentences = CANCELLATION_POLICY_CODES.map((code) => cancellationPolicyText(policy(code)));
    expect(new Set(sentences).size).toBe(CANCELLATION_POLICY_CODES.length);
    expect(CANCELLATION_POLICY_CODES.filter((code) => !hasFreeCancellation(policy(code)))).toEqual(['non_refundable']);
  });
});

describe('cancellationPolicySnapshot', () => {
  it('copies the tiers, so changing the copy never changes the list', () => {
    const snapshot = policy('free_7d');
    snapshot.tiers[0] = { hoursBefore: 1, feePercent: 0 };
    expect(CANCELLATION_POLICIES.free_7d.tiers).toEqual([{ hoursBefore: 168, feePercent: 100 }]);
  });
});

describe('cancellationOutcome', () => {
  it('refunds everything more than 48 hours before departure under the standard policy', () => {
    expect(cancellationOutcome({ policy: standard, paidAmount: 659_800, departureAt, now: hoursBefore(72) })).toEqual({
      allowed: true,
      free: true,
      feePercent: 0,
      feeAmount: 0,
      refundAmount: 659_800,
      freeUntil: '2027-03-08T02:00:00.000Z',
    });
  });

  it('is still free at exactly 48 hours before departure', () => {
    const outcome = cancellationOutcome({ policy: standard, paidAmount: 10_000, departureAt, now: hoursBefore(48) });
    expect(outcome).toMatchObject({ allowed: true, free: true, refundAmount: 10_000 });
  });

  it('keeps a 50% fee within 48 hours of departure', () => {
    const outcome = cancellationOutcome({
      policy: standard,
      paidAmount: 659_800,
      departureAt,
      now: hoursBefore(47.99),
    });
    expect(outcome).toMatchObject({ allowed: true, free: false, feePercent: 50, feeAmount: 329_900 });
    expect(outcome.allowed && outcome.refundAmount).toBe(329_900);
  });

  it('refunds nothing within 7 days under the 7-day policy, and everything before', () => {
    const sevenDays = policy('free_7d');
    expect(cancellationOutcome({ policy: sevenDays, paidAmount: 10_000, departureAt, now: hoursBefore(169) })).toEqual({
      allowed: true,
      free: true,
      feePercent: 0,
      feeAmount: 0,
      refundAmount: 10_000,
      freeUntil: '2027-03-03T02:00:00.000Z',
    });
    expect(
      cancellationOutcome({ policy: sevenDays, paidAmount: 10_000, departureAt, now: hoursBefore(72) }),
    ).toMatchObject({ free: false, feePercent: 100, feeAmount: 10_000, refundAmount: 0 });
  });

  it('refunds everything up to 24 hours before under the 24-hour policy, nothing after', () => {
    const dayBefore = policy('free_24h');
    expect(
      cancellationOutcome({ policy: dayBefore, paidAmount: 10_000, departureAt, now: hoursBefore(30) }),
    ).toMatchObject({ free: true, refundAmount: 10_000 });
    expect(
      cancellationOutcome({ policy: dayBefore, paidAmount: 10_000, departureAt, now: hoursBefore(23) }),
    ).toMatchObject({ free: false, refundAmount: 0 });
  });

  it('refunds nothing under the non-refundable policy and has no free moment', () => {
    expect(
      cancellationOutcome({
        policy: policy('non_refundable'),
        paidAmount: 10_000,
        departureAt,
        now: hoursBefore(2000),
      }),
    ).toEqual({ allowed: true, free: false, feePercent: 100, feeAmount: 10_000, refundAmount: 0, freeUntil: null });
  });

  it('applies the latest tier whose window has opened in a stepped policy', () => {
    const stepped: TCancellationPolicySnapshot = {
      code: 'stepped',
      tiers: [
        { hoursBefore: 720, feePercent: 25 },
        { hoursBefore: 48, feePercent: 100 },
      ],
    };
    const at = (hours: number) =>
      cancellationOutcome({ policy: stepped, paidAmount: 10_000, departureAt, now: hoursBefore(hours) });
    expect(at(800)).toMatchObject({ feePercent: 0, refundAmount: 10_000 });
    expect(at(100)).toMatchObject({ feePercent: 25, refundAmount: 7_500 });
    expect(at(10)).toMatchObject({ feePercent: 100, refundAmount: 0 });
  });

  it('rounds an odd amount in the traveller’s favour', () => {
    const outcome = cancellationOutcome({ policy: standard, paidAmount: 10_001, departureAt, now: hoursBefore(1) });
    expect(outcome).toMatchObject({ feeAmount: 5_000, refundAmount: 5_001 });
  });

  it('gives nothing back of a booking not paid yet', () => {
    expect(cancellationOutcome({ policy: standard, paidAmount: 0, departureAt, now: hoursBefore(100) })).toMatchObject({
      allowed: true,
      refundAmount: 0,
    });
  });

  it('refuses once the trip has started', () => {
    expect(cancellationOutcome({ policy: standard, paidAmount: 10_000, departureAt, now: departureAt })).toEqual({
      allowed: false,
      reason: 'trip_started',
    });
    expect(
      cancellationOutcome({ policy: standard, paidAmount: 10_000, departureAt, now: hoursBefore(-5) }).allowed,
    ).toBe(false);
  });

  it('refuses an amount that is not whole minor units', () => {
    const at = hoursBefore(72);
    expect(() => cancellationOutcome({ policy: standard, paidAmount: 10.5, departureAt, now: at })).toThrow(RangeError);
    expect(() => cancellationOutcome({ policy: standard, paidAmount: -1, departureAt, now: at })).toThrow(RangeError);
  });

  it('never refunds more than was paid, and fee plus refund is the amount, under every policy', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_POLICY_CODES),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 24 * 60 }),
        (code, paid, hours) => {
          const now = new Date(departureAt.getTime() - hours * 3_600_000);
          const outcome = cancellationOutcome({ policy: policy(code), paidAmount: paid, departureAt, now });
          if (!outcome.allowed) throw new Error('a future departure can be cancelled');
          expect(outcome.feeAmount + outcome.refundAmount).toBe(paid);
          expect(outcome.refundAmount).toBeLessThanOrEqual(paid);
          const until = freeCancellationUntil(policy(code), departureAt);
          expect(outcome.free).toBe(until !== null && now.getTime() <= until.getTime());
        },
      ),
    );
  });
});

describe('refundShareOf', () => {
  it('gives back the same share of another amount', () => {
    expect(refundShareOf(23_093, { refundAmount: 5_000, totalAmount: 10_000 })).toBe(11_547);
    expect(refundShareOf(23_093, { refundAmount: 10_000, totalAmount: 10_000 })).toBe(23_093);
    expect(refundShareOf(23_093, { refundAmount: 0, totalAmount: 10_000 })).toBe(0);
  });
});

describe('departureInstant', () => {
  it('is the outbound flight’s departure when there is one', () => {
    expect(departureInstant('2027-03-10', '2027-03-09T23:30:00+07:00').toISOString()).toBe('2027-03-09T16:30:00.000Z');
  });

  it('is otherwise the first moment the start date begins anywhere (UTC+14)', () => {
    expect(departureInstant('2027-03-10', null).toISOString()).toBe('2027-03-09T10:00:00.000Z');
    expect(freeCancellationUntil(standard, departureInstant('2027-03-10', null))?.toISOString()).toBe(
      '2027-03-07T10:00:00.000Z',
    );
  });
});

describe('isCancellableAt', () => {
  const booking = { status: 'confirmed', startDate: '2031-05-10', outboundDeparture: null };
  it('allows pending and confirmed bookings before the trip departs, and nothing once it has', () => {
    expect(isCancellableAt(booking, new Date('2031-05-09T00:00:00Z'))).toBe(true);
    expect(isCancellableAt({ ...booking, status: 'pending' }, new Date('2031-05-09T00:00:00Z'))).toBe(true);
    // The start date begins at UTC+14: 10:00 UTC the day before.
    expect(isCancellableAt(booking, new Date('2031-05-09T10:00:00Z'))).toBe(false);
    expect(isCancellableAt({ ...booking, status: 'paid' }, new Date('2031-05-01T00:00:00Z'))).toBe(false);
    expect(
      isCancellableAt({ ...booking, outboundDeparture: '2031-05-10T22:00:00Z' }, new Date('2031-05-10T21:59:00Z')),
    ).toBe(true);
  });
});
