import { describe, expect, it } from 'vitest';
import { formatThaiAirportTime } from './thai-format';

describe('formatThaiAirportTime', () => {
  it("gives the airport's clock time and Thai day as written, in whatever zone the browser is", () => {
    expect(formatThaiAirportTime('2027-02-02T03:20:00+07:00')).toEqual({ time: '03:20', day: '2 ก.พ. 2027' });
    expect(formatThaiAirportTime('2027-02-01T23:40:00+05:00')).toEqual({ time: '23:40', day: '1 ก.พ. 2027' });
  });

  it('is null for a malformed time or one without its offset', () => {
    expect(formatThaiAirportTime('soon')).toBeNull();
    expect(formatThaiAirportTime('2027-02-02T03:20:00')).toBeNull();
  });
});
