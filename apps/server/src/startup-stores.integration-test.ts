/**
 * What a server process says about its stores at start: on PostgreSQL in production it warns when
 * rate limits or files are per instance, and it refuses to start when REDIS_URL does not answer.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_POSTGRES_URL } from '@tour/db/testing';
import { startS3Peer } from './testing/s3-peer';
import {
  freePort,
  startInstance,
  stopInstance,
  type TInstance,
  waitFor,
  waitForHealth,
  runAdminStatement,
} from './testing/server-process';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE_LIMIT_WARNING = 'Rate limits are per instance: REDIS_URL is not set';
const FILES_WARNING = 'Files are per instance: S3_* is not set';

describe('start-up: the stores in use', () => {
  const databaseName = `test_startup_${randomBytes(6).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: 'a-test-secret-of-enough-length',
    LOG_LEVEL: 'info',
    DATABASE_URL: url.toString(),
    SEED_DEMO_DATA: 'false',
  };
  const started: TInstance[] = [];
  let s3: Awaited<ReturnType<typeof startS3Peer>>;

  const admin = (statement: string) => runAdminStatement(ADMIN_URL, statement);

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${databaseName}"`);
    s3 = await startS3Peer('startup');
  });
  afterAll(async () => {
    for (const instance of started) {
      await stopInstance(instance);
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await s3?.close();
  });

  const start = async (name: string, env: Record<string, string>) => {
    const instance = startInstance(name, await freePort(), env);
    started.push(instance);
    return instance;
  };

  it('in production on PostgreSQL without Redis and S3, warns that rate limits and files are per instance', async () => {
    const instance = await start('per-instance stores', production);
    await waitForHealth(instance);
    const log = instance.output.join('');
    expect(log).toContain('rate limits: in memory (this instance only)');
    expect(log).toContain(`files: local directory ${instance.dataDir}/files`);
    expect(log).toContain(RATE_LIMIT_WARNING);
    expect(log).toContain(FILES_WARNING);
    expect(await stopInstance(instance)).toBe(0);
  });

  it('with REDIS_URL and S3_* set, names them and does not warn', async () => {
    const instance = await start('shared stores', { ...production, REDIS_URL, ...s3.env });
    await waitForHealth(instance);
    const log = instance.output.join('');
    expect(log).toContain('rate limits: Redis at redis://127.0.0.1:6379/0, keys tour:rate-limit:*');
    expect(log).toContain(`files: S3 bucket startup at ${s3.config.endpoint}`);
    expect(log).not.toContain(RATE_LIMIT_WARNING);
    expect(log).not.toContain(FILES_WARNING);
    expect(await stopInstance(instance)).toBe(0);
  });

  it('stops with one clear line when REDIS_URL does not answer', async () => {
    const closedPort = await freePort();
    const instance = await start('unreachable Redis', {
      ...production,
      REDIS_URL: `redis://:not-to-be-logged@127.0.0.1:${closedPort}/0`,
    });
    const code = await waitFor('the process to exit', async () => instance.child.exitCode ?? undefined, 30_000);
    expect(code).toBe(1);
    const log = instance.output.join('');
    expect(log).toContain(`Cannot reach Redis at redis://127.0.0.1:${closedPort}/0 (REDIS_URL)`);
    expect(log).not.toContain('not-to-be-logged');
  });
});
