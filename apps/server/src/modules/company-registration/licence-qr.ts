import jsQR from 'jsqr';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp, { type OutputInfo } from 'sharp';

/** A licence number as the DOT prints it (domain-facts section 1): two digits, a slash, five digits. */
const LICENCE_NUMBER = /^\d{2}\/\d{5}$/;
const LICENCE_NUMBER_INSIDE = /(?<!\d)(\d{2}\/\d{5})(?!\d)/;
/** A phone photo of a certificate fits well under this; a larger image is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
/** jsQR's cost grows with the pixel count; certificates stay readable at this size. */
const MAX_SCAN_EDGE = 2000;
/** Only the first pages of a PDF are looked at (a licence certificate has its QR on page 1). */
const MAX_PDF_PAGES = 3;
/** A hostile PDF may be made to take very long to parse or draw; past this the file counts as unreadable. */
const PDF_TIME_LIMIT_MS = 8000;
/** Pages are drawn at this width in pixels whatever size the PDF claims. */
const PDF_RENDER_WIDTH = 1600;

type TRenderParameters = Parameters<PDFPageProxy['render']>[0];

export class QrUnreadableError extends Error {}

/**
 * The licence number a QR code's text names, or null (decision 8: the content is untrusted). Accepted:
 * the bare number `NN/NNNNN`, or an http(s) URL on dot.go.th (or a host under it) that carries one in
 * its path or query. Anything else — other hosts, look-alike hosts, other text — names no licence.
 */
export function licenceNumberFromQr(content: string): string | null {
  const text = content.trim();
  if (LICENCE_NUMBER.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'dot.go.th' && !host.endsWith('.dot.go.th')) return null;
  let carried: string;
  try {
    carried = decodeURIComponent(`${url.pathname}?${url.search}`);
  } catch {
    return null;
  }
  return LICENCE_NUMBER_INSIDE.exec(carried)?.[1] ?? null;
}

/** Every QR text jsQR finds in an RGBA picture (at most one per picture: jsQR reads the clearest). */
function scanRgba(data: Uint8ClampedArray, width: number, height: number): string | null {
  const code = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' });
  return code?.data ?? null;
}

async function scanImage(bytes: Buffer): Promise<string | null> {
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SCAN_EDGE, height: MAX_SCAN_EDGE, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new QrUnreadableError('the image could not be decoded', { cause: error });
  }
  const pixels = new Uint8ClampedArray(raw.data.buffer, raw.data.byteOffset, raw.data.length);
  return scanRgba(pixels, raw.info.width, raw.info.height);
}

/** Renders the first pages with pdfjs (no worker thread, no eval, no fonts from outside) and scans each. */
async function scanPdf(bytes: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    maxImageSize: 25_000_000,
    verbosity: 0,
  });
  const found: string[] = [];
  const work = (async () => {
    const document = await task.promise;
    const pages = Math.min(document.numPages, MAX_PDF_PAGES);
    for (let number = 1; number <= pages; number++) {
      const page = await document.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      if (!(natural.width > 0 && natural.height > 0)) continue;
      const scale = Math.min(PDF_RENDER_WIDTH / natural.width, (PDF_RENDER_WIDTH * 2) / natural.height);
      const viewport = page.getViewport({ scale });
      const width = Math.max(1, Math.floor(viewport.width));
      const height = Math.max(1, Math.floor(viewport.height));
      const canvas = createCanvas(width, height);
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      await page.render({
        // @napi-rs/canvas stands in for the DOM canvas pdfjs is typed against.
        canvas: canvas as unknown as TRenderParameters['canvas'],
        canvasContext: context as unknown as TRenderParameters['canvasContext'],
        viewport,
      }).promise;
      const image = context.getImageData(0, 0, width, height);
      page.cleanup();
      const text = scanRgba(image.data, width, height);
      if (text !== null) found.push(text);
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new QrUnreadableError('the PDF took too long to render')), PDF_TIME_LIMIT_MS);
  });
  try {
    await Promise.race([work, timeout]);
  } catch (error) {
    if (error instanceof QrUnreadableError) throw error;
    throw new QrUnreadableError('the PDF could not be rendered', { cause: error });
  } finally {
    clearTimeout(timer);
    // Ends the parsing and any rendering still running after a timeout.
    await task.destroy();
  }
  return found;
}

/**
 * Reads the licence number from the QR code of a licence document already known (by its bytes) to be
 * a PNG, JPEG or PDF. Throws QrUnreadableError when no QR code naming a licence is found.
 */
export async function readLicenceQr(
  bytes: Buffer,
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf',
): Promise<{ licenseId: string; qrText: string }> {
  const texts = contentType === 'application/pdf' ? await scanPdf(bytes) : [await scanImage(bytes)];
  for (const text of texts) {
    if (text === null) continue;
    const licenseId = licenceNumberFromQr(text);
    if (licenseId) return { licenseId, qrText: text.slice(0, 500) };
  }
  throw new QrUnreadableError('no QR code naming a licence was found');
}
