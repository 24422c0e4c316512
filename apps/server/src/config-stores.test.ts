import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const S3 = {
  S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
  S3_BUCKET: 'tour-files',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('loadConfig: shared stores', () => {
  it('keeps counters in memory and files in the local directory by default', () => {
    const config = loadConfig({});
    expect(config.redis).toBeNull();
    expect(config.s3).toBeNull();
  });

  it('reads REDIS_URL with a key prefix (default tour:)', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'tour:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'staging:' }).redis).toEqual({
      url: 'rediss://cache:6380',
      keyPrefix: 'staging:',
    });
  });

  it('names a wrong Redis URL or prefix', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrowError(
      'REDIS_URL: must be a redis:// or rediss:// URL',
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://cache', REDIS_KEY_PREFIX: 'has space' })).toThrowError(
      'REDIS_KEY_PREFIX: must be 1 to 64 letters',
    );
  });

  it('reads a complete S3 configuration, path-style off unless asked', () => {
    expect(loadConfig(S3).s3).toEqual({
      endpoint: S3.S3_ENDPOINT,
      bucket: 'tour-files',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it('refuses part of an S3 configuration, naming what is missing', () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = S3;
    expect(() => loadConfig(partial)).toThrowError(
      'S3_REGION, S3_SECRET_ACCESS_KEY: missing; set all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY or none',
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'true' })).toThrowError('S3_FORCE_PATH_STYLE: set only with');
  });

  it('names wrong S3 values one line each', () => {
    try {
      loadConfig({ ...S3, S3_ENDPOINT: 'ftp://x', S3_BUCKET: 'Bad_Bucket', S3_FORCE_PATH_STYLE: 'maybe' });
      expect.unreachable('a wrong configuration must not load');
    } catch (error) {
      const lines = (error as Error).message.split('\n').slice(1);
      expect(lines).toEqual([
        '  S3_ENDPOINT: must be an http:// or https:// URL',
        '  S3_BUCKET: must be an S3 bucket name (3-63 lowercase letters, digits, . or -)',
        '  S3_FORCE_PATH_STYLE: must be true or false',
      ]);
    }
  });
});
