import { useSpecMessages } from '../../components/booking/spec-messages';
import type { TTextsOf } from '../../lib/i18n/texts';
import { PAYMENT_TEXTS } from './texts';

const messageParts = (texts: TTextsOf<typeof PAYMENT_TEXTS>) => [texts.messages, texts.cardErrors, texts.slipMessages];

/** A payment message from the shared rules, the provider's codes or the server, in the visitor's language. */
export function usePaymentMessages(): (message: string) => string {
  return useSpecMessages(PAYMENT_TEXTS, messageParts);
}
