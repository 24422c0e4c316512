import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_QUALITIES } from '@tour/shared';
import { encodeImage, readImageSize, sniffWebImageType } from './optimise-image';
import { UnreadableImageError } from './reencode-image';

/** Pixels as varied as a photo's, the same on every run. */
function noisyJpeg(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let i = 0; i < pixels.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

describe('sniffWebImageType', () => {
  it('reads JPEG, PNG and WebP from their bytes and nothing else', async () => {
    const flat = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } });
    expect(sniffWebImageType(await flat().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffWebImageType(await flat().png().toBuffer())).toBe('image/png');
    expect(sniffWebImageType(await flat().webp().toBuffer())).toBe('image/webp');
    expect(sniffWebImageType(await flat().gif().toBuffer())).toBeNull();
    expect(sniffWebImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(sniffWebImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffWebImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('encodeImage', () => {
  let photo: Buffer;
  /** The photo fitted to 400x300 at each of the thumbnail qualities. */
  const sizes = new Map<number, number>();
  const thumbnail = { fit: { width: 400, height: 300 }, qualities: THUMBNAIL_QUALITIES };

  beforeAll(async () => {
    photo = await noisyJpeg(1600, 1200);
    for (const quality of THUMBNAIL_QUALITIES) {
      const encoded = await encodeImage(photo, 'image/jpeg', { ...thumbnail, qualities: [quality], maxBytes: null });
      sizes.set(quality, encoded.bytes.length);
    }
  });

  it('steps the quality down by 0.1 and stops at the first one under the limit', async () => {
    const size = (quality: number) => sizes.get(quality) ?? 0;
    expect(size(0.9)).toBeGreaterThan(size(0.8));
    expect(size(0.8)).toBeGreaterThan(size(0.7));
    // A limit only 0.7 and below meet: 0.9 and 0.8 are tried and dropped, 0.6 is never needed.
    const limit = size(0.7) + 1;
    const encoded = await encodeImage(photo, 'image/jpeg', { ...thumbnail, maxBytes: limit });
    expect(encoded.quality).toBe(0.7);
    expect(encoded.bytes.length).toBe(size(0.7));
    expect([encoded.width, encoded.height]).toEqual([400, 300]);

    const first = await encodeImage(photo, 'image/jpeg', { ...thumbnail, maxBytes: 1024 * 1024 });
    expect(first.quality).toBe(0.9);
  });

  it('keeps quality 0.5 when nothing comes under the limit', async () => {
    const encoded = await encodeImage(photo, 'image/jpeg', { ...thumbnail, maxBytes: 10 });
    expect(encoded.quality).toBe(0.5);
    expect(encoded.bytes.length).toBe(sizes.get(0.5));
  });

  it('never enlarges a smaller image', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    const encoded = await encodeImage(small, 'image/png', { ...thumbnail, maxBytes: null });
    expect([encoded.width, encoded.height]).toEqual([200, 100]);
    expect((await sharp(encoded.bytes).metadata()).format).toBe('png');
  });

  it('throws UnreadableImageError for bytes that only start like an image', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)]);
    await expect(readImageSize(broken)).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(encodeImage(broken, 'image/jpeg', { ...thumbnail, maxBytes: null })).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });
});
