import type { TStoredTourImage, TTourImagePurpose } from '@tour/shared';
import { postMultipart } from '../../../lib/post-multipart';

/**
 * POST /api/tour-images as multipart/form-data: the `purpose` (gallery or thumbnail) and the `file`.
 * The server checks the bytes, re-encodes the image and answers where it is served.
 */
export async function uploadTourImage(file: File, purpose: TTourImagePurpose): Promise<TStoredTourImage> {
  const body = new FormData();
  body.set('purpose', purpose);
  body.set('file', file, file.name);
  return postMultipart<TStoredTourImage>('/api/tour-images', body);
}
