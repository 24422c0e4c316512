import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.url({ message: 'must be an absolute URL such as http://localhost:3000' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  FILES_DIR: z.string().min(1).optional(),
  SEED_DEMO_DATA: booleanFlag.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  APP_NAME: z
    .string()
    .regex(/^[^\p{Cc}<>"]{1,40}$/u, 'must be 1 to 40 characters without control characters, < > or "')
    .default('Wanderway'),
  MAIL_FROM: z.string().min(3).optional(),
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  SUPPORT_PHONE: z.string().min(3).default('+66 2 123 4567'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  WEB_DIST_DIR: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_\w+$/, 'must start with sk_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_\w+$/, 'must start with pk_')
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  BANK_NAME: z.string().min(1).default('Kasikornbank'),
  BANK_ACCOUNT_NAME: z.string().min(1).optional(),
  BANK_ACCOUNT_NUMBER: z.string().min(1).default('123-4-56789-0'),
  BANK_SWIFT: z
    .string()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'must be an 8 or 11 character SWIFT code')
    .default('KASITHBK'),
  PROMPTPAY_ID: z
    .string()
    .regex(/^(\d{10}|\d{13}|\d{15})$/, 'must be a 10-digit mobile number, a 13-digit tax id or a 15-digit e-wallet id')
    .default('0812345678'),
  THB_PER_USD: z.coerce.number().positive().default(35),
  APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TRUST_PROXY: booleanFlag.default(false),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/]/, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits or . _ : -')
    .default('tour:'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 lowercase letters, digits, . or -)')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as us-east-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  IMAGE_FETCH_ALLOW_LOOPBACK: booleanFlag.default(false),
  AMADEUS_CLIENT_ID: z.string().min(1).optional(),
  AMADEUS_CLIENT_SECRET: z.string().min(1).optional(),
  AMADEUS_BASE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL such as https://test.api.amadeus.com' })
    .optional(),
  AMADEUS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  LICENCE_REGISTRY_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL of the licence registry' })
    .optional(),
  LICENCE_REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SLIP_VERIFIER: z.enum(['embedded', 'http'], { message: 'must be embedded or http' }).default('embedded'),
  SLIP_VERIFIER_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL of the slip verification service' })
    .optional(),
  SLIP_VERIFIER_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  SLIP_VERIFIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  /** The one brand a traveller sees (DESIGN decision 29): header, titles, e-mails, receipts, bank payee. */
  appName: string;
  host: string;
  port: number;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  databaseDir: string;
  filesDir: string;
  /** Shared store of rate-limit counters; null keeps them in this process's memory. */
  redis: { url: string; keyPrefix: string } | null;
  /** S3-compatible file store; null keeps files under `filesDir` on this machine. */
  s3: TS3Config | null;
  seedDemoData: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  supportPhone: string;
  authRateLimitPerMinute: number;
  writeRateLimitPerMinute: number;
  logLevel: string;
  catalogueCacheMs: number;
  trustProxy: boolean;
  stripeWebhookSecret: string | null;
  /** The real Stripe provider; null runs the embedded test-mode provider. */
  stripe: { secretKey: string; publishableKey: string; apiUrl: string | null } | null;
  /** The Amadeus flight schedule service; null answers every flight lookup from the built-in sample schedule. */
  amadeus: TAmadeusConfig | null;
  /** An HTTP licence registry; null looks licences up in the embedded sample registry. */
  licenceRegistry: { baseUrl: string; timeoutMs: number } | null;
  /** A hosted slip verification service; null checks a slip's mini QR by its shape only (embedded). */
  slipVerifier: { baseUrl: string; apiKey: string; timeoutMs: number } | null;
  bankDetails: { bankName: string; accountName: string; accountNumber: string; swift: string };
  promptPayId: string;
  thbPerUsd: number;
  appSecret: string;
  webDistDir: string;
  /** Tests only: tour images may be fetched by URL from this machine (loopback), never from other private addresses. */
  imageFetchAllowLoopback: boolean;
};

export type TS3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type TAmadeusConfig = { clientId: string; clientSecret: string; baseUrl: string; timeoutMs: number };

const AMADEUS_REQUIRED = ['AMADEUS_CLIENT_ID', 'AMADEUS_CLIENT_SECRET', 'AMADEUS_BASE_URL'] as const;

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export class ConfigError extends Error {}

/** Reads the environment once at start; any wrong value stops the process with one line per problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): TConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ZEnvironment.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    problems.push('  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: set both or neither');
  }
  if (env.NODE_ENV === 'production' && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push('  STRIPE_WEBHOOK_SECRET: required in production when Stripe is configured');
  }
  const s3Set = S3_REQUIRED.filter((name) => env[name] !== undefined);
  if (s3Set.length > 0 && s3Set.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((name) => env[name] === undefined);
    problems.push(`  ${missing.join(', ')}: missing; set all of ${S3_REQUIRED.join(', ')} or none`);
  } else if (s3Set.length === 0 && env.S3_FORCE_PATH_STYLE !== undefined) {
    problems.push(`  S3_FORCE_PATH_STYLE: set only with ${S3_REQUIRED.join(', ')}`);
  }
  if (env.NODE_ENV === 'production' && env.IMAGE_FETCH_ALLOW_LOOPBACK) {
    problems.push(
      '  IMAGE_FETCH_ALLOW_LOOPBACK: not allowed in production (it is for tests that serve images locally)',
    );
  }
  const amadeusSet = AMADEUS_REQUIRED.filter((name) => env[name] !== undefined);
  if (amadeusSet.length > 0 && amadeusSet.length < AMADEUS_REQUIRED.length) {
    const missing = AMADEUS_REQUIRED.filter((name) => env[name] === undefined);
    problems.push(`  ${missing.join(', ')}: missing; set all of ${AMADEUS_REQUIRED.join(', ')} or none`);
  }
  if (env.SLIP_VERIFIER === 'http') {
    const missing = (['SLIP_VERIFIER_URL', 'SLIP_VERIFIER_API_KEY'] as const).filter((name) => !env[name]);
    if (missing.length > 0) problems.push(`  ${missing.join(', ')}: required when SLIP_VERIFIER=http`);
  } else if (env.SLIP_VERIFIER_URL || env.SLIP_VERIFIER_API_KEY) {
    problems.push('  SLIP_VERIFIER_URL, SLIP_VERIFIER_API_KEY: set only with SLIP_VERIFIER=http');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const dataDir = path.resolve(env.DATA_DIR);
  const brandDomain = `${
    env.APP_NAME.toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'tours'
  }.example`;
  return {
    env: env.NODE_ENV,
    appName: env.APP_NAME,
    host: env.HOST,
    port: env.PORT,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    dataDir,
    databaseDir: path.join(dataDir, 'db'),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
          }
        : null,
    // Demo accounts never appear on a real PostgreSQL unless asked for explicitly.
    seedDemoData: env.SEED_DEMO_DATA ?? env.DATABASE_URL === undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.APP_NAME} <no-reply@${brandDomain}>`,
    supportEmail: env.SUPPORT_EMAIL ?? `support@${brandDomain}`,
    supportPhone: env.SUPPORT_PHONE,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    writeRateLimitPerMinute: env.WRITE_RATE_LIMIT_PER_MINUTE,
    logLevel: env.LOG_LEVEL,
    catalogueCacheMs: env.CATALOGUE_CACHE_MS,
    trustProxy: env.TRUST_PROXY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            apiUrl: env.STRIPE_API_URL ?? null,
          }
        : null,
    amadeus:
      env.AMADEUS_CLIENT_ID && env.AMADEUS_CLIENT_SECRET && env.AMADEUS_BASE_URL
        ? {
            clientId: env.AMADEUS_CLIENT_ID,
            clientSecret: env.AMADEUS_CLIENT_SECRET,
            baseUrl: env.AMADEUS_BASE_URL.replace(/\/+$/, ''),
            timeoutMs: env.AMADEUS_TIMEOUT_MS,
          }
        : null,
    licenceRegistry: env.LICENCE_REGISTRY_URL
      ? { baseUrl: env.LICENCE_REGISTRY_URL.replace(/\/+$/, ''), timeoutMs: env.LICENCE_REGISTRY_TIMEOUT_MS }
      : null,
    slipVerifier:
      env.SLIP_VERIFIER === 'http' && env.SLIP_VERIFIER_URL && env.SLIP_VERIFIER_API_KEY
        ? {
            baseUrl: env.SLIP_VERIFIER_URL.replace(/\/+$/, ''),
            apiKey: env.SLIP_VERIFIER_API_KEY,
            timeoutMs: env.SLIP_VERIFIER_TIMEOUT_MS,
          }
        : null,
    bankDetails: {
      bankName: env.BANK_NAME,
      accountName: env.BANK_ACCOUNT_NAME ?? `${env.APP_NAME} Co., Ltd.`,
      accountNumber: env.BANK_ACCOUNT_NUMBER,
      swift: env.BANK_SWIFT,
    },
    promptPayId: env.PROMPTPAY_ID,
    thbPerUsd: env.THB_PER_USD,
    appSecret: env.APP_SECRET ?? requireSecretOutsideProduction(env.NODE_ENV),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '../../web/dist'),
    imageFetchAllowLoopback: env.IMAGE_FETCH_ALLOW_LOOPBACK,
  };
}

/** Production must set APP_SECRET; elsewhere a fixed development value keeps `npm start` zero-config. */
function requireSecretOutsideProduction(env: string): string {
  if (env === 'production')
    throw new ConfigError('Invalid configuration:\n  APP_SECRET: required in production (at least 16 characters)');
  return 'development-only-secret-not-for-production';
}
