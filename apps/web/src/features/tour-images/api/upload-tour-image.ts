import type { TErrorBody, TStoredTourImage, TTourImagePurpose } from '@tour/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * POST /api/tour-images as multipart/form-data: the `purpose` (gallery or thumbnail) and the `file`.
 * The server checks the bytes, re-encodes the image and answers where it is served.
 */
export async function uploadTourImage(file: File, purpose: TTourImagePurpose): Promise<TStoredTourImage> {
  const body = new FormData();
  body.set('purpose', purpose);
  body.set('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/tour-images', {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'Network error occurred' });
  }
  if (!response.ok) {
    let error: Partial<TErrorBody['error']> | undefined;
    try {
      error = ((await response.json()) as Partial<TErrorBody>).error;
    } catch {
      error = undefined;
    }
    throw new ApiError({
      code: error?.code ?? 'UNKNOWN',
      status: response.status,
      message: error?.message ?? `Request failed (${response.status})`,
      fields: error?.fields,
    });
  }
  return (await response.json()) as TStoredTourImage;
}
