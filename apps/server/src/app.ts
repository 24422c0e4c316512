import { createHash } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { TDb } from '@tour/db';
import type { ZodType } from 'zod';
import { MAX_ENCODED_PARAM_LENGTH, MESSAGES } from '@tour/shared';
import type { TClock } from './clock';
import type { TConfig } from './config';
import { registerAccessControl } from './http/access';
import { serializeAnswer } from './http/endpoint-route';
import { AppError } from './http/app-error';
import { handleFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerPrivateByDefault } from './http/http-caching';
import { createResponseCache } from './http/response-cache';
import { createRenderedPageCache } from './http/rendered-pages';
import { siteIndexRoutes } from './modules/site-index/site-index.routes';
import { registerWebApp } from './http/web-app';
import { accountRoutes } from './modules/account/account.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { authenticate } from './modules/auth/auth.service';
import { SESSION_COOKIE } from './modules/auth/session-cookie';
import { bookingSessionRoutes } from './modules/booking-sessions/booking-sessions.routes';
import { bookingRoutes } from './modules/bookings/bookings.routes';
import { bookingAccessRoutes } from './modules/booking-access/booking-access.routes';
import { refundsRoutes } from './modules/refunds/refunds.routes';
import { receiptRoutes } from './modules/receipts/receipts.routes';
import { FIND_ANSWER_FLOOR_MS } from './modules/booking-access/booking-access.service';
import { bookingPaymentRoutes } from './modules/payments/booking-payments.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { adminBookingsRoutes } from './modules/admin-bookings/admin-bookings.routes';
import { transferVerificationRoutes } from './modules/transfer-verification/transfer-verification.routes';
import { createFileStore } from './adapters/files/create-file-store';
import type { TFileStore } from './adapters/files/file-store';
import { openRateLimitStore, type TRateLimitStore } from './adapters/rate-limit/rate-limit-store';
import { createStripeProvider } from './adapters/payments/stripe-provider';
import { createFlightSchedule } from './adapters/flights/flight-schedule';
import { flightRoutes } from './modules/flights/flights.routes';
import { invitationRoutes } from './modules/invitations/invitations.routes';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { languageRoutes } from './modules/languages/languages.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { systemRoutes } from './modules/system/system.routes';
import { testSupportRoutes } from './modules/test-support/test-support.routes';
import { companyManagementRoutes } from './modules/company-management/company-management.routes';
import { licenceReviewRoutes } from './modules/licence-watch/licence-watch.routes';
import { tourRoutes } from './modules/tours/tours.routes';
import { createCatalogueReadModel } from './modules/tours/tours.service';
import { tourModerationRoutes } from './modules/tour-moderation/tour-moderation.routes';
import { tourEditingRoutes } from './modules/tour-editing/tour-editing.routes';
import { auditLogRoutes } from './modules/audit/audit-log.routes';
import { tourSubmissionRoutes } from './modules/tour-submissions/tour-submissions.routes';
import { tourImageRoutes } from './modules/tour-images/tour-images.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { tourManagementRoutes } from './modules/tour-management/tour-management.routes';
import { tourContentRoutes } from './modules/tour-content/tour-content.routes';
import { companyRegistrationRoutes } from './modules/company-registration/company-registration.routes';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes';
import { createLicenceQrReader } from './modules/company-registration/licence-qr';
import { createQrReader } from './adapters/qr/qr-reader';
import { createSlipVerifier } from './adapters/slips/create-slip-verifier';
import { createLicenceRegistry } from './adapters/licence-registry/create-licence-registry';
import { createEmbeddedContentGenerator, type TContentGenerator } from './adapters/content/content-generator';

/** How long a rendered page is kept while the catalogue does not change (CATALOGUE_CACHE_MS=0 keeps none). */
const RENDERED_PAGE_TTL_MS = 60_000;

export type TAppDeps = {
  config: TConfig;
  db: TDb;
  databaseKind: 'pglite' | 'postgres';
  clock: TClock;
  logger?: FastifyServerOptions['logger'];
  /** The file store; made from `config` when absent. The app closes it when it closes. */
  files?: TFileStore;
  /** Where rate-limit counters live; made from `config` when absent. The app closes it when it closes. */
  rateLimitStore?: TRateLimitStore;
  /** Fills a tour's missing gallery and itinerary; the embedded generator when absent. */
  contentGenerator?: TContentGenerator;
};

/** Stripe's published Content-Security-Policy sources for Stripe.js, Elements and 3-D Secure. */
const STRIPE_CSP_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export async function buildApp(deps: TAppDeps) {
  const { config, db, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // Only behind a proxy that sets X-Forwarded-For: otherwise a client could pick its own address and escape the rate limits.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { maxParamLength: MAX_ENCODED_PARAM_LENGTH },
    frameworkErrors: handleFrameworkError,
  });
  // Every route declares its params, query and body with the shared zod schemas (`schema`).
  app.setValidatorCompiler(validatorCompiler);
  // Answers go out through their endpoint's response schema (http/endpoint-route.ts).
  const strictAnswers = config.env !== 'production';
  app.setSerializerCompiler(
    ({ schema }) =>
      (data) =>
        serializeAnswer(schema as ZodType, data, { strict: strictAnswers }),
  );

  // With Stripe configured, Stripe.js and its card and 3-D Secure frames come from Stripe's hosts.
  const stripe = config.stripe ? STRIPE_CSP_SOURCES : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...stripe.script],
        frameSrc: ["'self'", ...stripe.frame],
        connectSrc: ["'self'", ...stripe.connect],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.appUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Before compression, which turns the answer into a stream that can no longer be hashed.
  // SHA-1 in native code, as the response cache's precomputed tags (the library's fnv1a option is deprecated).
  await app.register(etag, { hashFn: (payload) => createHash('sha1').update(payload).digest('base64url') });
  registerPrivateByDefault(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Counters in Redis when REDIS_URL is set (shared by every instance), else in this process's memory.
  const rateLimitStore = deps.rateLimitStore ?? (await openRateLimitStore(config, app.log));
  app.addHook('onClose', () => rateLimitStore.close());
  await app.register(rateLimit, {
    global: false,
    ...rateLimitStore.pluginOptions,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', MESSAGES.tooManyRequests),
  });
  registerErrorHandler(app);

  const authDeps = { db, clock, appUrl: config.appUrl, appName: config.appName };
  registerAccessControl(app, {
    env: config.env,
    sessionCookie: SESSION_COOKIE,
    authenticate: (token, options) => authenticate(authDeps, token, options),
  });

  await app.register(systemRoutes, { db, config, databaseKind: deps.databaseKind });
  await app.register(authRoutes, {
    ...authDeps,
    secureCookies: config.appUrl.startsWith('https://'),
    rateLimitPerMinute: config.authRateLimitPerMinute,
  });
  await app.register(invitationRoutes, {
    ...authDeps,
    secret: config.appSecret,
    writeLimit: config.writeRateLimitPerMinute,
  });
  await app.register(mailboxRoutes, { db });
  const catalogueCache = createResponseCache({
    ttlMs: config.catalogueCacheMs,
    maxEntries: 5000,
    strict: strictAnswers,
  });
  // Searches vary far more than the list and tour pages: a cache of their own, so that they never crowd those out.
  const searchCache = createResponseCache({ ttlMs: config.catalogueCacheMs, maxEntries: 5000, strict: strictAnswers });
  // The catalogue's read model empties them whenever a change reaches it, whichever instance wrote it.
  const readModel = createCatalogueReadModel({
    db,
    databaseKind: deps.databaseKind,
    clock,
    thbPerUsd: config.thbPerUsd,
    log: app.log,
  });
  // Rendered public pages (decision 35), within 64 MB (a tour's page is some 50 kB). The catalogue's changes empty it
  // at once; a tour's gallery, which they do not announce, is the 'content' freshness of its own answer: a minute.
  const renderedPages = createRenderedPageCache({ ttlMs: RENDERED_PAGE_TTL_MS, maxBytes: 64 * 1024 * 1024 });
  readModel.onChange(() => {
    catalogueCache.clear();
    searchCache.clear();
    renderedPages.clear();
  });
  app.addHook('onClose', () => readModel.close());
  // A served instance reads the catalogue before it answers, so its first visitors do not wait for it (seconds at
  // 100,000 tours); tests build apps that may never read it.
  if (config.env !== 'test') {
    app.addHook('onReady', async () => {
      await readModel.current();
    });
  }
  await app.register(tourRoutes, { db, readModel, cache: catalogueCache, searchCache });
  await app.register(siteIndexRoutes, { db, appUrl: config.appUrl });
  const writeLimit = config.writeRateLimitPerMinute;
  await app.register(newsletterRoutes, { db, clock, writeLimit });
  await app.register(languageRoutes, { db, clock, secureCookies: config.appUrl.startsWith('https://'), writeLimit });
  // Amadeus when AMADEUS_* is set, else (and whenever it fails) the built-in sample schedule (decision 7).
  const schedule = createFlightSchedule({ amadeus: config.amadeus, clock, log: app.log });
  await app.register(flightRoutes, { schedule, writeLimit });
  await app.register(bookingSessionRoutes, {
    db,
    clock,
    secureCookies: config.appUrl.startsWith('https://'),
    writeLimit,
  });
  const paymentDeps = {
    db,
    clock,
    appUrl: config.appUrl,
    appName: config.appName,
    secret: config.appSecret,
    promptPayId: config.promptPayId,
    thbPerUsd: config.thbPerUsd,
    // Stripe when both keys are configured; otherwise the embedded test-mode provider (decision 0005).
    stripe: config.stripe
      ? { provider: createStripeProvider(config.stripe), publishableKey: config.stripe.publishableKey }
      : null,
    log: app.log,
    supportEmail: config.supportEmail,
  };
  await app.register(paymentRoutes, {
    ...paymentDeps,
    bankDetails: config.bankDetails,
    webhookSecret: config.stripeWebhookSecret,
    writeLimit,
  });
  await app.register(accountRoutes, {
    db,
    clock,
    appUrl: config.appUrl,
    appName: config.appName,
    stripe: paymentDeps.stripe,
    log: app.log,
    supportEmail: config.supportEmail,
  });
  await app.register(tourSubmissionRoutes, { db, clock, appUrl: config.appUrl, appName: config.appName, writeLimit });
  await app.register(tourModerationRoutes, { db, clock, appUrl: config.appUrl, appName: config.appName, writeLimit });
  await app.register(tourEditingRoutes, { db, clock, appUrl: config.appUrl, appName: config.appName, writeLimit });
  await app.register(auditLogRoutes, { db });
  await app.register(accountsRoutes, {
    ...authDeps,
    supportEmail: config.supportEmail,
    writeLimit,
    reauthLimitPerMinute: config.authRateLimitPerMinute,
  });
  // Every stored file goes through one store: the S3 bucket when S3_* is set, else FILES_DIR.
  const files = deps.files ?? createFileStore(config);
  app.addHook('onClose', async () => files.close());
  // One QR reader (at most two scans at once) for every upload read by its QR: payment slips and licences.
  const qrReader = createQrReader();
  app.addHook('onClose', async () => qrReader.close());
  // A hosted slip verification service when SLIP_VERIFIER=http, else the QR's shape only (decision 33).
  const slipVerifier = createSlipVerifier(config);
  await app.register(bookingRoutes, { db, clock, appUrl: config.appUrl, appName: config.appName, writeLimit });
  await app.register(receiptRoutes, { db, clock, appName: config.appName, writeLimit });
  await app.register(bookingPaymentRoutes, {
    db,
    clock,
    appUrl: config.appUrl,
    appName: config.appName,
    log: app.log,
    files,
    qrReader,
    slipVerifier,
    writeLimit,
  });
  await app.register(adminBookingsRoutes, { db, clock, appUrl: config.appUrl, appName: config.appName, writeLimit });
  await app.register(transferVerificationRoutes, {
    db,
    clock,
    appUrl: config.appUrl,
    appName: config.appName,
    files,
    writeLimit,
  });
  await app.register(bookingAccessRoutes, {
    db,
    clock,
    appUrl: config.appUrl,
    appName: config.appName,
    stripe: paymentDeps.stripe,
    log: app.log,
    supportEmail: config.supportEmail,
    findAnswerFloorMs: FIND_ANSWER_FLOOR_MS,
    writeLimit,
  });
  await app.register(refundsRoutes, {
    db,
    clock,
    appUrl: config.appUrl,
    appName: config.appName,
    stripe: paymentDeps.stripe,
    log: app.log,
    supportEmail: config.supportEmail,
    files,
  });
  await app.register(tourImageRoutes, {
    db,
    clock,
    files,
    allowLoopbackFetch: config.imageFetchAllowLoopback,
    appName: config.appName,
    writeLimit,
  });
  await app.register(reviewRoutes, { db, clock, files, appUrl: config.appUrl, appName: config.appName, writeLimit });
  const generator = deps.contentGenerator ?? createEmbeddedContentGenerator();
  await app.register(tourContentRoutes, { db, clock, files, generator, log: app.log, writeLimit });
  await app.register(tourManagementRoutes, { ...authDeps, files, writeLimit });
  // The HTTP licence registry when LICENCE_REGISTRY_URL is set, else the embedded sample licences (decision 8).
  const registry = createLicenceRegistry(config, clock);
  await app.register(companyRegistrationRoutes, {
    ...authDeps,
    files,
    registry,
    qrReader: createLicenceQrReader(qrReader),
    writeLimit,
  });
  await app.register(companyManagementRoutes, { db, clock, writeLimit });
  await app.register(dashboardRoutes, { db, clock, thbPerUsd: config.thbPerUsd });
  await app.register(licenceReviewRoutes, { db, clock, appUrl: config.appUrl, appName: config.appName, writeLimit });
  if (config.env === 'test') {
    await app.register(testSupportRoutes, {
      db,
      clock,
      appUrl: config.appUrl,
      appName: config.appName,
      secret: config.appSecret,
    });
  }

  await registerWebApp(app, config.webDistDir, {
    serveSourceMaps: config.env !== 'production',
    // The company behind the brand is the one travellers pay: the bank payee (BANK_ACCOUNT_NAME).
    brand: { appName: config.appName, legalEntity: config.bankDetails.accountName },
    rendering: {
      appUrl: config.appUrl,
      cache: config.catalogueCacheMs > 0 ? renderedPages : null,
      catalogueRead: () => readModel.current(),
    },
  });
  return app;
}
