import { describe, expect, it } from 'vitest';
import { slipBankName } from './slip-banks';

describe('slipBankName', () => {
  it.each([
    ['002', 'Bangkok Bank (BBL)'],
    ['004', 'Kasikornbank (KBANK)'],
    ['006', 'Krung Thai Bank (KTB)'],
    ['011', 'TMBThanachart Bank (TTB)'],
    ['014', 'Siam Commercial Bank (SCB)'],
    ['025', 'Bank of Ayudhya (Krungsri) (BAY)'],
    ['030', 'Government Savings Bank (GSB)'],
  ])('names the bank of code %s', (code, name) => {
    expect(slipBankName(code)).toBe(name);
  });

  it.each([['999'], ['4'], ['0004'], [''], ['toString'], ['__proto__']])('knows no bank for %j', (code) => {
    expect(slipBankName(code)).toBeNull();
  });
});
