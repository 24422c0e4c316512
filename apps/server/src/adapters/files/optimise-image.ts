import sharp, { type Sharp } from 'sharp';
import { sniffContentType } from './file-store';
import { containsMarkup } from './image-markup';
import { UnreadableImageError } from './reencode-image';

export type TWebImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * A 5 MB file can still claim enormous dimensions (a flat PNG compresses to almost nothing); decoding
 * it would take gigabytes. 40 megapixels is more than any camera photo a tour needs.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A JPEG, PNG or WebP image by its bytes alone, or null: the name and the browser's type are not
 * trusted. A JPEG or PNG with markup in it or behind it (a web page passing for an image) is refused too.
 */
export function sniffWebImageType(bytes: Buffer): TWebImageType | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  const type = sniffContentType(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png') return null;
  return containsMarkup(bytes, type) ? null : type;
}

function decode(bytes: Buffer) {
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
}

/** The image's width and height as shown (EXIF orientation applied); throws UnreadableImageError. */
export async function readImageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const metadata = await decode(bytes).metadata();
    const width = metadata.autoOrient?.width ?? metadata.width;
    const height = metadata.autoOrient?.height ?? metadata.height;
    if (!width || !height) throw new Error('no dimensions');
    return { width, height };
  } catch (error) {
    throw new UnreadableImageError('the image could not be decoded', { cause: error });
  }
}

export type TImageEncoding = {
  /** Scaled to fit inside this box, never enlarged; null keeps the size. */
  fit: { width: number; height: number } | null;
  /** Tried in turn (0 to 1) until the result is under `maxBytes`; the last one otherwise. */
  qualities: readonly number[];
  maxBytes: number | null;
};

export type TEncodedImage = { bytes: Buffer; width: number; height: number; quality: number };

/**
 * Decodes the image and encodes it anew in the same format, so nothing but its pixels survives: EXIF
 * (with a phone's GPS position), ICC profiles, comments and appended bytes are gone. The orientation is
 * applied to the pixels, since its EXIF tag goes too. PNG is lossless: its quality steps change nothing.
 */
export async function encodeImage(
  bytes: Buffer,
  contentType: TWebImageType,
  encoding: TImageEncoding,
): Promise<TEncodedImage> {
  let pipeline: Sharp;
  try {
    pipeline = decode(bytes).autoOrient();
    if (encoding.fit) {
      pipeline = pipeline.resize({ ...encoding.fit, fit: 'inside', withoutEnlargement: true });
    }
  } catch (error) {
    throw new UnreadableImageError('the image could not be decoded', { cause: error });
  }
  let result: TEncodedImage | null = null;
  for (const quality of encoding.qualities) {
    result = await encodeAt(pipeline.clone(), contentType, quality);
    if (encoding.maxBytes === null || result.bytes.length < encoding.maxBytes || contentType === 'image/png') break;
  }
  if (!result) throw new Error('encodeImage needs at least one quality');
  return result;
}

async function encodeAt(pipeline: Sharp, contentType: TWebImageType, quality: number): Promise<TEncodedImage> {
  const q = Math.round(quality * 100);
  const encoder =
    contentType === 'image/jpeg'
      ? pipeline.jpeg({ quality: q, mozjpeg: true })
      : contentType === 'image/webp'
        ? pipeline.webp({ quality: q })
        : pipeline.png({ compressionLevel: 9 });
  try {
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, quality };
  } catch (error) {
    throw new UnreadableImageError('the image could not be decoded', { cause: error });
  }
}
