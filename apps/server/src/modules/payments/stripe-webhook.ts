import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { findPaymentByProviderId, recordWebhookEventOnce, setPaymentState } from './payments.repository';
import { settlePayment } from './payments.service';
import { cardErrorMessage } from '@tour/shared';

const TOLERANCE_SECONDS = 300;

/**
 * Stripe's scheme: `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.rawBody">` keyed by the
 * whsec_ secret, within 5 minutes of now. Checked on the raw bytes, before any JSON parsing.
 */
export function verifyStripeSignature(rawBody: Buffer, header: string | undefined, secret: string, now: Date): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value);
  if (!Number.isFinite(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export function signStripePayload(payload: string, secret: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

type TStripeEvent = {
  id: string;
  type: string;
  data: { object: { id: string; last_payment_error?: { code?: string; decline_code?: string; message?: string } } };
};

/** Handles payment_intent.succeeded and payment_intent.payment_failed; replays and reordering change nothing. */
export async function handleStripeWebhook(
  deps: { db: TDb; clock: TClock; appUrl: string; webhookSecret: string | null },
  rawBody: Buffer,
  signature: string | undefined,
) {
  if (!deps.webhookSecret || !verifyStripeSignature(rawBody, signature, deps.webhookSecret, deps.clock.now())) {
    throw new AppError('VALIDATION_FAILED', 'Invalid webhook signature');
  }
  const event = JSON.parse(rawBody.toString('utf8')) as TStripeEvent;
  const payment = await findPaymentByProviderId(deps.db, event.data?.object?.id ?? '');
  if (payment) {
    if (event.type === 'payment_intent.succeeded') await settlePayment(deps, payment);
    if (event.type === 'payment_intent.payment_failed') {
      const error = event.data.object.last_payment_error;
      const code = error?.decline_code ?? error?.code ?? 'card_declined';
      await setPaymentState(deps.db, payment.id, {
        status: 'failed',
        errorCode: code,
        errorMessage: cardErrorMessage(code, error?.message),
        now: deps.clock.now(),
      });
    }
  }
  await recordWebhookEventOnce(deps.db, event.id, event.type, deps.clock.now());
}
