import { useMutation } from '@tanstack/react-query';
import type { TContactInfo } from '@tour/shared';
import { isApiError } from '../../lib/api-client';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { submitBankTransfer } from './api/submit-bank-transfer';
import { PAYMENT_TEXTS } from './texts';
import type { TPaymentFlow } from './use-payment-flow';

/** Bank transfer: one mutation sends the contact details and the slip; the booking then waits for verification. */
export function useBankTransferPayment({ dispatch, payee, explain, settle }: TPaymentFlow) {
  const M = useTexts(PAYMENT_TEXTS).messages;
  const submit = useMutation({
    mutationFn: async ({ customerInfo, paymentSlip }: { customerInfo: TContactInfo; paymentSlip: File }) => {
      dispatch({ type: 'progressed', progress: 25 });
      const booked = await submitBankTransfer({ ...payee, customerInfo, paymentSlip });
      dispatch({ type: 'progressed', progress: 75 });
      toast.success(M.bankTransferBooked);
      settle({
        method: 'bank_transfer',
        reference: booked.bookingReference,
        bookingId: booked.bookingId,
        paymentIntentId: null,
      });
    },
    onMutate: () => dispatch({ type: 'paymentStarted' }),
    onError: (cause) => {
      const message = explain(cause);
      const slipError = isApiError(cause) ? cause.fields?.paymentSlip : undefined;
      dispatch({ type: 'failed', message, slipError });
      toast.error(M.bankTransferFailed, { description: message });
    },
  });
  return { submit: (customerInfo: TContactInfo, paymentSlip: File) => submit.mutate({ customerInfo, paymentSlip }) };
}
