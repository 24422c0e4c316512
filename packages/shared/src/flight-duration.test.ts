import { describe, expect, it } from 'vitest';
import { flightDurationIn } from './flight-duration';
import { formatFlightDuration } from './flights';

describe('flightDurationIn', () => {
  it('says the stored duration in Thai words, and leaves it in English or when it is not the spec’s text', () => {
    expect(flightDurationIn(formatFlightDuration(185), 'th')).toBe('3 ชม. 5 นาที');
    expect(flightDurationIn('3h 5m', 'en')).toBe('3h 5m');
    expect(flightDurationIn('about 3 hours', 'th')).toBe('about 3 hours');
  });
});
