import type { TImageFromUrlRequest, TStoredTourImage } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/tour-images/from-url: the server fetches the image itself and stores it like an upload. */
export function importTourImage(input: TImageFromUrlRequest): Promise<TStoredTourImage> {
  return callEndpoint(endpoints.importTourImage, { body: input });
}
