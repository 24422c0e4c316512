import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Peer } from '../../testing/s3-peer';
import { createFileStore } from './create-file-store';
import { createLocalFileStore, type TFileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

type TPeer = Awaited<ReturnType<typeof startS3Peer>>;

/** Two stores on the same place, as two server instances would have. */
type TPair = { first: TFileStore; second: TFileStore; close(): Promise<void> };

const implementations: Array<[string, () => Promise<TPair>]> = [
  [
    'local directory',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'file-store-'));
      return {
        first: createLocalFileStore(dir),
        second: createLocalFileStore(dir),
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3 (s3rver peer)',
    async () => {
      const peer = await startS3Peer();
      const first = createS3FileStore(peer.config);
      const second = createS3FileStore(peer.config);
      return {
        first,
        second,
        close: async () => {
          first.close();
          second.close();
          await peer.close();
        },
      };
    },
  ],
];

describe.each(implementations)('file store: %s', (_name, open) => {
  let pair: TPair;
  beforeAll(async () => {
    pair = await open();
  });
  afterAll(async () => {
    await pair.close();
  });

  it('returns exactly the bytes stored, to another instance on the same store too', async () => {
    const key = `payment-slips/${randomUUID()}/${randomUUID()}.pdf`;
    const bytes = randomBytes(300_000);
    await pair.first.put(key, bytes);
    expect((await pair.first.get(key))?.equals(bytes)).toBe(true);
    expect((await pair.second.get(key))?.equals(bytes)).toBe(true);
  });

  it('answers null for a key with no file, and removing is idempotent', async () => {
    const key = `payment-slips/${randomUUID()}.png`;
    expect(await pair.first.get(key)).toBeNull();
    await pair.first.put(key, Buffer.from('x'));
    await pair.second.remove(key);
    expect(await pair.first.get(key)).toBeNull();
    await expect(pair.first.remove(key)).resolves.toBeUndefined();
  });

  it('stores an empty file as empty, not as missing', async () => {
    const key = `empty/${randomUUID()}.bin`;
    await pair.first.put(key, Buffer.alloc(0));
    expect((await pair.second.get(key))?.length).toBe(0);
  });

  it('refuses keys the server could not have generated', async () => {
    for (const key of ['../etc/passwd', '/abs/file', 'a/../../b', 'a//b', '', 'a/./b', 'with space', 'a\\b']) {
      await expect(pair.first.put(key, Buffer.from('x')), key).rejects.toThrow('not a valid file key');
      await expect(pair.first.get(key), key).rejects.toThrow('not a valid file key');
      await expect(pair.first.remove(key), key).rejects.toThrow('not a valid file key');
    }
  });
});

describe('S3 file store failures', () => {
  let peer: TPeer;
  beforeAll(async () => {
    peer = await startS3Peer();
  });
  afterAll(async () => {
    await peer.close();
  });

  it('refused credentials are an error, never a missing file', async () => {
    const store = createS3FileStore({ ...peer.config, accessKeyId: 'NOT-A-KEY' });
    await expect(store.put(`k/${randomUUID()}.pdf`, Buffer.from('x'))).rejects.toThrow();
    await expect(store.get(`k/${randomUUID()}.pdf`)).rejects.toThrow();
    store.close();
  });

  it('a missing bucket is an error, never a missing file', async () => {
    const store = createS3FileStore({ ...peer.config, bucket: 'no-such-bucket' });
    await expect(store.get(`k/${randomUUID()}.pdf`)).rejects.toThrow();
    store.close();
  });

  it('createFileStore picks S3 when S3_* is configured and the directory otherwise', () => {
    const s3 = createFileStore({ s3: peer.config, filesDir: '/tmp/unused' });
    const local = createFileStore({ s3: null, filesDir: '/tmp/unused' });
    expect([s3.shared, s3.description]).toEqual([true, `S3 bucket test-files at ${peer.config.endpoint}`]);
    expect([local.shared, local.description]).toEqual([false, 'local directory /tmp/unused']);
    s3.close();
  });
});
