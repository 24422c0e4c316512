import type { TConfig } from '../../config';
import { createLocalFileStore, type TFileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

/** The configured file store: the S3 bucket when `S3_*` is set, else the local directory `FILES_DIR`. */
export function createFileStore(config: Pick<TConfig, 's3' | 'filesDir'>): TFileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(config.filesDir);
}
