import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  authenticateTestPayment,
  completeTestPromptPay,
  confirmCardPayment,
  createPaymentIntent,
  getPaymentOptions,
  getPaymentStatus,
  receiveStripeWebhook,
  type TBankDetails,
} from '@tour/shared';
import { serveEndpoint } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/request-language';
import { ownerOf } from '../../http/session-owner';
import * as intents from './payment-intents.service';
import * as payments from './payments.service';
import { handleStripeWebhook } from './stripe-webhook';

export async function paymentRoutes(
  app: FastifyInstance,
  deps: payments.TPaymentDeps & {
    bankDetails: TBankDetails;
    webhookSecret: string | null;
    supportEmail: string;
    writeLimit: number;
  },
) {
  // Provider failures are logged with the request that met them.
  const depsFor = (request: FastifyRequest): payments.TPaymentDeps => ({ ...deps, log: request.log });
  const payer = { access: 'public' as const, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  // The publishable key is public by design; the secret key never leaves the server.
  serveEndpoint(app, getPaymentOptions, { access: 'public' }, async () => ({
    testMode: !deps.stripe,
    publishableKey: deps.stripe?.publishableKey ?? null,
    bankDetails: deps.bankDetails,
    thbPerUsd: deps.thbPerUsd,
  }));

  serveEndpoint(app, createPaymentIntent, payer, async (request) =>
    intents.createPaymentIntent(depsFor(request), request.body, ownerOf(request), requestLanguage(request)),
  );

  serveEndpoint(app, confirmCardPayment, payer, async (request) =>
    payments.confirmCard(depsFor(request), request.body, ownerOf(request)),
  );

  serveEndpoint(app, authenticateTestPayment, payer, async (request) =>
    payments.authenticateTestPayment(depsFor(request), request.body, ownerOf(request)),
  );

  serveEndpoint(app, completeTestPromptPay, payer, async (request) =>
    payments.completeTestPromptPay(depsFor(request), request.body, ownerOf(request)),
  );

  serveEndpoint(app, getPaymentStatus, { access: 'public' }, async (request) =>
    payments.getPaymentStatus(
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
    serveEndpoint(webhook, receiveStripeWebhook, { access: 'public' }, async (request) => {
      const signature = request.headers['stripe-signature'];
      await handleStripeWebhook(
        {
          db: deps.db,
          clock: deps.clock,
          appUrl: deps.appUrl,
          appName: deps.appName,
          log: request.log,
          stripe: deps.stripe,
          supportEmail: deps.supportEmail,
          webhookSecret: deps.webhookSecret,
        },
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const };
    });
  });
}
