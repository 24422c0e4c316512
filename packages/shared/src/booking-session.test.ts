import { describe, expect, it } from 'vitest';
import { BOOKING_SESSION_MESSAGES, notEnoughSpotsMessage } from './booking-session';

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
