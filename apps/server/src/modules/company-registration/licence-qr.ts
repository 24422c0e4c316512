import { createQrReader, QrUnreadableError, type TQrDocumentType, type TQrReader } from '../../adapters/qr/qr-reader';

/** A licence number as the DOT prints it (domain-facts section 1): two digits, a slash, five digits. */
const LICENCE_NUMBER = /^\d{2}\/\d{5}$/;
const LICENCE_NUMBER_INSIDE = /(?<!\d)(\d{2}\/\d{5})(?!\d)/;
export type TLicenceDocumentType = TQrDocumentType;

export type TLicenceQrReader = {
  /**
   * Reads the licence number from the QR code of a document already known (by its bytes) to be a PNG, JPEG
   * or PDF. Throws QrUnreadableError when no QR code naming a licence is found.
   */
  read(bytes: Buffer, contentType: TLicenceDocumentType): Promise<{ licenseId: string; qrText: string }>;
};

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

/** The QR reader of licence uploads: the first QR code found that names a licence number. */
export function createLicenceQrReader(qrReader: TQrReader = createQrReader()): TLicenceQrReader {
  return {
    async read(bytes, contentType) {
      for (const text of await qrReader.readTexts(bytes, contentType)) {
        const licenseId = licenceNumberFromQr(text);
        if (licenseId) return { licenseId, qrText: text.slice(0, 500) };
      }
      throw new QrUnreadableError('no QR code naming a licence was found');
    },
  };
}
