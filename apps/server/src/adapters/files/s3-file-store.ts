import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { TS3Config } from '../../config';
import { assertFileKey, type TFileStore } from './file-store';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, ...), so every instance serves every file.
 * Objects are private: they are written without an ACL and read only by the server, which checks who
 * may see them before it streams them (DESIGN decision 6).
 */
export function createS3FileStore(config: TS3Config): TFileStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // A slow store fails the request that needed it instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
    // Checksums only where S3 requires them: newer SDKs otherwise send aws-chunked bodies with CRC
    // trailers, which several S3-compatible stores (and the s3rver peer in the tests) do not accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = config.bucket;
  return {
    description: `S3 bucket ${bucket} at ${config.endpoint}`,
    shared: true,
    async put(key, bytes) {
      assertFileKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    },
    async get(key) {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      assertFileKey(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close() {
      client.destroy();
    },
  };
}
