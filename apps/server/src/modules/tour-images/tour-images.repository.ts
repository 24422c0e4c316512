import { and, eq, ne } from 'drizzle-orm';
import { imageUploads, type TImageUploadPurpose } from '@tour/db';
import type { TTourImageContentType } from '@tour/shared';
import type { TExecutor } from '../../db';

export type TNewImageUpload = {
  id: string;
  userId: string | null;
  purpose: TImageUploadPurpose;
  fileKey: string;
  contentType: TTourImageContentType;
  width: number;
  height: number;
  sizeBytes: number;
  sourceUrl: string | null;
  createdAt: Date;
};

export async function insertImageUpload(db: TExecutor, row: TNewImageUpload): Promise<void> {
  await db.insert(imageUploads).values(row);
}

/** A tour image; review photos are served by the reviews module, only while their review is published. */
export async function findImageUpload(db: TExecutor, id: string) {
  const [row] = await db
    .select({ fileKey: imageUploads.fileKey, contentType: imageUploads.contentType })
    .from(imageUploads)
    .where(and(eq(imageUploads.id, id), ne(imageUploads.purpose, 'review')));
  return row ?? null;
}
