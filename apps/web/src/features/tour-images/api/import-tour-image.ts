import type { TImageFromUrlRequest, TStoredTourImage } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/tour-images/from-url: the server fetches the image itself and stores it like an upload. */
export function importTourImage(input: TImageFromUrlRequest): Promise<TStoredTourImage> {
  return api.post<TStoredTourImage>('/api/tour-images/from-url', input);
}
