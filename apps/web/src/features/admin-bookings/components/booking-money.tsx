import type { TAdminBookingDetail } from '@tour/shared';
import { DayAndTime } from '../../../components/day-and-time';
import { Fact } from '../../../components/fact';
import { SlipReading } from '../../../components/slip-reading';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_BOOKINGS_TEXTS } from '../texts';

/** Each payment: how, how much, where it stands, what may still be refunded, and the slip's reading for a transfer. */
export function PaymentsCard({ booking }: { booking: TAdminBookingDetail }) {
  const texts = useTexts(ADMIN_BOOKINGS_TEXTS);
  const P = texts.detail.payments;
  const language = useLanguage();
  return (
    <Card data-testid="booking-payments">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>{P.title}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        {booking.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{P.none}</p>
        ) : (
          <ul className="grid gap-3">
            {booking.payments.map((payment) => (
              <li key={payment.id} className="rounded-lg border p-3" data-testid="booking-payment">
                <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
                  <Fact label={P.method}>{texts.methods[payment.method] ?? payment.method}</Fact>
                  <Fact label={P.amount}>
                    <span className="font-medium text-ink tabular-nums">
                      {formatMoney(payment.amount, payment.currency, language)}
                    </span>
                  </Fact>
                  <Fact label={P.status}>
                    <Badge
                      variant={payment.status === 'succeeded' ? 'success' : 'outline'}
                      className={payment.status === 'rejected' ? 'border-destructive/40 text-destructive' : undefined}
                      data-testid="payment-status"
                    >
                      {P.statuses[payment.status] ?? payment.status}
                    </Badge>
                  </Fact>
                  <Fact label={P.refundable}>
                    <span className="tabular-nums" data-testid="payment-refundable">
                      {formatMoney(payment.refundable, payment.currency, language)}
                    </span>
                  </Fact>
                  <Fact label={P.made}>
                    <DayAndTime value={payment.createdAt} inline />
                  </Fact>
                  {payment.slip ? (
                    <Fact label={P.slip}>
                      <SlipReading slip={payment.slip} />
                    </Fact>
                  ) : null}
                  {payment.rejectionReason ? (
                    <Fact label={P.rejected} className="sm:col-span-2 lg:col-span-3">
                      <span className="[overflow-wrap:anywhere]">{payment.rejectionReason}</span>
                    </Fact>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The refund ledger's rows for this booking. */
export function RefundsCard({ booking }: { booking: TAdminBookingDetail }) {
  const R = useTexts(ADMIN_BOOKINGS_TEXTS).detail.refunds;
  const language = useLanguage();
  return (
    <Card data-testid="booking-refunds">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>{R.title}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        {booking.refunds.length === 0 ? (
          <p className="text-sm text-muted-foreground">{R.none}</p>
        ) : (
          <ul className="grid gap-3">
            {booking.refunds.map((refund) => (
              <li
                key={refund.id}
                className="grid gap-2 rounded-lg border p-3"
                data-testid="booking-refund"
                data-status={refund.status}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-ink tabular-nums">
                    {formatMoney(refund.amount, refund.currency, language)}
                  </span>
                  <Badge
                    variant={
                      refund.status === 'succeeded' ? 'success' : refund.status === 'failed' ? 'outline' : 'warning'
                    }
                    className={refund.status === 'failed' ? 'border-destructive/40 text-destructive' : undefined}
                  >
                    {R.statuses[refund.status]}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {R.route[refund.route]} · <DayAndTime value={refund.createdAt} inline />
                </p>
                <p className="text-sm [overflow-wrap:anywhere]">{refund.reason}</p>
                {refund.settledAt ? (
                  <p className="text-sm text-muted-foreground">
                    {R.settled} <DayAndTime value={refund.settledAt} inline />
                  </p>
                ) : null}
                {refund.transferReference ? (
                  <p className="text-sm">
                    {R.transferReference}{' '}
                    <code className="font-mono text-xs [overflow-wrap:anywhere]">{refund.transferReference}</code>
                  </p>
                ) : null}
                {refund.failureReason ? (
                  <p className="text-sm text-destructive">
                    {R.failure}: {refund.failureReason}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
