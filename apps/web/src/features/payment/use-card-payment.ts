import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  cardErrorMessage,
  NEEDS_REFUND_CODE,
  providerErrorCode,
  type TConfirmPaymentResponse,
  type TContactInfo,
  type TPaymentIntentResponse,
} from '@tour/shared';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { authenticateTestPayment } from './api/authenticate-test-payment';
import { confirmCard } from './api/confirm-card';
import { createPaymentIntent } from './api/create-payment-intent';
import { getPaymentStatus } from './api/get-payment-status';
import { cardForServer } from './card-input';
import { loadStripeJs, type TStripeCard } from './stripe/stripe-card-element';
import { PAYMENT_TEXTS } from './texts';
import type { TPaymentFlow } from './use-payment-flow';

const REFERENCE_POLLS = 15;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

type TStripeError = { code?: string; decline_code?: string; message?: string };

/**
 * The card: one mutation from the Pay button to the verified payment (Stripe's card element, or Manual Entry
 * confirmed by the server), the bank's 3-D Secure step, and the wait for the booking's reference.
 */
export function useCardPayment(flow: TPaymentFlow) {
  const { dispatch, current, finishing, options, target, payee, manageToken, explain, settle } = flow;
  const texts = useTexts(PAYMENT_TEXTS);
  const M = texts.messages;
  /** Stripe's card element once it is mounted (the Secure Form with Stripe). */
  const stripeCard = useRef<TStripeCard | null>(null);
  const fail = (message: string) => dispatch({ type: 'failed', message });

  /** A verified payment whose booking the server may still be writing: wait for its reference. */
  const referenceOf = async (paid: TPaymentIntentResponse, result: TConfirmPaymentResponse) => {
    let latest = result;
    for (let poll = 0; !latest.bookingReference && poll < REFERENCE_POLLS; poll += 1) {
      await wait(1000);
      latest = await getPaymentStatus(paid.paymentIntentId, paid.clientSecret, undefined, manageToken);
    }
    return latest.bookingReference;
  };

  const finish = async (paid: TPaymentIntentResponse, result: TConfirmPaymentResponse) => {
    if (result.error?.code === NEEDS_REFUND_CODE)
      return dispatch({ type: 'failed', message: result.error.message, refunded: true });
    if (finishing.current) return;
    finishing.current = true;
    dispatch({ type: 'progressed', progress: 75 });
    const reference = await referenceOf(paid, result);
    if (!reference) {
      finishing.current = false;
      return fail(M.processingFailed);
    }
    toast.success(M.success);
    settle({ method: 'card', reference, bookingId: result.bookingId, paymentIntentId: paid.paymentIntentId });
  };

  /** Stripe: whatever Stripe.js reports, the server's check of the PaymentIntent decides (DESIGN decision 3). */
  const verifyAtServer = async (paid: TPaymentIntentResponse, stripeError?: TStripeError) => {
    const verified = await getPaymentStatus(paid.paymentIntentId, paid.clientSecret, undefined, manageToken);
    if (!stripeError || verified.status === 'succeeded' || verified.error) return verified;
    const code = providerErrorCode(stripeError);
    return {
      ...verified,
      status: 'failed' as const,
      error: { code, message: cardErrorMessage(code, stripeError.message) },
    };
  };

  const handleResult = async (paid: TPaymentIntentResponse, result: TConfirmPaymentResponse): Promise<void> => {
    if (result.status === 'succeeded') return finish(paid, result);
    if (result.status === 'requires_action' && options.publishableKey && !paid.testMode) {
      // Manual Entry with Stripe: the bank's 3-D Secure step runs in Stripe.js, then the server checks.
      dispatch({ type: 'progressed', progress: 75 });
      const stripe = await loadStripeJs(options.publishableKey);
      if (!stripe) return fail(texts.card.stripeUnavailable);
      // The intent was confirmed on the server (automatic confirmation), so Stripe.js finishes it.
      const authenticated = await stripe.handleNextAction({ clientSecret: paid.clientSecret });
      return handleResult(paid, await verifyAtServer(paid, authenticated.error));
    }
    if (result.status === 'requires_action') return dispatch({ type: 'authenticationAsked' });
    if (result.error) return fail(cardErrorMessage(result.error.code, result.error.message));
    if (result.status === 'requires_payment_method') return dispatch({ type: 'cardReturnedToForm' });
    return fail(M.genericFailure);
  };

  const pay = useMutation({
    mutationFn: async (customerInfo: TContactInfo) => {
      const created = target
        ? await target.createIntent(customerInfo)
        : await createPaymentIntent({ ...payee, paymentMethodType: 'card', customerInfo });
      dispatch({ type: 'intentCreated', intent: created });
      dispatch({ type: 'progressed', progress: 50 });
      const { entryMode, card } = current.current;
      if (entryMode === 'secure' && !created.testMode) {
        if (!stripeCard.current) return fail(texts.card.stripeUnavailable);
        const confirmed = await stripeCard.current.confirm(created.clientSecret, {
          name: customerInfo.cardholderName || customerInfo.fullName,
          email: customerInfo.email,
          phone: customerInfo.phone,
        });
        return handleResult(created, await verifyAtServer(created, confirmed.error));
      }
      const result = await confirmCard({
        paymentIntentId: created.paymentIntentId,
        clientSecret: created.clientSecret,
        card: cardForServer(card),
        manageToken,
      });
      return handleResult(created, result);
    },
    onMutate: () => dispatch({ type: 'paymentStarted' }),
    onError: (cause) => fail(explain(cause)),
  });

  /** The test-mode 3-D Secure dialog's answer: passed or failed, then the server's result as for any card. */
  const authenticate = async (approve: boolean) => {
    const { intent } = current.current;
    if (!intent) return;
    dispatch({ type: 'authenticationSent' });
    try {
      const result = await authenticateTestPayment({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        approve,
        manageToken,
      });
      dispatch({ type: 'authenticationAnswered' });
      await handleResult(intent, result);
    } catch (cause) {
      fail(explain(cause));
    } finally {
      dispatch({ type: 'authenticationSettled' });
    }
  };

  return {
    pay: (customerInfo: TContactInfo) => pay.mutate(customerInfo),
    authenticate,
    /** For a payment found interrupted on load: its status, handled as a fresh answer. */
    handleResult,
    onStripeCard: (card: TStripeCard | null) => {
      stripeCard.current = card;
    },
    stripeComplete: () => (options.publishableKey ? Boolean(stripeCard.current?.complete) : null),
  };
}

export type TCardPayment = ReturnType<typeof useCardPayment>;
