import type { TLanguage } from './languages';

/**
 * Rules for the traveller's own bookings on /account (1-traveller.md sections 4 and 6).
 */
/** Payment statuses that mean nothing has been received yet. */
const UNPAID_PAYMENT_STATUSES = ['pending', 'failed'];

/**
 * Pay Now: a booking that is really pending (an unknown status only looks pending) and whose payment
 * has not been made nor is being verified.
 */
export function canPayNow(booking: { status: string; paymentStatus: string }): boolean {
  return booking.status === 'pending' && UNPAID_PAYMENT_STATUSES.includes(booking.paymentStatus);
}

const THAI_PAYMENT_STATUSES: Record<string, string> = {
  pending: 'รอชำระเงิน',
  processing: 'กำลังดำเนินการ',
  completed: 'ชำระแล้ว',
  succeeded: 'ชำระแล้ว',
  failed: 'ชำระเงินไม่สำเร็จ',
};

/**
 * Payment status as a traveller reads it: pending, processing, completed (a payment record's `succeeded`), failed;
 * anything else as it is.
 */
export function paymentStatusLabel(status: string, language: TLanguage): string {
  if (language === 'th') return THAI_PAYMENT_STATUSES[status] ?? (status || 'รอชำระเงิน');
  switch (status) {
    case 'pending':
      return 'Pending';
    case 'processing':
      return 'Processing';
    case 'completed':
    case 'succeeded':
      return 'Completed';
    case 'failed':
      return 'Failed';
    default:
      return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Pending';
  }
}
