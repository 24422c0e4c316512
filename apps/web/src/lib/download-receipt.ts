import { buildReceiptText, receiptFileName, type TBookingConfirmation } from '@tour/shared';
import { BRAND } from './brand';
import { saveFile } from './save-file';
import { toast } from './toast';

const RECEIPT_TEXTS = {
  downloaded: 'Receipt downloaded successfully!',
  notAvailable: 'Booking details not available',
} as const;

export type TSupportContacts = { supportEmail: string; supportPhone: string };

/** The receipt text file (1-traveller.md section 7, 'booking-confirmation-{reference}.txt'), built in the browser. */
export function downloadReceipt(booking: TBookingConfirmation | undefined, support: TSupportContacts | null): void {
  if (!booking) {
    toast.error(RECEIPT_TEXTS.notAvailable);
    return;
  }
  const text = buildReceiptText(booking, support, BRAND.name);
  saveFile(receiptFileName(booking.reference), new Blob([text], { type: 'text/plain;charset=utf-8' }));
  toast.success(RECEIPT_TEXTS.downloaded);
}
