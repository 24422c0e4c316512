import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { TBookingPaymentStatus, TBookingStatusValue, TGrowth, TMoneyFigure } from '@tour/shared';
import { formatDashboardMoney } from '../../../components/dashboards/dashboard-money';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { DASHBOARD_TEXTS } from '../texts';

/** Each currency's own sum, as the money was paid: 'USD 1,200.00 · THB 20,000' (THB without decimals, 3-admin.md). */
export function MoneyByCurrency({ figure, className }: { figure: TMoneyFigure; className?: string }) {
  const T = useTexts(DASHBOARD_TEXTS);
  const language = useLanguage();
  return (
    <ul className={cn('flex flex-wrap gap-x-3 gap-y-0.5', className)} aria-label={T.money.byCurrency}>
      {figure.byCurrency.map((money) => (
        <li
          key={money.currency}
          className="tabular-nums"
          data-testid="money-by-currency"
          data-currency={money.currency}
        >
          {formatDashboardMoney(money.amount, money.currency, language)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A growth figure (3-admin.md section 9): the percentage with an arrow up or down by its sign, and the two counts;
 * without bookings in the earlier window it says so instead of the spec's made-up 0.
 */
export function GrowthFigure({
  growth,
  noEarlier,
  label,
  className,
}: {
  growth: TGrowth;
  noEarlier: string;
  label: string;
  className?: string;
}) {
  const T = useTexts(DASHBOARD_TEXTS);
  const { percent } = growth;
  const direction = percent === null ? 'none' : percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
  const Icon = direction === 'up' ? TrendingUp : direction === 'down' ? TrendingDown : Minus;
  const text =
    percent === null
      ? noEarlier
      : direction === 'up'
        ? T.growth.up(percent)
        : direction === 'down'
          ? T.growth.down(percent)
          : T.growth.flat;
  return (
    <p
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
        direction === 'up' && 'bg-success/12 text-success',
        direction === 'down' && 'bg-destructive/10 text-destructive',
        (direction === 'flat' || direction === 'none') && 'bg-muted text-muted-foreground',
        className,
      )}
      data-testid="growth"
      data-direction={direction}
      title={`${label}: ${T.growth.counts(growth.current, growth.earlier)}`}
    >
      <Icon className="size-3.5" aria-hidden />
      <span className="sr-only">{label}: </span>
      {text}
    </p>
  );
}

/** One badge for where a booking stands: cancelled, completed, or its payment (paid, awaiting, verifying, failed). */
export function BookingStatusBadge({
  bookingStatus,
  paymentStatus,
}: {
  bookingStatus: TBookingStatusValue;
  paymentStatus: TBookingPaymentStatus;
}) {
  const T = useTexts(DASHBOARD_TEXTS);
  let label: string;
  let variant: TBadgeVariant;
  let extra: string | undefined;
  if (bookingStatus === 'cancelled') {
    label = T.status.cancelled;
    variant = 'outline';
    extra = 'border-destructive/40 text-destructive';
  } else if (bookingStatus === 'completed') {
    label = T.status.completed;
    variant = 'secondary';
  } else {
    label = T.status.payment[paymentStatus];
    variant = paymentStatus === 'completed' ? 'success' : paymentStatus === 'failed' ? 'outline' : 'warning';
    extra = paymentStatus === 'failed' ? 'border-destructive/40 text-destructive' : undefined;
  }
  return (
    <Badge
      variant={variant}
      className={extra}
      data-testid="booking-status"
      data-status={bookingStatus}
      data-payment={paymentStatus}
    >
      {label}
    </Badge>
  );
}

/** A booking's payment, as the manifest shows it beside the booking reference. */
export function PaymentStatusBadge({ paymentStatus }: { paymentStatus: TBookingPaymentStatus }) {
  const T = useTexts(DASHBOARD_TEXTS);
  return (
    <Badge
      variant={paymentStatus === 'completed' ? 'success' : paymentStatus === 'failed' ? 'outline' : 'warning'}
      className={paymentStatus === 'failed' ? 'border-destructive/40 text-destructive' : undefined}
      data-testid="payment-status"
      data-status={paymentStatus}
    >
      {T.status.payment[paymentStatus]}
    </Badge>
  );
}
