import { buildReceiptText, receiptFileName, type TBookingConfirmation } from '@tour/shared';
import { BRAND } from '../../lib/brand';
import { toast } from '../../lib/toast';
import { MANAGE_TEXTS } from './texts';

/** The receipt text file (1-traveller.md section 7, 'booking-confirmation-{reference}.txt'), built here. */
export function downloadReceipt(
  booking: TBookingConfirmation | undefined,
  support: { supportEmail: string; supportPhone: string } | null,
) {
  if (!booking) {
    toast.error(MANAGE_TEXTS.receipt.notAvailable);
    return;
  }
  const blob = new Blob([buildReceiptText(booking, support, BRAND.name)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFileName(booking.reference);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  toast.success(MANAGE_TEXTS.receipt.downloaded);
}
