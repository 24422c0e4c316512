import { describe, expect, it } from 'vitest';
import { cardForServer, formatCardNumber, formatCvc, formatExpiry, validateCard } from './card-input';

const NOW = new Date('2027-06-15T00:00:00Z');

describe('card input', () => {
  it('formats as the traveller types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0027-6000-3184x')).toBe('4000 0027 6000 3184');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
    expect(formatCvc('12a34')).toBe('1234');
  });

  it('checks manual entry field by field', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, 'manual', NOW)).toEqual({});
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '13/34', cvc: '1' }, 'manual', NOW)).toEqual({
      number: 'Please enter a valid card number',
      expiry: 'Please enter a valid expiry date',
      cvc: 'Please enter a valid CVC',
    });
    expect(validateCard({ number: '4242424242424242', expiry: '05/27', cvc: '123' }, 'manual', NOW)).toEqual({
      expiry: 'Please enter a valid expiry date',
    });
  });

  it('gives the secure form one message, like a card element', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '', cvc: '123' }, 'secure', NOW)).toEqual({
      card: 'Please complete your card information',
    });
    expect(validateCard({ number: '1234 5678 9012 3456', expiry: '12/34', cvc: '123' }, 'secure', NOW)).toEqual({
      card: 'Please enter a valid card number',
    });
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, 'secure', NOW)).toEqual({});
  });

  it('sends digits only', () => {
    expect(cardForServer({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
  });
});
