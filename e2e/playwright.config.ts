import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { STRIPE_PEER } from './fixtures/stripe-peer';
import type { TAppServers } from './fixtures/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// A fresh embedded database for every run: tests own their data.
const DATA_DIR = path.join(os.tmpdir(), `tour-e2e-${Date.now()}`);

// Two workers on two cores, each on a server and database of its own (fixtures/test.ts).
const WORKERS = 2;
// The second worker's server; the first is on PORT.
const SECOND_PORT = PORT + 3;
const SECOND_BASE_URL = `http://localhost:${SECOND_PORT}`;

// A server with Stripe configured, talking to the local Stripe peer instead of Stripe's API.
const STRIPE_PORT = PORT + 1;
const STRIPE_BASE_URL = `http://localhost:${STRIPE_PORT}`;
const STRIPE_TESTS = '**/*-stripe.spec.ts';

/** The product's server on `port`, on a fresh embedded database, with `env` on top of the test settings. */
function appServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  const baseUrl = `http://localhost:${port}`;
  return {
    // The built server (`npm run test:e2e` builds first): it serves the built web app and its server renderer anyway,
    // and starts without compiling its TypeScript again, three times over on two cores.
    command: 'node --enable-source-maps apps/server/dist/main.js',
    cwd: '..',
    url: `${baseUrl}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Many sign-ins a minute from one address: the limit itself is tested in the server's tests.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      // Tour images given by URL may come from this machine (a page of the test or the server itself).
      IMAGE_FETCH_ALLOW_LOOPBACK: 'true',
      ...env,
    },
  };
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig<object, TAppServers>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // The longest journeys (an administrator previewing every tab of a tour, then approving it) took 30 s on a quiet
  // machine and passed 60 s on a busy one: the limit is for a test that hangs, not for a slow day.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // DOM snapshots for a failure's trace, without its screencast: the screenshots made Chromium use half as much
    // CPU again on two cores shared by two workers and their servers. CI keeps only its log, so it records none.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: STRIPE_TESTS, use: { ...chromium, appServers: [BASE_URL, SECOND_BASE_URL] } },
    // One Stripe-configured server, so one worker at a time on it.
    { name: 'stripe', testMatch: STRIPE_TESTS, workers: 1, use: { ...chromium, baseURL: STRIPE_BASE_URL } },
  ],
  webServer: [
    appServer(PORT, DATA_DIR),
    appServer(SECOND_PORT, `${DATA_DIR}-second`),
    {
      command: 'node_modules/.bin/tsx apps/server/src/testing/run-local-stripe-peer.ts',
      cwd: '..',
      // The peer answers 401 without its key, which Playwright counts as up.
      url: `${STRIPE_PEER.url}/v1/payment_intents`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STRIPE_PEER_PORT: String(STRIPE_PEER.port),
        STRIPE_SECRET_KEY: STRIPE_PEER.secretKey,
        STRIPE_WEBHOOK_URL: `${STRIPE_BASE_URL}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: STRIPE_PEER.webhookSecret,
      },
    },
    appServer(STRIPE_PORT, `${DATA_DIR}-stripe`, {
      STRIPE_SECRET_KEY: STRIPE_PEER.secretKey,
      STRIPE_PUBLISHABLE_KEY: STRIPE_PEER.publishableKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_PEER.webhookSecret,
      STRIPE_API_URL: STRIPE_PEER.url,
    }),
  ],
});
