import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TS3Config } from '../config';

type TS3rver = {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};
type TS3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string }>;
};

// s3rver is CommonJS without types; this is the part of its API the tests use.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: TS3rverOptions) => TS3rver;

/**
 * A real S3-compatible server (s3rver) on loopback with one empty bucket, storing objects in a
 * temporary directory; `config` is what S3_* would be set to. s3rver checks request signatures
 * against its fixed credentials S3RVER / S3RVER.
 */
export async function startS3Peer(bucket = 'test-files') {
  const directory = mkdtempSync(path.join(tmpdir(), 's3-peer-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: TS3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const env = {
    S3_ENDPOINT: config.endpoint,
    S3_BUCKET: bucket,
    S3_REGION: config.region,
    S3_ACCESS_KEY_ID: config.accessKeyId,
    S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    config,
    env,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
