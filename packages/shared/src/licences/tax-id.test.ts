import { describe, expect, it } from 'vitest';
import { isValidThaiTaxId, taxIdFieldValue } from './tax-id';

describe('Thai tax id', () => {
  it.each(['0994000617721', '0105536112014', '0993000133978', '3100600445635', '1234545678781'])(
    'accepts the valid vector %s',
    (value) => expect(isValidThaiTaxId(value)).toBe(true),
  );

  it.each(['0994000617723', '099400061772', '09940006177210', '099400061772a', ''])('refuses %s', (value) =>
    expect(isValidThaiTaxId(value)).toBe(false),
  );

  it('keeps digits only, at most 13', () => {
    expect(taxIdFieldValue('0-99-4-000-61772-1')).toBe('0994000617721');
    expect(taxIdFieldValue('09940006177219999')).toBe('0994000617721');
    expect(taxIdFieldValue('abc')).toBe('');
  });
});
