import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { containsMarkup } from './image-markup';
import { inspectUpload } from './inspect-upload';
import { buildPdf, plainSlipObjects } from './pdf-fixtures';
import { reencodeImage } from './reencode-image';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** Pixels as varied as a photo's, the same on every run: its compressed data is close to random. */
function noisyRaw(width: number, height: number, seed: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** Images as sharp writes them, made once for the file. */
async function makeRealImages() {
  const flat = () => sharp({ create: { width: 60, height: 40, channels: 3, background: '#148a80' } });
  return {
    'a plain PNG': await flat().png().toBuffer(),
    'a plain JPEG': await flat().jpeg().toBuffer(),
    'a noisy 1200x900 PNG': await noisyRaw(1200, 900, 1).png().toBuffer(),
    'a noisy 1200x900 JPEG with EXIF and an ICC profile': await noisyRaw(1200, 900, 2)
      .jpeg({ quality: 95 })
      .withMetadata({ exif: { IFD0: { Make: 'Phone', Copyright: 'Ada' } } })
      .toBuffer(),
    'a progressive JPEG': await noisyRaw(800, 600, 3).jpeg({ progressive: true }).toBuffer(),
    'a palette PNG': await noisyRaw(400, 300, 4).png({ palette: true }).toBuffer(),
  };
}

describe('inspectUpload', () => {
  let images: Awaited<ReturnType<typeof makeRealImages>>;
  beforeAll(async () => {
    images = await makeRealImages();
  });

  it('passes real JPEG and PNG images made with sharp, and they still re-encode', async () => {
    for (const [label, bytes] of Object.entries(images)) {
      const inspection = inspectUpload(bytes);
      expect(inspection, label).toEqual({ ok: true, contentType: label.includes('PNG') ? 'image/png' : 'image/jpeg' });
      if (inspection.ok && inspection.contentType !== 'application/pdf') {
        expect((await reencodeImage(bytes, inspection.contentType)).length, label).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a PNG header followed by HTML as not an image', () => {
    const polyglot = Buffer.concat([
      PNG_SIGNATURE,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    expect(inspectUpload(polyglot)).toEqual({ ok: false, reason: 'type' });
    // With a real IHDR chunk in front of the page as well.
    const ihdr = Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex');
    expect(inspectUpload(Buffer.concat([PNG_SIGNATURE, ihdr, Buffer.from('<!DOCTYPE html><p>hi')]))).toEqual({
      ok: false,
      reason: 'type',
    });
  });

  it('refuses a whole image with a web page behind it, in any letter case', async () => {
    for (const page of [
      '<html><body>x</body></html>',
      '<SCRIPT>alert(1)</SCRIPT>',
      '<!doctype html>',
      '<svg onload=alert(1)>',
    ]) {
      expect(inspectUpload(Buffer.concat([images['a plain PNG'], Buffer.from(page)])), page).toEqual({
        ok: false,
        reason: 'type',
      });
      expect(
        inspectUpload(Buffer.concat([images['a noisy 1200x900 JPEG with EXIF and an ICC profile'], Buffer.from(page)])),
        page,
      ).toEqual({
        ok: false,
        reason: 'type',
      });
    }
  });

  it('refuses markup in an image’s metadata, or where a cut-short JPEG’s pixels should be', async () => {
    const jpeg = images['a plain JPEG'];
    const comment = Buffer.from('<svg/onload=alert(1)>');
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const withComment = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
    expect(containsMarkup(withComment, 'image/jpeg')).toBe(true);
    // No end-of-image marker, so what follows reads as compressed pixels.
    const cutShort = Buffer.concat([jpeg.subarray(0, jpeg.length - 2), Buffer.from('<iframe src=//evil.example>')]);
    expect(containsMarkup(cutShort, 'image/jpeg')).toBe(true);
  });

  it('does not take a short tag spelled by compressed pixel data for markup', async () => {
    const png = await noisyRaw(200, 200, 5).png().toBuffer();
    // Overwrite bytes inside the first IDAT chunk's data: still compressed pixels by the structure.
    const idat = png.indexOf('IDAT');
    const edited = Buffer.from(png);
    edited.write('<svg <html>', idat + 100, 'latin1');
    expect(containsMarkup(edited, 'image/png')).toBe(false);
  });

  it('passes a plain PDF, refuses an active one with its own reason, and calls a fake one not a PDF', () => {
    expect(inspectUpload(buildPdf(plainSlipObjects()))).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(inspectUpload(buildPdf(plainSlipObjects({ extra: '/OpenAction 6 0 R' })))).toEqual({
      ok: false,
      reason: 'pdf-active-content',
    });
    expect(inspectUpload(Buffer.from('%PDF-1.7\n<html></html>'))).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses what is none of the three by its bytes, whatever it is called', () => {
    expect(inspectUpload(Buffer.from('<html><body>slip.png</body></html>'))).toEqual({ ok: false, reason: 'type' });
    expect(inspectUpload(Buffer.from('GIF89a'))).toEqual({ ok: false, reason: 'type' });
  });
});
