import { z } from 'zod';

/** Tour images (2-operator.md sections 5, 8 and 9): what may be uploaded and how it is optimised. */

export const TOUR_IMAGE_PURPOSES = ['gallery', 'thumbnail'] as const;
export type TTourImagePurpose = (typeof TOUR_IMAGE_PURPOSES)[number];

export const TOUR_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TTourImageContentType = (typeof TOUR_IMAGE_CONTENT_TYPES)[number];

export const TOUR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const GALLERY_MAX_IMAGES = 10;

/** Gallery: over 1 MB or over 1200 px on a side, it is scaled to 1200 px at quality 0.85. */
export const GALLERY_MAX_EDGE = 1200;
export const GALLERY_OPTIMISE_OVER_BYTES = 1024 * 1024;
export const GALLERY_QUALITY = 0.85;

/** Thumbnail: fitted to 400x300, quality 0.9 stepping down by 0.1 to 0.5 until it is under 1 MB. */
export const THUMBNAIL_BOX = { width: 400, height: 300 } as const;
export const THUMBNAIL_MAX_BYTES = 1024 * 1024;
export const THUMBNAIL_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5] as const;

/** A gallery image the spec leaves as it is is still re-encoded (to drop its metadata), close to its own quality. */
const GALLERY_KEEP_QUALITY = 0.92;

/**
 * How an image is stored: scaled to fit inside `fit` (never enlarged) when set, encoded in its own format
 * at the first of `qualities` that comes out under `maxBytes` (or the last one), qualities from 0 to 1.
 */
export type TImageEncodingPlan = {
  fit: { width: number; height: number } | null;
  qualities: readonly number[];
  maxBytes: number | null;
};

export function tourImageEncodingPlan(
  purpose: TTourImagePurpose,
  image: { sizeBytes: number; width: number; height: number },
): TImageEncodingPlan {
  if (purpose === 'thumbnail') {
    return { fit: THUMBNAIL_BOX, qualities: THUMBNAIL_QUALITIES, maxBytes: THUMBNAIL_MAX_BYTES };
  }
  const optimise =
    image.sizeBytes > GALLERY_OPTIMISE_OVER_BYTES || Math.max(image.width, image.height) > GALLERY_MAX_EDGE;
  return optimise
    ? { fit: { width: GALLERY_MAX_EDGE, height: GALLERY_MAX_EDGE }, qualities: [GALLERY_QUALITY], maxBytes: null }
    : { fit: null, qualities: [GALLERY_KEEP_QUALITY], maxBytes: null };
}

/** A fetch by URL: at most this long in all, and this many redirects (each one checked again). */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
export const IMAGE_FETCH_MAX_REDIRECTS = 3;

const MB = 1024 * 1024;

export const TOUR_IMAGE_MESSAGES = {
  invalidType: 'Please select a valid image file (JPEG, JPG, PNG or WebP)',
  tooLarge: `File size must be less than ${TOUR_IMAGE_MAX_BYTES / MB}MB`,
  uploadFailed: 'Failed to upload image',
  uploaded: 'Image Uploaded Successfully',
  urlSet: 'Image URL set successfully!',
  removed: 'Image removed successfully!',
  loadFailed: 'Failed to load image',
  invalidUrl: 'Please enter a valid URL',
  dropInvalid: 'Please drop a valid image file',
  tooMany: `You can only upload up to ${GALLERY_MAX_IMAGES} images`,
  tooManyDetail: (current: number, attempted: number) =>
    `You have ${current} and tried to add ${attempted}; ${Math.max(0, GALLERY_MAX_IMAGES - current)} more can be added.`,
  fileInvalidType: (name: string) => `${name}: not a JPEG, PNG or WebP image`,
  fileTooLarge: (name: string) => `${name}: larger than ${TOUR_IMAGE_MAX_BYTES / MB}MB`,
  uploadedCount: (count: number) => `${count} ${count === 1 ? 'image' : 'images'} uploaded successfully`,
  failedCount: (count: number) => `${count} ${count === 1 ? 'image' : 'images'} failed to upload`,
  reordered: 'Images reordered successfully!',
  allRemoved: 'All images removed successfully!',
  purposeInvalid: 'The purpose must be gallery or thumbnail',
  fileRequired: 'Please choose an image to upload',
  unreadable: 'This image could not be read. Please choose another JPEG, PNG or WebP image.',
  notFound: 'Image not found',
} as const;

/** What the server says of a URL it would not or could not load (shown under the URL field). */
export const IMAGE_FETCH_REASONS = {
  address: 'The address is on a private or local network, which is not allowed.',
  status: (status: number) => `The address answered with status ${status}.`,
  redirects: `The address redirected more than ${IMAGE_FETCH_MAX_REDIRECTS} times.`,
  timeout: `The image did not arrive within ${IMAGE_FETCH_TIMEOUT_MS / 1000} seconds.`,
  network: 'The address could not be reached.',
} as const;

export const ZTourImagePurpose = z.enum(TOUR_IMAGE_PURPOSES, TOUR_IMAGE_MESSAGES.purposeInvalid);

/** An address the server may fetch: http or https, as typed (trimmed), not absurdly long. */
export const ZImageFetchUrl = z
  .string(TOUR_IMAGE_MESSAGES.invalidUrl)
  .trim()
  .max(2048, TOUR_IMAGE_MESSAGES.invalidUrl)
  .pipe(z.url({ protocol: /^https?$/, message: TOUR_IMAGE_MESSAGES.invalidUrl }));

export const ZImageFromUrlRequest = z.object({ url: ZImageFetchUrl, purpose: ZTourImagePurpose });
export type TImageFromUrlRequest = z.infer<typeof ZImageFromUrlRequest>;

/** The multipart upload's text field. */
export const ZImageUploadFields = z.object({ purpose: ZTourImagePurpose });

export const ZTourImageParams = z.object({ id: z.uuid(TOUR_IMAGE_MESSAGES.notFound) });

/** Where the server serves a stored tour image: a same-origin path. */
export function tourImagePath(id: string): string {
  return `/api/tour-images/${id}`;
}

/** A gallery entry as the wizard keeps it; order 0 is the primary image. */
export const ZGalleryImage = z.object({
  id: z.uuid(),
  url: z.string().min(1),
  order: z.number().int().min(0),
});
export type TGalleryImage = z.infer<typeof ZGalleryImage>;

/** The browser's first check of a chosen file (the server checks the bytes again): what is wrong, or null. */
export function checkImageFile(file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  if (file.size === 0 || !(TOUR_IMAGE_CONTENT_TYPES as readonly string[]).includes(imageTypeOf(file))) return 'type';
  if (file.size > TOUR_IMAGE_MAX_BYTES) return 'size';
  return null;
}

const EXTENSION_TYPES: Record<string, TTourImageContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The type the browser reports, or the one its extension names when the browser does not say. */
function imageTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}
