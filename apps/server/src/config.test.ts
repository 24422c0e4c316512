import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      seedDemoData: true,
    });
    expect(config.databaseDir.endsWith('/data/db')).toBe(true);
    expect(config.filesDir.endsWith('/data/files')).toBe(true);
  });

  it('never seeds demo accounts on PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/tours' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/tours', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('names every wrong value', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    }
  });

  it('runs the test-mode provider unless both Stripe keys are set', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).stripe,
    ).toEqual({ secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', apiUrl: 'http://127.0.0.1:12111' });
  });

  it('refuses half a Stripe configuration, wrong key prefixes and a non-http API URL', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrowError(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: set both or neither',
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrowError(
      'STRIPE_SECRET_KEY: must start with sk_',
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrowError(
      'STRIPE_PUBLISHABLE_KEY: must start with pk_',
    );
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://stripe.local' })).toThrowError(
      'STRIPE_API_URL: must be an http:// or https:// URL',
    );
  });

  it('checks slips by their QR shape unless the hosted slip verifier is fully configured', () => {
    expect(loadConfig({}).slipVerifier).toBeNull();
    expect(
      loadConfig({
        SLIP_VERIFIER: 'http',
        SLIP_VERIFIER_URL: 'https://slips.example/api/',
        SLIP_VERIFIER_API_KEY: 'key-12345678',
      }).slipVerifier,
    ).toEqual({ baseUrl: 'https://slips.example/api', apiKey: 'key-12345678', timeoutMs: 5000 });
    expect(() => loadConfig({ SLIP_VERIFIER: 'http', SLIP_VERIFIER_URL: 'https://slips.example' })).toThrowError(
      'SLIP_VERIFIER_API_KEY: required when SLIP_VERIFIER=http',
    );
    expect(() => loadConfig({ SLIP_VERIFIER_URL: 'https://slips.example' })).toThrowError(
      'SLIP_VERIFIER_URL, SLIP_VERIFIER_API_KEY: set only with SLIP_VERIFIER=http',
    );
    expect(() => loadConfig({ SLIP_VERIFIER: 'bank' })).toThrowError('SLIP_VERIFIER: must be embedded or http');
    expect(() =>
      loadConfig({
        SLIP_VERIFIER: 'http',
        SLIP_VERIFIER_URL: 'ftp://slips.example',
        SLIP_VERIFIER_API_KEY: 'k-12345678',
      }),
    ).toThrowError('SLIP_VERIFIER_URL: must be an http:// or https:// URL');
  });

  it('requires the webhook secret in production when Stripe is configured', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-value',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
    };
    expect(() => loadConfig(production)).toThrowError(
      'STRIPE_WEBHOOK_SECRET: required in production when Stripe is configured',
    );
    expect(loadConfig({ ...production, STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripe?.secretKey).toBe('sk_live_abc');
  });
});
