import { displayBookingStatus, paymentStatusLabel, type TBookingStatusValue } from '@tour/shared';
import { cn } from '../../../lib/cn';
import { ACCOUNT_TEXTS } from '../texts';

/** pending yellow, confirmed green, paid blue, cancelled red, completed purple (1-traveller.md section 4). */
const STATUS_CLASSES: Record<TBookingStatusValue, string> = {
  pending: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  confirmed: 'bg-green-100 text-green-800 ring-green-300',
  paid: 'bg-blue-100 text-blue-800 ring-blue-300',
  cancelled: 'bg-red-100 text-red-800 ring-red-300',
  completed: 'bg-purple-100 text-purple-800 ring-purple-300',
};

const pill =
  'inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** The booking's status; an unknown value reads as pending. */
export function BookingStatusBadge({ status }: { status: string }) {
  const shown = displayBookingStatus(status);
  return (
    <span className={cn(pill, STATUS_CLASSES[shown])} data-testid="booking-status" data-status={shown}>
      {ACCOUNT_TEXTS.bookings.status[shown]}
    </span>
  );
}

const PAYMENT_CLASSES: Record<string, string> = {
  completed: 'bg-green-50 text-green-700 ring-green-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  processing: 'bg-blue-50 text-blue-700 ring-blue-200',
};

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(pill, 'font-medium', PAYMENT_CLASSES[status] ?? 'bg-muted text-muted-foreground ring-border')}
      data-testid="payment-status"
      data-status={status}
    >
      {ACCOUNT_TEXTS.bookings.paymentStatus(paymentStatusLabel(status))}
    </span>
  );
}
