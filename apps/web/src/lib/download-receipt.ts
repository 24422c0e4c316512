import { endpointPath } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { saveFile } from './save-file';
import { toast } from './toast';

export type TSupportContacts = { supportEmail: string; supportPhone: string };

/** Whose receipt: a booking its owner (or an administrator) reads by id, or the one a private link opens. */
export type TReceiptSource = { bookingId: string } | { manageToken: string };

function receiptPath(source: TReceiptSource): string {
  return 'manageToken' in source
    ? endpointPath(endpoints.downloadManagedBookingReceipt, { token: source.manageToken })
    : endpointPath(endpoints.downloadBookingReceipt, { bookingId: source.bookingId });
}

/** The name the server gave the file: 'receipt-{reference}.pdf', or 'booking-summary-{reference}.pdf' when unpaid. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'booking.pdf';
}

/**
 * "Download Receipt" (issue 22): the server's PDF, a receipt when money was received and a booking summary
 * otherwise, saved under the server's file name; the spec's toasts either way.
 */
export async function downloadReceipt(
  source: TReceiptSource | undefined,
  /** The spec's toasts in the reader's language ('Receipt downloaded successfully!'). */
  texts: { downloaded: string; notAvailable: string },
): Promise<void> {
  if (!source) {
    toast.error(texts.notAvailable);
    return;
  }
  let response: Response;
  try {
    response = await fetch(receiptPath(source), { credentials: 'same-origin', headers: { Accept: 'application/pdf' } });
  } catch {
    toast.error(texts.notAvailable);
    return;
  }
  if (!response.ok) {
    toast.error(texts.notAvailable);
    return;
  }
  saveFile(fileNameOf(response), await response.blob());
  toast.success(texts.downloaded);
}
