import { describe, expect, it } from 'vitest';
import { isPayLaterOffered, payLaterDeadline, payLaterReminderAt } from './payment-deadline';

describe('isPayLaterOffered', () => {
  it('offers pay later only for a departure more than 14 days away', () => {
    const now = new Date('2027-05-01T10:00:00.000Z');
    expect(isPayLaterOffered('2027-05-16', now)).toBe(true);
    expect(isPayLaterOffered('2027-05-15', now)).toBe(false);
    expect(isPayLaterOffered('2027-05-02', now)).toBe(false);
    expect(isPayLaterOffered('2027-04-20', now)).toBe(false);
  });
});

describe('payLaterDeadline', () => {
  it('is 72 hours after booking when the departure is far away', () => {
    expect(payLaterDeadline(new Date('2027-05-01T10:00:00.000Z'), '2027-08-01').toISOString()).toBe(
      '2027-05-04T10:00:00.000Z',
    );
  });

  it('is 14 days before departure when that comes first', () => {
    expect(payLaterDeadline(new Date('2027-05-01T10:00:00.000Z'), '2027-05-16').toISOString()).toBe(
      '2027-05-02T00:00:00.000Z',
    );
  });

  it('reminds 24 hours before the deadline', () => {
    expect(payLaterReminderAt(new Date('2027-05-04T10:00:00.000Z')).toISOString()).toBe('2027-05-03T10:00:00.000Z');
  });
});
