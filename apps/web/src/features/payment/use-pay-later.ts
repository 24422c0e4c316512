import { useMutation } from '@tanstack/react-query';
import type { TContactInfo } from '@tour/shared';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { formatDeadlineForBrowser } from './api/booking-status-view';
import { reservePayLater } from './api/reserve-pay-later';
import { PAYMENT_TEXTS } from './texts';
import type { TPaymentFlow } from './use-payment-flow';

/** Reserve now, pay later: one mutation turns the held session into an unpaid booking with a payment deadline. */
export function usePayLater({ dispatch, sessionId, explain, settle }: TPaymentFlow) {
  const M = useTexts(PAYMENT_TEXTS).messages;
  const language = useLanguage();
  const reserve = useMutation({
    mutationFn: async (customerInfo: TContactInfo) => {
      dispatch({ type: 'progressed', progress: 50 });
      const reserved = await reservePayLater({ sessionId, customerInfo });
      toast.success(M.reserved(formatDeadlineForBrowser(reserved.paymentDeadline, language)));
      settle({ method: 'pay_later', reference: reserved.bookingReference, bookingId: null, paymentIntentId: null });
    },
    onMutate: () => dispatch({ type: 'paymentStarted' }),
    onError: (cause) => {
      const message = explain(cause);
      dispatch({ type: 'failed', message });
      toast.error(M.reserveFailed, { description: message });
    },
  });
  return { reserve: (customerInfo: TContactInfo) => reserve.mutate(customerInfo) };
}
