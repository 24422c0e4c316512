import { describe, expect, it } from 'vitest';
import {
  BOOKING_SESSION_MESSAGES,
  extendedExpiry,
  MAX_SEATS_HELD_PER_VISITOR,
  notEnoughSpotsMessage,
} from './booking-session';

describe('notEnoughSpotsMessage', () => {
  it("gives the spec's 'Only {n} spots available for this date' while seats are left", () => {
    expect(notEnoughSpotsMessage(3)).toBe('Only 3 spots available for this date');
    expect(notEnoughSpotsMessage(1)).toBe('Only 1 spots available for this date');
  });

  it('says sold out when none are left, never "Only 0 spots"', () => {
    expect(notEnoughSpotsMessage(0)).toBe(BOOKING_SESSION_MESSAGES.soldOut);
    expect(notEnoughSpotsMessage(0)).toBe('This departure is sold out');
  });
});

describe('extendedExpiry (DESIGN decision 17)', () => {
  const createdAt = new Date('2026-06-01T08:00:00Z');
  const minutes = (n: number) => new Date(createdAt.getTime() + n * 60_000);

  it('gives 15 minutes from now when less is left', () => {
    expect(extendedExpiry({ createdAt, expiresAt: minutes(30) }, minutes(20))).toEqual(minutes(35));
  });

  it('never shortens: with 30:00 left the expiry stays', () => {
    expect(extendedExpiry({ createdAt, expiresAt: minutes(30) }, minutes(0))).toEqual(minutes(30));
    expect(extendedExpiry({ createdAt, expiresAt: minutes(30) }, minutes(15))).toEqual(minutes(30));
  });

  it('never lets a session live past 60 minutes from its start', () => {
    expect(extendedExpiry({ createdAt, expiresAt: minutes(55) }, minutes(50))).toEqual(minutes(60));
    expect(
      extendedExpiry({ createdAt: createdAt.toISOString(), expiresAt: minutes(60).toISOString() }, minutes(59)),
    ).toEqual(minutes(60));
  });
});

describe('BOOKING_SESSION_MESSAGES.holdLimit', () => {
  it('names the per-visitor cap', () => {
    expect(BOOKING_SESSION_MESSAGES.holdLimit).toContain(`at most ${MAX_SEATS_HELD_PER_VISITOR} seats`);
    expect(MAX_SEATS_HELD_PER_VISITOR).toBe(10);
  });
});
