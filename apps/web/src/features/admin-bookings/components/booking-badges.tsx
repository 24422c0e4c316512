import type { TBookingPaymentStatus, TBookingStatusValue, TRefundStatus } from '@tour/shared';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_BOOKINGS_TEXTS } from '../texts';

const STATUS_VARIANTS: Record<TBookingStatusValue, TBadgeVariant> = {
  pending: 'warning',
  confirmed: 'success',
  paid: 'success',
  completed: 'secondary',
  cancelled: 'outline',
};

const PAYMENT_VARIANTS: Record<TBookingPaymentStatus, TBadgeVariant> = {
  pending: 'warning',
  processing: 'warning',
  completed: 'success',
  failed: 'outline',
};

/** A booking's status, payment status and (once cancelled or refunded) refund status, as badges. */
export function BookingBadges({
  status,
  paymentStatus,
  refundStatus,
  className,
}: {
  className?: string;
  status: TBookingStatusValue;
  paymentStatus: TBookingPaymentStatus;
  refundStatus: TRefundStatus | null;
}) {
  const T = useTexts(ADMIN_BOOKINGS_TEXTS);
  return (
    <span className={cn('flex flex-wrap gap-1', className)} data-testid="booking-badges">
      <Badge
        variant={STATUS_VARIANTS[status]}
        className={status === 'cancelled' ? 'border-destructive/40 text-destructive' : undefined}
        data-testid="booking-status"
      >
        {T.statuses[status]}
      </Badge>
      <Badge
        variant={PAYMENT_VARIANTS[paymentStatus]}
        className={paymentStatus === 'failed' ? 'border-destructive/40 text-destructive' : undefined}
        data-testid="booking-payment-status"
      >
        {T.paymentStatuses[paymentStatus]}
      </Badge>
      {refundStatus && refundStatus !== 'none' ? (
        <Badge variant="outline" data-testid="booking-refund-status">
          {T.refundStatuses[refundStatus]}
        </Badge>
      ) : null}
    </span>
  );
}
