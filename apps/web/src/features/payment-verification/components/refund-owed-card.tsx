import { Link } from 'react-router';
import { Landmark } from 'lucide-react';
import { paths, type TRefundOwed } from '@tour/shared';
import { DayAndTime } from '../../../components/day-and-time';
import { Fact } from '../../../components/fact';
import { SlipReading } from '../../../components/slip-reading';
import { EmailAddress } from '../../../components/email-address';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_VERIFICATION_TEXTS } from '../texts';
import { RecordRefundForm } from './record-refund-form';

/** A refund owed by bank transfer: how much, to whom and into which account, and the form to record it paid. */
export function RefundOwedCard({ refund }: { refund: TRefundOwed }) {
  const { refunds: T, transfers: TT } = useTexts(PAYMENT_VERIFICATION_TEXTS);
  const language = useLanguage();
  const account = refund.payoutAccount;
  return (
    <li
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
      data-testid="refund-owed-item"
      data-refund-id={refund.refundId}
      data-booking-reference={refund.bookingReference}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={paths.adminBooking.href({ bookingId: refund.bookingId })}
          className="font-mono text-base font-semibold text-primary underline-offset-2 hover:underline"
        >
          {refund.bookingReference}
        </Link>
        <Badge variant={refund.transferVerified ? 'success' : 'warning'}>
          {refund.transferVerified ? T.transferVerified : T.transferNotVerified}
        </Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={T.amount}>
          <span className="text-lg font-semibold text-ink tabular-nums" data-testid="refund-owed-amount">
            {formatMoney(refund.amount, refund.currency, language)}
          </span>
        </Fact>
        <Fact label={T.requested}>
          <DayAndTime value={refund.requestedAt} inline />
        </Fact>
        <Fact label={T.reason}>
          <span className="[overflow-wrap:anywhere]">{refund.reason}</span>
        </Fact>
        <Fact label={TT.traveller}>
          <span className="block font-medium text-ink [overflow-wrap:anywhere]">
            {refund.traveller.name ?? TT.noName}
          </span>
          {refund.traveller.email ? (
            <EmailAddress email={refund.traveller.email} className="text-muted-foreground" />
          ) : null}
        </Fact>
        <Fact label={TT.tour}>
          <span className="block font-medium text-ink [overflow-wrap:anywhere]">{refund.tour.title}</span>
          <span className="text-muted-foreground">{formatDate(refund.tour.startDate, language)}</span>
        </Fact>
        <Fact label={T.paidWith}>{refund.slip ? <SlipReading slip={refund.slip} /> : T.noSlip}</Fact>
      </dl>
      <section
        className="grid gap-2 rounded-lg border border-primary/20 bg-accent/40 p-3 sm:p-4"
        data-testid="payout-account"
      >
        <h3 className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
          <Landmark className="size-4 text-primary" aria-hidden />
          {T.account}
        </h3>
        {account ? (
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-3">
            <Fact label={T.bankName}>
              <span className="font-medium text-ink [overflow-wrap:anywhere]">{account.bankName}</span>
            </Fact>
            <Fact label={T.accountName}>
              <span className="font-medium text-ink [overflow-wrap:anywhere]">{account.accountName}</span>
            </Fact>
            <Fact label={T.accountNumber}>
              <code className="font-mono text-sm font-medium text-ink" data-testid="payout-account-number">
                {account.accountNumber}
              </code>
            </Fact>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{T.noAccount}</p>
        )}
      </section>
      <RecordRefundForm refundId={refund.refundId} bookingReference={refund.bookingReference} disabled={!account} />
    </li>
  );
}
