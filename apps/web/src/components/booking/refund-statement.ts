import type { TLanguage, TManageCancellation } from '@tour/shared';
import type { TTextsOf } from '../../lib/i18n/texts';
import { formatMoney } from '../../lib/money';
import type { BOOKING_VIEW_TEXTS } from './texts';

type TRefundTexts = TTextsOf<typeof BOOKING_VIEW_TEXTS>['refund'];
type TRefundRoute = Extract<TManageCancellation, { allowed: true }>['refundRoute'];

/** Where a refund goes: back to the card or PromptPay account, or by hand for a bank transfer. */
export function refundNote(paymentMethod: string | null, route: TRefundRoute, texts: TRefundTexts): string | null {
  if (route === 'manual') return texts.manualNote;
  if (route === 'provider') return texts.providerNote(paymentMethod === 'promptpay' ? texts.promptpay : texts.card);
  return null;
}

/** What cancelling now gives back, in one sentence, and where the money goes; null when it cannot be cancelled. */
export function refundStatement(
  {
    cancellation,
    currency,
    paymentMethod,
  }: {
    cancellation: TManageCancellation;
    currency: string;
    paymentMethod: string | null;
  },
  texts: TRefundTexts,
  language: TLanguage,
): { summary: string; note: string | null } | null {
  if (!cancellation.allowed) return null;
  if (cancellation.refundRoute === 'none') return { summary: texts.nowUnpaid, note: null };
  const money = (amount: number) => formatMoney(amount, currency, language);
  const summary = cancellation.free
    ? texts.nowFree(money(cancellation.refundAmount))
    : texts.nowLate(cancellation.feePercent, money(cancellation.feeAmount), money(cancellation.refundAmount));
  return { summary, note: refundNote(paymentMethod, cancellation.refundRoute, texts) };
}
