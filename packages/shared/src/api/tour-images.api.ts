import { z } from 'zod';
import { TOUR_IMAGE_CONTENT_TYPES, ZImageFromUrlRequest, ZImageUploadFields, ZTourImageParams } from '../tour-images';
import { defineEndpoint } from './endpoint';

/** The server's answer to an upload or a fetch by URL. `url` is where the stored image is served. */
const ZStoredTourImage = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  sizeBytes: z.number(),
  contentType: z.enum(TOUR_IMAGE_CONTENT_TYPES),
});
export type TStoredTourImage = z.infer<typeof ZStoredTourImage>;

/** 201. Multipart: the `purpose` (gallery or thumbnail) and the `file`; the server checks and re-encodes it. */
export const uploadTourImage = defineEndpoint({
  method: 'POST',
  path: '/api/tour-images',
  multipart: ZImageUploadFields,
  response: ZStoredTourImage,
});

/** 201. The server fetches the image itself (never from a private address) and stores it like an upload. */
export const importTourImage = defineEndpoint({
  method: 'POST',
  path: '/api/tour-images/from-url',
  body: ZImageFromUrlRequest,
  response: ZStoredTourImage,
});

/** The stored image's bytes, cacheable for a year (an id always names the same bytes); public. */
export const getTourImageFile = defineEndpoint({
  method: 'GET',
  path: '/api/tour-images/:id',
  params: ZTourImageParams,
  response: null,
});
