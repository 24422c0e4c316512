import sharp from 'sharp';

/** Large enough for any phone photo of a slip; a larger image is refused before it is decoded. */
const MAX_INPUT_PIXELS = 100_000_000;
/** Slips stay legible at this size and cost far less to keep. */
const MAX_EDGE = 4000;

export class UnreadableImageError extends Error {}

/**
 * Decodes an uploaded JPEG or PNG and encodes it anew in the same format: whatever else the file
 * carried (EXIF with the phone's location, comments, appended bytes, a second format hiding behind
 * the first) is dropped. The orientation is applied to the pixels, since its EXIF tag goes too.
 */
export async function reencodeImage(bytes: Buffer, contentType: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    return await (contentType === 'image/jpeg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : image.png({ compressionLevel: 9 })
    ).toBuffer();
  } catch (error) {
    throw new UnreadableImageError('the image could not be decoded', { cause: error });
  }
}
