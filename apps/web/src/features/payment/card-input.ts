import { isExpiryInFuture, PAYMENT_MESSAGES, ZCardDetails } from '@tour/shared';

export type TCardEntryMode = 'secure' | 'manual';
export type TCardValues = { number: string; expiry: string; cvc: string };
export type TCardErrors = Partial<Record<'number' | 'expiry' | 'cvc' | 'card', string>>;

export const EMPTY_CARD: TCardValues = { number: '', expiry: '', cvc: '' };

/** '4242424242424242' → '4242 4242 4242 4242' (digits only, at most 19). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' → '12/34'; a leading month digit above 1 becomes '0N'. */
export function formatExpiry(value: string): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length <= 2) return value.includes('/') && digits.length === 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/**
 * Manual Entry checks each field with its own message ('Please enter a valid card number / expiry
 * date / CVC'); the Secure Form behaves like a card element: one message, 'Please complete your card
 * information' while any part is missing.
 */
export function validateCard(card: TCardValues, mode: TCardEntryMode, now: Date): TCardErrors {
  const errors: TCardErrors = {};
  const parsed = ZCardDetails.safeParse(card);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as 'number' | 'expiry' | 'cvc';
      errors[field] ??= issue.message;
    }
  }
  if (!errors.expiry && !isExpiryInFuture(card.expiry, now)) errors.expiry = PAYMENT_MESSAGES.expiryInvalid;
  if (mode === 'manual') return errors;
  const incomplete = !card.number.trim() || !card.expiry.trim() || !card.cvc.trim();
  if (incomplete) return { card: PAYMENT_MESSAGES.cardIncomplete };
  const first = errors.number ?? errors.expiry ?? errors.cvc;
  return first ? { card: first } : {};
}

/** The card as the server expects it: digits, 'MM/YY', CVC. */
export function cardForServer(card: TCardValues): TCardValues {
  return { number: card.number.replace(/\D/g, ''), expiry: card.expiry.replace(/\s/g, ''), cvc: card.cvc.trim() };
}
