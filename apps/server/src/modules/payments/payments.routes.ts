import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthenticateTestPaymentRequest,
  ZCompleteTestPromptPayRequest,
  ZConfirmCardRequest,
  ZCreatePaymentIntentRequest,
  plainText,
  type TBankDetails,
} from '@tour/shared';
import { ownerOf } from '../../http/session-owner';
import { createPaymentIntent } from './payment-intents.service';
import {
  authenticateTestPayment,
  completeTestPromptPay,
  confirmCard,
  getPaymentStatus,
  type TPaymentDeps,
} from './payments.service';
import { handleStripeWebhook } from './stripe-webhook';

const ZStatusParams = z.object({ paymentIntentId: plainText().min(1).max(100) });
const ZStatusQuery = z.object({
  clientSecret: plainText().min(1).max(200),
  manageToken: plainText().min(16).max(200).optional(),
});

export async function paymentRoutes(
  untyped: FastifyInstance,
  deps: TPaymentDeps & { bankDetails: TBankDetails; webhookSecret: string | null; writeLimit: number },
) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  // Provider failures are logged with the request that met them.
  const depsFor = (request: FastifyRequest): TPaymentDeps => ({ ...deps, log: request.log });
  const payer = { config: { access: 'public' as const, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } } };

  // The publishable key is public by design; the secret key never leaves the server.
  app.get('/api/payments/options', { config: { access: 'public' } }, async () => ({
    testMode: !deps.stripe,
    publishableKey: deps.stripe?.publishableKey ?? null,
    bankDetails: deps.bankDetails,
    thbPerUsd: deps.thbPerUsd,
  }));

  app.post(
    '/api/stripe/create-payment-intent',
    { ...payer, schema: { body: ZCreatePaymentIntentRequest } },
    async (request) => createPaymentIntent(depsFor(request), request.body, ownerOf(request)),
  );

  app.post('/api/payments/confirm-card', { ...payer, schema: { body: ZConfirmCardRequest } }, async (request) =>
    confirmCard(depsFor(request), request.body, ownerOf(request)),
  );

  app.post(
    '/api/payments/test/authenticate',
    { ...payer, schema: { body: ZAuthenticateTestPaymentRequest } },
    async (request) => authenticateTestPayment(depsFor(request), request.body, ownerOf(request)),
  );

  app.post(
    '/api/payments/test/promptpay-complete',
    { ...payer, schema: { body: ZCompleteTestPromptPayRequest } },
    async (request) => completeTestPromptPay(depsFor(request), request.body, ownerOf(request)),
  );

  app.get(
    '/api/payments/:paymentIntentId/status',
    { config: { access: 'public' }, schema: { params: ZStatusParams, querystring: ZStatusQuery } },
    async (request) =>
      getPaymentStatus(
        depsFor(request),
        {
          paymentIntentId: request.params.paymentIntentId,
          clientSecret: request.query.clientSecret,
          manageToken: request.query.manageToken,
        },
        ownerOf(request),
      ),
  );

  // The signature is computed over the exact bytes Stripe sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post('/api/stripe/webhook', { config: { access: 'public' } }, async (request) => {
      await handleStripeWebhook(
        {
          db: deps.db,
          clock: deps.clock,
          appUrl: deps.appUrl,
          appName: deps.appName,
          log: request.log,
          webhookSecret: deps.webhookSecret,
        },
        request.body as Buffer,
        request.headers['stripe-signature'] as string | undefined,
      );
      return { received: true };
    });
  });
}
