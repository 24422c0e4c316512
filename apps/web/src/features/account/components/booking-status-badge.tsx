import { displayBookingStatus, type TBadgeTone, type TBookingStatusInput } from '@tour/shared';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { describeBookingForBrowser } from '../../payment/api/booking-status-view';
import { ACCOUNT_TEXTS } from '../texts';

/** The spec's colours: not yet paid yellow, confirmed green, paid blue, cancelled red, completed purple. */
const TONE_CLASSES: Record<TBadgeTone, string> = {
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  green: 'bg-green-100 text-green-800 ring-green-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  purple: 'bg-purple-100 text-purple-800 ring-purple-300',
};

const pillShape = 'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';
const pill = `${pillShape} shrink-0 whitespace-nowrap`;

/**
 * The booking's real state (DESIGN decision 15): paid, transfer being verified, reserved with its
 * deadline, awaiting payment, cancelled with its refund state. `data-status` keeps the stored status
 * (an unknown value reads as pending), `data-stage` the state shown.
 */
export function BookingStatusBadge({ booking }: { booking: TBookingStatusInput }) {
  const view = describeBookingForBrowser(booking, useLanguage());
  return (
    <span
      className={cn(pillShape, 'max-w-full', TONE_CLASSES[view.badge.tone])}
      data-testid="booking-status"
      data-status={displayBookingStatus(booking.status)}
      data-stage={view.stage}
    >
      {view.badge.label}
    </span>
  );
}

const PAYMENT_CLASSES: Record<string, string> = {
  completed: 'bg-green-50 text-green-700 ring-green-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  processing: 'bg-blue-50 text-blue-700 ring-blue-200',
};

export function PaymentStatusBadge({ status }: { status: string }) {
  const texts = useTexts(ACCOUNT_TEXTS);
  return (
    <span
      className={cn(pill, 'font-medium', PAYMENT_CLASSES[status] ?? 'bg-muted text-muted-foreground ring-border')}
      data-testid="payment-status"
      data-status={status}
    >
      {texts.bookings.paymentStatus(texts.paymentStatusName(status))}
    </span>
  );
}
