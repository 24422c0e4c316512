import boldFontUrl from '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf?url';
import regularFontUrl from '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf?url';
import type { TLanguage } from '@tour/shared';
import { BRAND } from '../../../lib/brand';
import { formatDateTime } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import type { TPreviewTour } from '../preview-tour';
import { SUMMARY_TEXTS } from '../texts';
import { renderSummaryHtml } from './summary-html';
import type { TPdfFonts, TPdfImage } from './summary-pdf';
import { buildTourSummary, type TTourSummary } from './tour-summary';

/**
 * What Print PDF, Generate PDF and Download HTML do in the browser, loaded on the first click so that
 * jsPDF and the font stay out of the page's code. All three start from the same summary.
 */

function summaryOf(tour: TPreviewTour, language: TLanguage): TTourSummary {
  return buildTourSummary(tour, { brand: BRAND.name, generatedAt: formatDateTime(new Date(), language), language });
}

/** The image's address on this site, or null for another site's (the browser may not read those). */
function sameOriginUrl(url: string): URL | null {
  try {
    const resolved = new URL(url, window.location.origin);
    return resolved.origin === window.location.origin ? resolved : null;
  } catch {
    return null;
  }
}

async function fetchImage(url: URL): Promise<Blob | null> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) return null;
  const blob = await response.blob();
  return blob.type.startsWith('image/') ? blob : null;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Each gallery image of this site as a data URL, so the HTML file shows them offline; another site's
 * image keeps its address. An image that fails to load keeps its address too (the file still opens).
 */
async function inlineImages(summary: TTourSummary): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  await Promise.all(
    summary.gallery.items.map(async ({ url }) => {
      const own = sameOriginUrl(url);
      const blob = own ? await fetchImage(own).catch(() => null) : null;
      sources.set(url, blob ? await readAsDataUrl(blob) : (own?.href ?? url));
    }),
  );
  return sources;
}

/** Download HTML: the summary as one self-contained file, images inlined. */
export async function downloadSummaryHtml(tour: TPreviewTour, language: TLanguage): Promise<void> {
  const summary = summaryOf(tour, language);
  const sources = await inlineImages(summary);
  const html = renderSummaryHtml(summary, { imageSource: (url) => sources.get(url) ?? url });
  saveFile(
    SUMMARY_TEXTS[language].fileName(summary.slug, 'html'),
    new Blob([html], { type: 'text/html;charset=utf-8' }),
  );
}

function whenImagesLoaded(popup: Window, timeoutMs: number): Promise<void> {
  const pending = Array.from(popup.document.images).filter((image) => !image.complete);
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      left -= 1;
      if (left === 0) {
        clearTimeout(timer);
        resolve();
      }
    };
    for (const image of pending) {
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
    }
  });
}

/**
 * Print PDF: the print layout in the window the click opened (opened at once, so no popup blocker
 * mistakes it for an unasked one), then the browser's print dialog once the images are in.
 */
export async function printSummary(popup: Window, tour: TPreviewTour, language: TLanguage): Promise<void> {
  const summary = summaryOf(tour, language);
  const html = renderSummaryHtml(summary, {
    imageSource: (url) => sameOriginUrl(url)?.href ?? url,
  });
  popup.document.open();
  popup.document.write(html);
  popup.document.close();
  await whenImagesLoaded(popup, 5000);
  popup.focus();
  popup.print();
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  // In slices: String.fromCharCode takes a bounded number of arguments.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** The Thai font from this site's own assets (it ships with the build); null when it cannot be had. */
async function loadFonts(): Promise<TPdfFonts | null> {
  try {
    const [regular, bold] = await Promise.all(
      [regularFontUrl, boldFontUrl].map(async (url) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`Font ${url}: ${response.status}`);
        return toBase64(await response.arrayBuffer());
      }),
    );
    return regular && bold ? { regular, bold } : null;
  } catch (error) {
    // The PDF is still made, with a note that Thai text is not shown.
    console.warn('The PDF font could not be loaded', error);
    return null;
  }
}

/** An image of this site cropped to 4:3 and re-encoded as JPEG for the PDF; null when it cannot be read. */
async function pdfImage(url: string): Promise<TPdfImage | null> {
  const own = sameOriginUrl(url);
  const blob = own ? await fetchImage(own) : null;
  if (!blob) return null;
  const bitmap = await createImageBitmap(blob);
  const width = 800;
  const height = 600;
  const scale = Math.max(width / bitmap.width, height / bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(
    bitmap,
    (width - bitmap.width * scale) / 2,
    (height - bitmap.height * scale) / 2,
    bitmap.width * scale,
    bitmap.height * scale,
  );
  bitmap.close();
  return { dataUrl: canvas.toDataURL('image/jpeg', 0.85) };
}

/** Generate PDF: the summary as a real PDF file, drawn in the browser. */
export async function downloadSummaryPdf(tour: TPreviewTour, language: TLanguage): Promise<void> {
  const summary = summaryOf(tour, language);
  const [{ renderSummaryPdf }, fonts, images] = await Promise.all([
    import('./summary-pdf'),
    loadFonts(),
    Promise.all(summary.gallery.items.map(async ({ url }) => [url, await pdfImage(url).catch(() => null)] as const)),
  ]);
  const loaded = new Map(images.filter((entry): entry is readonly [string, TPdfImage] => entry[1] !== null));
  const pdf = renderSummaryPdf(summary, { fonts, images: loaded });
  saveFile(SUMMARY_TEXTS[language].fileName(summary.slug, 'pdf'), pdf);
}
