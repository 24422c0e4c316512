/**
 * The child process that looks for QR codes in uploaded documents, licence certificates and payment slips
 * (qr-reader.ts starts it). Decoding an
 * untrusted image, and above all parsing and drawing an untrusted PDF, is slow synchronous work in native code:
 * here it cannot stall the server's event loop, a crash or a runaway file only ends this process, and the
 * parent's time limit kills it outright.
 *
 * Protocol: the process says it is ready (TScannerReady) once its decoders are loaded; the parent then sends one
 * TScanRequest at a time and waits for its TScanAnswer before sending the next.
 * The process serves until the parent disconnects (it retires a scanner after some scans or some idle time).
 */
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp, { type OutputInfo } from 'sharp';

export type TScanRequest = { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' | 'application/pdf' };
/** `texts`: the QR text found on each picture looked at (null where none was found). */
export type TScanAnswer = { texts: (string | null)[] } | { unreadable: string };
/** Sent once, before any answer: the decoders are loaded and the scan's time limit may start. */
export type TScannerReady = { ready?: true };

/** A phone photo of a certificate or a slip fits well under this; a larger image is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
/** jsQR's cost grows with the pixel count; certificates and slips stay readable at this size. */
const MAX_SCAN_EDGE = 2000;
/** Only the first pages of a PDF are looked at (a certificate or a slip has its QR on page 1). */
const MAX_PDF_PAGES = 3;
/** Pages are drawn at this width in pixels whatever size the PDF claims. */
const PDF_RENDER_WIDTH = 1600;

type TRenderParameters = Parameters<PDFPageProxy['render']>[0];

/** A document that is broken or hostile rather than a fault of this program. */
class UnreadableDocument extends Error {}

function scanRgba(data: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
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
    throw new UnreadableDocument('the image could not be decoded', { cause: error });
  }
  const pixels = new Uint8ClampedArray(raw.data.buffer, raw.data.byteOffset, raw.data.length);
  return scanRgba(pixels, raw.info.width, raw.info.height);
}

/**
 * Renders the first pages with pdfjs (no eval, no fonts from outside) and scans each. Whatever pdfjs throws
 * on the way is the file's doing: the document counts as unreadable.
 */
async function scanPdf(bytes: Buffer): Promise<(string | null)[]> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    maxImageSize: 25_000_000,
    verbosity: 0,
  });
  const texts: (string | null)[] = [];
  try {
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
      texts.push(scanRgba(context.getImageData(0, 0, width, height).data, width, height));
    }
  } catch (error) {
    throw new UnreadableDocument('the PDF could not be rendered', { cause: error });
  } finally {
    // The process serves further documents: nothing of this one stays in memory.
    await task.destroy();
  }
  return texts;
}

async function scan(request: TScanRequest): Promise<TScanAnswer> {
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  try {
    const texts = request.contentType === 'application/pdf' ? await scanPdf(bytes) : [await scanImage(bytes)];
    return { texts };
  } catch (error) {
    if (error instanceof UnreadableDocument) return { unreadable: error.message };
    throw error;
  }
}

process.on('message', (request: TScanRequest) => {
  scan(request).then(
    (answer) => process.send?.(answer),
    (error: unknown) => {
      // A fault of this program, not of the document: the parent reports it as a server error.
      console.error(error);
      process.exit(1);
    },
  );
});
process.once('disconnect', () => process.exit(0));
const ready: TScannerReady = { ready: true };
process.send?.(ready);
