import type { TStoredTourImage, TTourImagePurpose } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callMultipartEndpoint } from '../../../lib/post-multipart';

/**
 * POST /api/tour-images as multipart/form-data: the `purpose` (gallery or thumbnail) and the `file`.
 * The server checks the bytes, re-encodes the image and answers where it is served.
 */
export function uploadTourImage(file: File, purpose: TTourImagePurpose): Promise<TStoredTourImage> {
  return callMultipartEndpoint(endpoints.uploadTourImage, {}, { fields: { purpose }, files: { file } });
}
