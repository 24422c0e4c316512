/**
 * Markup in an uploaded JPEG or PNG: the sign of a file that is a web page as well as (or instead of)
 * an image. Cameras and scanners never write these; a polyglot made to be opened as HTML does.
 *
 * Compressed pixel data is close to random bytes, and random bytes spell a short tag now and then
 * (`<svg ` about once in 5,000 five-megabyte files). So the file is walked by its structure:
 * - everything that is not compressed pixels (headers, metadata, comments, text chunks, and anything
 *   after the image's end marker) is searched for any of {@link TAG_NAMES} or `<!doctype`;
 * - the compressed pixels are searched only for the long ones ({@link LONG_MARKUP}), which random bytes
 *   spell about once in 10^13 files, so that markup hidden where pixels should be is found as well.
 */
const TAG_NAMES = ['html', 'head', 'body', 'script', 'iframe', 'svg', 'object', 'embed', 'meta'];
const ANY_MARKUP = new RegExp(`<(?:${TAG_NAMES.join('|')})[\\s/>]|<!doctype[\\s>]`, 'i');
const LONG_MARKUP = /<(?:script|iframe|object)[\s/>]|<!doctype[\s>]/i;

export function containsMarkup(bytes: Buffer, contentType: 'image/jpeg' | 'image/png'): boolean {
  const regions = contentType === 'image/png' ? pngRegions(bytes) : jpegRegions(bytes);
  return regions.some(({ from, to, pixels }) =>
    (pixels ? LONG_MARKUP : ANY_MARKUP).test(bytes.toString('latin1', from, to)),
  );
}

type TRegion = { from: number; to: number; pixels: boolean };

const PNG_SIGNATURE_LENGTH = 8;

/** PNG: length, type, data, CRC, chunk after chunk up to IEND; IDAT (and APNG's fdAT) hold the pixels. */
function pngRegions(b: Buffer): TRegion[] {
  const regions: TRegion[] = [];
  let at = PNG_SIGNATURE_LENGTH;
  while (at + 8 <= b.length) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    const dataEnd = at + 8 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || dataEnd + 4 > b.length) break; // the structure ends here
    regions.push({ from: at, to: dataEnd + 4, pixels: type === 'IDAT' || type === 'fdAT' });
    at = dataEnd + 4;
    if (type === 'IEND') break;
  }
  // Whatever follows IEND, or the point where the chunks stop making sense, is not an image.
  regions.push({ from: Math.min(at, b.length), to: b.length, pixels: false });
  return regions;
}

/** Images one file may hold in a row (a multi-picture JPEG: the photo, a preview, a depth map). */
const MAX_JPEG_IMAGES = 16;

/**
 * JPEG: segments with a two-byte length after each marker; after a start-of-scan segment come the
 * compressed pixels, which end at the next marker that is not a restart marker or a stuffed 0xFF00.
 * Several images may follow one another; anything after the last one is not an image.
 */
function jpegRegions(b: Buffer): TRegion[] {
  const regions: TRegion[] = [];
  let at = 0;
  for (let image = 0; image < MAX_JPEG_IMAGES && b[at] === 0xff && b[at + 1] === 0xd8; image++) {
    at = readJpeg(b, at + 2, regions);
    if (at < 0) return regions;
  }
  regions.push({ from: at, to: b.length, pixels: false });
  return regions;
}

/** Adds one image's regions; returns where the bytes after its end marker start, or -1 if all is read. */
function readJpeg(b: Buffer, start: number, regions: TRegion[]): number {
  let at = start;
  while (at < b.length) {
    if (b[at] !== 0xff) break; // not a marker where one must be
    while (b[at] === 0xff) at++; // fill bytes
    const marker = b[at++];
    if (marker === undefined) return -1;
    if (marker === 0xd9) return at; // end of image
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (at + 2 > b.length) break;
    const segmentEnd = at + b.readUInt16BE(at);
    if (segmentEnd > b.length || segmentEnd < at + 2) break;
    regions.push({ from: at, to: segmentEnd, pixels: false });
    at = segmentEnd;
    if (marker === 0xda) {
      const pixelsEnd = endOfScan(b, at);
      regions.push({ from: at, to: pixelsEnd, pixels: true });
      at = pixelsEnd;
    }
  }
  regions.push({ from: Math.min(at, b.length), to: b.length, pixels: false });
  return -1;
}

function endOfScan(b: Buffer, from: number) {
  for (let at = b.indexOf(0xff, from); at >= 0; at = b.indexOf(0xff, at + 1)) {
    const next = b[at + 1];
    if (next === undefined) return b.length;
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  return b.length;
}
