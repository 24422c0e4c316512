import { sniffContentType } from './file-store';
import { containsMarkup } from './image-markup';
import { inspectPdf } from './pdf-active-content';

export type TUploadContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

/**
 * What an uploaded document is, judged by its bytes alone and before anything is stored:
 * - `type`: not a JPEG, PNG or PDF, or one only in its first bytes (an image header with a web page in
 *   it or behind it, a PDF without its end);
 * - `pdf-active-content`: a PDF that could run code or carry other files, or that cannot be read well
 *   enough to make sure it does not.
 * An image that passes is still to be re-encoded: only decoding it shows that it is a whole picture.
 */
export type TUploadInspection =
  | { ok: true; contentType: TUploadContentType }
  | { ok: false; reason: 'type' | 'pdf-active-content' };

export function inspectUpload(bytes: Buffer): TUploadInspection {
  const contentType = sniffContentType(bytes);
  if (!contentType) return { ok: false, reason: 'type' };
  if (contentType === 'application/pdf') {
    const verdict = inspectPdf(bytes);
    if (verdict === 'not-a-pdf') return { ok: false, reason: 'type' };
    if (verdict !== 'plain') return { ok: false, reason: 'pdf-active-content' };
    return { ok: true, contentType };
  }
  if (containsMarkup(bytes, contentType)) return { ok: false, reason: 'type' };
  return { ok: true, contentType };
}
