import { PAYMENT_MESSAGES, SLIP_CONTENT_TYPES, SLIP_MAX_BYTES } from '@tour/shared';

const EXTENSIONS: Record<string, (typeof SLIP_CONTENT_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The slip's type as the browser reports it, or by its extension when the browser does not say. */
export function slipContentType(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? '';
}

/** JPEG, PNG or PDF, at most 5 MB (the server checks the bytes again). */
export function validateSlip(file: { name: string; type: string; size: number } | null): string | null {
  if (!file) return PAYMENT_MESSAGES.slipRequired;
  if (!(SLIP_CONTENT_TYPES as readonly string[]).includes(slipContentType(file))) return PAYMENT_MESSAGES.slipType;
  if (file.size > SLIP_MAX_BYTES) return PAYMENT_MESSAGES.slipSize;
  if (file.size === 0) return PAYMENT_MESSAGES.slipRequired;
  return null;
}

export function isImageSlip(file: { name: string; type: string }): boolean {
  return slipContentType(file).startsWith('image/');
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
