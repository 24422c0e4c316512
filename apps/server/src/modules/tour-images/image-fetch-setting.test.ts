import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('IMAGE_FETCH_ALLOW_LOOPBACK', () => {
  it('is off unless set, and may be set for tests and development', () => {
    expect(loadConfig({}).imageFetchAllowLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', IMAGE_FETCH_ALLOW_LOOPBACK: 'true' }).imageFetchAllowLoopback).toBe(true);
  });

  it('stops a production start', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'a-production-secret-value' };
    expect(loadConfig(production).imageFetchAllowLoopback).toBe(false);
    expect(() => loadConfig({ ...production, IMAGE_FETCH_ALLOW_LOOPBACK: 'true' })).toThrowError(ConfigError);
    expect(() => loadConfig({ ...production, IMAGE_FETCH_ALLOW_LOOPBACK: 'true' })).toThrowError(
      /IMAGE_FETCH_ALLOW_LOOPBACK: not allowed in production/,
    );
  });
});
