import { useCallback, useEffect, useRef } from 'react';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import {
  cardErrorMessage,
  NEEDS_REFUND_CODE,
  type TConfirmPaymentResponse,
  type TContactInfo,
  type TPaymentIntentResponse,
} from '@tour/shared';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { completeTestPromptPay } from './api/complete-test-promptpay';
import { createPaymentIntent } from './api/create-payment-intent';
import { getPaymentStatus } from './api/get-payment-status';
import { PAYMENT_TEXTS } from './texts';
import type { TPaymentFlow } from './use-payment-flow';

/**
 * PromptPay: one mutation makes the QR; then the server is asked every 2 s whether the bank has paid
 * (in test mode the traveller may simulate the bank app), and the first verified answer finishes it.
 */
export function usePromptPayPayment(flow: TPaymentFlow) {
  const { state, dispatch, current, finishing, payee, manageToken, explain, settle } = flow;
  const paidMessage = useTexts(PAYMENT_TEXTS).messages.success;
  /** When the QR was shown: a status fetched before it belongs to an earlier attempt. */
  const awaitingSince = useRef(0);

  const show = useCallback(
    (created: TPaymentIntentResponse) => {
      if (!created.promptpay) throw new Error('no PromptPay details');
      awaitingSince.current = Date.now();
      dispatch({ type: 'promptPayShown', intent: created });
    },
    [dispatch],
  );

  const finish = useCallback(
    (paid: TPaymentIntentResponse, result: TConfirmPaymentResponse) => {
      if (result.error?.code === NEEDS_REFUND_CODE)
        return dispatch({ type: 'failed', message: result.error.message, refunded: true });
      if (finishing.current || !result.bookingReference) return;
      finishing.current = true;
      toast.success(paidMessage);
      settle({
        method: 'promptpay',
        reference: result.bookingReference,
        bookingId: result.bookingId,
        paymentIntentId: paid.paymentIntentId,
      });
    },
    [dispatch, finishing, settle, paidMessage],
  );

  const start = useMutation({
    mutationFn: async (customerInfo: TContactInfo) => {
      const created = await createPaymentIntent({ ...payee, paymentMethodType: 'promptpay', customerInfo });
      dispatch({ type: 'progressed', progress: 25 });
      show(created);
    },
    onMutate: () => dispatch({ type: 'paymentStarted' }),
    onError: (cause) => dispatch({ type: 'failed', message: explain(cause) }),
  });

  const { intent } = state;
  const awaiting = state.phase === 'awaiting_promptpay' && intent?.promptpay != null;
  const status = useQuery({
    queryKey: ['payments', intent?.paymentIntentId ?? 'none', 'status'],
    queryFn:
      awaiting && intent
        ? ({ signal }) => getPaymentStatus(intent.paymentIntentId, intent.clientSecret, signal, manageToken)
        : skipToken,
    refetchInterval: 2000,
    refetchIntervalInBackground: true,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (!awaiting || !intent || !status.data || status.dataUpdatedAt < awaitingSince.current) return;
    if (status.data.status === 'succeeded') finish(intent, status.data);
    else if (status.data.status === 'failed')
      dispatch({ type: 'failed', message: cardErrorMessage(status.data.error?.code, status.data.error?.message) });
  }, [awaiting, intent, status.data, status.dataUpdatedAt, finish, dispatch]);

  /** Test mode: stands in for paying the QR in a bank app. */
  const simulate = async () => {
    const shown = current.current.intent;
    if (!shown) return;
    dispatch({ type: 'simulationStarted' });
    try {
      const result = await completeTestPromptPay({
        paymentIntentId: shown.paymentIntentId,
        clientSecret: shown.clientSecret,
        manageToken,
      });
      if (result.status === 'succeeded') finish(shown, result);
    } catch (cause) {
      toast.error(explain(cause));
    } finally {
      dispatch({ type: 'simulationSettled' });
    }
  };

  return { start: (customerInfo: TContactInfo) => start.mutate(customerInfo), simulate, show, finish };
}

export type TPromptPayPayment = ReturnType<typeof usePromptPayPayment>;
