import type { TManageCancellation } from '@tour/shared';
import { formatMoney } from '../../lib/money';
import { BOOKING_VIEW_TEXTS } from './texts';

const T = BOOKING_VIEW_TEXTS.refund;

type TRefundRoute = Extract<TManageCancellation, { allowed: true }>['refundRoute'];

/** Where a refund goes: back to the card or PromptPay account, or by hand for a bank transfer. */
export function refundNote(paymentMethod: string | null, route: TRefundRoute): string | null {
  if (route === 'manual') return T.manualNote;
  if (route === 'provider') return T.providerNote(paymentMethod === 'promptpay' ? T.promptpay : T.card);
  return null;
}

/** What cancelling now gives back, in one sentence, and where the money goes; null when it cannot be cancelled. */
export function refundStatement({
  cancellation,
  currency,
  paymentMethod,
}: {
  cancellation: TManageCancellation;
  currency: string;
  paymentMethod: string | null;
}): { summary: string; note: string | null } | null {
  if (!cancellation.allowed) return null;
  if (cancellation.refundRoute === 'none') return { summary: T.nowUnpaid, note: null };
  const money = (amount: number) => formatMoney(amount, currency);
  const summary = cancellation.free
    ? T.nowFree(money(cancellation.refundAmount))
    : T.nowLate(cancellation.feePercent, money(cancellation.feeAmount), money(cancellation.refundAmount));
  return { summary, note: refundNote(paymentMethod, cancellation.refundRoute) };
}
