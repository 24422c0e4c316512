import { cardErrorMessage, providerErrorCode } from '@tour/shared';
import { constructStripeEvent } from '../../adapters/payments/stripe-provider';
import { AppError } from '../../http/app-error';
import { findPaymentByProviderId, recordWebhookEventOnce, setPaymentState } from './payments.repository';
import { settlePayment, type TSettleDeps } from './payments.service';

type TIntentObject = { id?: string; last_payment_error?: { code?: string | null; decline_code?: string | null; message?: string | null } | null };

/**
 * `/api/stripe/webhook`: the signature is verified by the stripe package (`constructEvent`, on the
 * raw bytes, 5-minute tolerance against the server clock). Handles payment_intent.succeeded and
 * payment_intent.payment_failed; replays and reordering change nothing (settlement is guarded by the
 * payment's status, a failure never overwrites a success). Events are recorded by id.
 */
export async function handleStripeWebhook(
  deps: TSettleDeps & { webhookSecret: string | null },
  rawBody: Buffer,
  signature: string | undefined,
) {
  if (!deps.webhookSecret || !signature) throw new AppError('VALIDATION_FAILED', 'Invalid webhook signature');
  let event: { id: string; type: string; data: { object: unknown } };
  try {
    event = constructStripeEvent(rawBody, signature, deps.webhookSecret, deps.clock.now().getTime());
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Invalid webhook signature');
  }
  const intent = (event.data?.object ?? {}) as TIntentObject;
  const payment = await findPaymentByProviderId(deps.db, intent.id ?? '');
  if (payment) {
    if (event.type === 'payment_intent.succeeded') await settlePayment(deps, payment);
    if (event.type === 'payment_intent.payment_failed') {
      const code = providerErrorCode(intent.last_payment_error);
      await setPaymentState(deps.db, payment.id, {
        status: 'failed',
        errorCode: code,
        errorMessage: cardErrorMessage(code, intent.last_payment_error?.message),
        now: deps.clock.now(),
      });
    }
  }
  await recordWebhookEventOnce(deps.db, event.id, event.type, deps.clock.now());
}
