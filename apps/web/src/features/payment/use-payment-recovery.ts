import { useEffect, useEffectEvent, useRef } from 'react';
import { ZCardContactInfo, ZContactInfo } from '@tour/shared';
import { isApiError } from '../../lib/api-client';
import { getBookingBySession } from '../booking-confirmation/api/get-booking-by-session';
import { createPaymentIntent } from './api/create-payment-intent';
import { getPaymentStatus } from './api/get-payment-status';
import { isBusyPhase } from './payment-form-state';
import type { TCardPayment } from './use-card-payment';
import type { TPaymentFlow } from './use-payment-flow';
import type { TPromptPayPayment } from './use-promptpay-payment';

type TRecoveryMethods = {
  handleCardResult: TCardPayment['handleResult'];
  promptPay: Pick<TPromptPayPayment, 'show' | 'finish'>;
};

/**
 * A payment that was processing when the page closed: the server is asked how it ended before the traveller
 * can pay again. Runs once, for the state found on load.
 */
export function usePaymentRecovery(flow: TPaymentFlow, { handleCardResult, promptPay }: TRecoveryMethods) {
  const { restored, sessionId, dispatch, explain, settle } = flow;
  const recovered = useRef(false);

  // An effect event: it reads this render's values but is not an effect of them.
  const recover = useEffectEvent(async () => {
    if (!restored || !isBusyPhase(restored.phase) || recovered.current) return;
    recovered.current = true;
    try {
      if (restored.method === 'bank_transfer' || restored.method === 'pay_later') {
        // Not found means the transfer never reached the server; anything else is reported below.
        const booking = await getBookingBySession(sessionId).catch((error: unknown) => {
          if (isApiError(error, 'NOT_FOUND')) return null;
          throw error;
        });
        if (booking)
          settle({ method: restored.method, reference: booking.reference, bookingId: null, paymentIntentId: null });
        return;
      }
      const schema = restored.method === 'card' ? ZCardContactInfo : ZContactInfo;
      const customerInfo = schema.safeParse(restored.contact);
      if (!customerInfo.success) return;
      dispatch({ type: 'recoveryStarted' });
      const created = await createPaymentIntent({
        sessionId,
        paymentMethodType: restored.method,
        customerInfo: customerInfo.data,
      });
      dispatch({ type: 'intentCreated', intent: created });
      const result = await getPaymentStatus(created.paymentIntentId, created.clientSecret);
      if (restored.method === 'promptpay') {
        if (result.status === 'succeeded' && result.bookingReference) promptPay.finish(created, result);
        else promptPay.show(created);
        return;
      }
      await handleCardResult(created, result);
    } catch (cause) {
      dispatch({ type: 'failed', message: explain(cause) });
    }
  });
  // `recovered` keeps StrictMode's second run from asking twice.
  useEffect(() => {
    void recover();
  }, []);
}
