import { PAYMENT_MESSAGES } from '@tour/shared';
import { type TCardEntryMode, type TCardErrors, type TCardValues, validateCard } from './card-input';
import type { TPaymentMethod } from './payment-state';
import { validateSlip } from './slip';

/** What the form holds of the chosen method's own fields. */
type TMethodFields = { method: TPaymentMethod; entryMode: TCardEntryMode; card: TCardValues; slip: File | null };

/** The card or slip checked before paying: the card's messages, or the slip's. */
export type TMethodFieldsCheck = { cardErrors: TCardErrors } | { slipError: string | null } | null;

/**
 * Checks the chosen method's own fields. The Secure Form with Stripe is complete when Stripe's element says
 * so (`stripeComplete`, null without Stripe); otherwise the typed card is checked as of `now`.
 */
export function checkMethodFields(
  state: TMethodFields,
  { stripeComplete, now }: { stripeComplete: boolean | null; now: Date },
): TMethodFieldsCheck {
  if (state.method === 'card') {
    if (state.entryMode === 'secure' && stripeComplete !== null)
      return { cardErrors: stripeComplete ? {} : { card: PAYMENT_MESSAGES.cardIncomplete } };
    return { cardErrors: validateCard(state.card, state.entryMode, now) };
  }
  if (state.method === 'bank_transfer') return { slipError: validateSlip(state.slip) };
  return null;
}

export function methodFieldsValid(check: TMethodFieldsCheck): boolean {
  if (check === null) return true;
  return 'cardErrors' in check ? Object.keys(check.cardErrors).length === 0 : check.slipError === null;
}
