import { describe, expect, it } from 'vitest';
import { refundableRemainder, rejectedTransferDeadline, transferVerificationDueAt } from './money-operations';

const HOUR = 60 * 60 * 1000;

describe('transferVerificationDueAt', () => {
  it('gives two Bangkok business days: Monday noon is due Wednesday noon', () => {
    expect(transferVerificationDueAt(new Date('2026-11-23T05:00:00Z'))).toEqual(new Date('2026-11-25T05:00:00Z'));
  });

  it('skips the weekend: Friday noon is due Tuesday noon', () => {
    expect(transferVerificationDueAt(new Date('2026-11-27T05:00:00Z'))).toEqual(new Date('2026-12-01T05:00:00Z'));
  });

  it('counts the weekend in Bangkok days: Friday 23:30 in Bangkok (16:30 UTC) is due Tuesday 23:30', () => {
    expect(transferVerificationDueAt(new Date('2026-11-27T16:30:00Z'))).toEqual(new Date('2026-12-01T16:30:00Z'));
  });
});

describe('rejectedTransferDeadline', () => {
  const rejectedAt = new Date('2026-11-27T05:00:00Z');

  it('is 72 hours away for a departure far off', () => {
    const departure = new Date('2027-03-01T00:00:00Z');
    expect(rejectedTransferDeadline(rejectedAt, departure)).toEqual(new Date(rejectedAt.getTime() + 72 * HOUR));
  });

  it('is 14 days before a departure that is nearer than that allows', () => {
    const departure = new Date(rejectedAt.getTime() + 16 * 24 * HOUR);
    expect(rejectedTransferDeadline(rejectedAt, departure)).toEqual(new Date(rejectedAt.getTime() + 2 * 24 * HOUR));
  });

  it('never gives less than 24 hours, nor runs past departure', () => {
    const inTenDays = new Date(rejectedAt.getTime() + 10 * 24 * HOUR);
    expect(rejectedTransferDeadline(rejectedAt, inTenDays)).toEqual(new Date(rejectedAt.getTime() + 24 * HOUR));
    const inTwelveHours = new Date(rejectedAt.getTime() + 12 * HOUR);
    expect(rejectedTransferDeadline(rejectedAt, inTwelveHours)).toEqual(inTwelveHours);
  });
});

describe('refundableRemainder', () => {
  it('is what was captured less the refunds that have not failed, never below zero', () => {
    const refunds = [
      { amount: 300, status: 'succeeded' },
      { amount: 200, status: 'failed' },
      { amount: 100, status: 'requested' },
    ];
    expect(refundableRemainder(1000, refunds)).toBe(600);
    expect(refundableRemainder(300, refunds)).toBe(0);
  });
});
