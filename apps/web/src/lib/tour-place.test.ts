import { describe, expect, it } from 'vitest';
import { placeOf } from './tour-place';

describe('placeOf', () => {
  it('joins the location and the country', () => {
    expect(placeOf('North Malé Atoll', 'Maldives')).toBe('North Malé Atoll, Maldives');
  });

  it('says a repeated or missing part once', () => {
    expect(placeOf('To be announced', 'To be announced')).toBe('To be announced');
    expect(placeOf('Kyoto', '')).toBe('Kyoto');
    expect(placeOf(null, 'Japan')).toBe('Japan');
  });
});
