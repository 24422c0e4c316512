import { eq } from 'drizzle-orm';
import { imageUploads } from '@tour/db';
import type { TTourImageContentType, TTourImagePurpose } from '@tour/shared';
import type { TExecutor } from '../../db';

export type TNewImageUpload = {
  id: string;
  userId: string;
  purpose: TTourImagePurpose;
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

export async function findImageUpload(db: TExecutor, id: string) {
  const [row] = await db
    .select({ fileKey: imageUploads.fileKey, contentType: imageUploads.contentType })
    .from(imageUploads)
    .where(eq(imageUploads.id, id));
  return row ?? null;
}
