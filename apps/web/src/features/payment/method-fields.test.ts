import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@tour/shared';
import { EMPTY_CARD } from './card-input';
import { checkMethodFields, methodFieldsValid } from './method-fields';

type TFields = Parameters<typeof checkMethodFields>[0];
const fields = (patch: Partial<TFields> = {}): TFields => ({
  method: 'card',
  entryMode: 'secure',
  card: EMPTY_CARD,
  slip: null,
  ...patch,
});
const now = new Date('2026-01-15T00:00:00Z');
const VALID_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('checkMethodFields', () => {
  it('asks for the whole card in the Secure Form, and for each field in Manual Entry', () => {
    const secure = checkMethodFields(fields(), { stripeComplete: null, now });
    expect(secure).toEqual({ cardErrors: { card: PAYMENT_MESSAGES.cardIncomplete } });
    expect(methodFieldsValid(secure)).toBe(false);
    const manual = checkMethodFields(fields({ entryMode: 'manual' }), { stripeComplete: null, now });
    expect(manual && 'cardErrors' in manual ? Object.keys(manual.cardErrors).sort() : []).toEqual([
      'cvc',
      'expiry',
      'number',
    ]);
  });

  it("takes Stripe's word for its own card element, whatever was typed before", () => {
    expect(checkMethodFields(fields(), { stripeComplete: true, now })).toEqual({ cardErrors: {} });
    expect(checkMethodFields(fields({ card: VALID_CARD }), { stripeComplete: false, now })).toEqual({
      cardErrors: { card: PAYMENT_MESSAGES.cardIncomplete },
    });
  });

  it('passes a valid typed card and refuses an expired one', () => {
    expect(methodFieldsValid(checkMethodFields(fields({ card: VALID_CARD }), { stripeComplete: null, now }))).toBe(
      true,
    );
    const expired = checkMethodFields(fields({ entryMode: 'manual', card: { ...VALID_CARD, expiry: '12/25' } }), {
      stripeComplete: null,
      now,
    });
    expect(expired).toEqual({ cardErrors: { expiry: PAYMENT_MESSAGES.expiryInvalid } });
  });

  it('asks for a slip for a bank transfer, and nothing for PromptPay or pay later', () => {
    const bank = checkMethodFields(fields({ method: 'bank_transfer' }), { stripeComplete: null, now });
    expect(bank).toEqual({ slipError: PAYMENT_MESSAGES.slipRequired });
    expect(methodFieldsValid(bank)).toBe(false);
    const slip = new File([new Uint8Array(10)], 'slip.png', { type: 'image/png' });
    expect(checkMethodFields(fields({ method: 'bank_transfer', slip }), { stripeComplete: null, now })).toEqual({
      slipError: null,
    });
    expect(checkMethodFields(fields({ method: 'promptpay' }), { stripeComplete: null, now })).toBeNull();
    expect(checkMethodFields(fields({ method: 'pay_later' }), { stripeComplete: null, now })).toBeNull();
    expect(methodFieldsValid(null)).toBe(true);
  });
});
