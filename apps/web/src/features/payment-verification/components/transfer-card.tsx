import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { paths, type TTransferAwaiting } from '@tour/shared';
import { DayAndTime } from '../../../components/day-and-time';
import { Fact } from '../../../components/fact';
import { SlipReading } from '../../../components/slip-reading';
import { EmailAddress } from '../../../components/email-address';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatMoney } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import type { TTransferTarget } from '../payment-verification-state';
import { PAYMENT_VERIFICATION_TEXTS } from '../texts';
import { SlipView } from './slip-view';

/** One transfer awaiting verification: its slip beside what the slip should show, and the two decisions. */
export function TransferCard({
  transfer,
  busy,
  onVerify,
  onReject,
}: {
  transfer: TTransferAwaiting;
  busy: boolean;
  onVerify: (target: TTransferTarget) => void;
  onReject: (target: TTransferTarget) => void;
}) {
  const T = useTexts(PAYMENT_VERIFICATION_TEXTS).transfers;
  const language = useLanguage();
  const amount = formatMoney(transfer.amountDue, transfer.currency, language);
  const target: TTransferTarget = {
    paymentId: transfer.paymentId,
    bookingReference: transfer.bookingReference,
    amount,
  };
  return (
    <li
      className={cn(
        'grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]',
        transfer.overdue && 'border-destructive/40',
      )}
      data-testid="transfer-item"
      data-payment-id={transfer.paymentId}
      data-booking-reference={transfer.bookingReference}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 lg:col-span-2">
        <Link
          to={paths.adminBooking.href({ bookingId: transfer.bookingId })}
          className="font-mono text-base font-semibold text-primary underline-offset-2 hover:underline"
        >
          {transfer.bookingReference}
        </Link>
        {transfer.overdue ? (
          <Badge variant="outline" className="border-destructive/40 text-destructive" data-testid="transfer-overdue">
            <CircleAlert aria-hidden />
            {T.overdue}
          </Badge>
        ) : null}
      </div>
      <SlipView
        paymentId={transfer.paymentId}
        bookingReference={transfer.bookingReference}
        contentType={transfer.slip.contentType}
      />
      <div className="grid min-w-0 content-start gap-4">
        <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
          <Fact label={T.amountDue}>
            <span className="text-lg font-semibold text-ink tabular-nums" data-testid="transfer-amount">
              {amount}
            </span>
          </Fact>
          <Fact label={T.qr}>
            <SlipReading slip={transfer.slip} />
          </Fact>
          <Fact label={T.traveller}>
            <span className="block font-medium text-ink [overflow-wrap:anywhere]">
              {transfer.traveller.name ?? T.noName}
            </span>
            {transfer.traveller.email ? (
              <EmailAddress email={transfer.traveller.email} className="text-muted-foreground" />
            ) : null}
          </Fact>
          <Fact label={T.tour}>
            <span className="block font-medium text-ink [overflow-wrap:anywhere]">{transfer.tour.title}</span>
            <span className="text-muted-foreground">
              {T.departure(formatDate(transfer.tour.startDate, language), transfer.guests)}
            </span>
          </Fact>
          <Fact label={T.received}>
            <DayAndTime value={transfer.receivedAt} inline />
          </Fact>
          <Fact label={T.due}>
            <DayAndTime
              value={transfer.verificationDueAt}
              inline
              className={transfer.overdue ? 'font-medium text-destructive' : undefined}
            />
          </Fact>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} aria-label={T.verifyFor(transfer.bookingReference)} onClick={() => onVerify(target)}>
            {T.verify}
          </Button>
          <Button
            variant="ghostDestructive"
            disabled={busy}
            aria-label={T.rejectFor(transfer.bookingReference)}
            onClick={() => onReject(target)}
          >
            {T.reject}
          </Button>
        </div>
      </div>
    </li>
  );
}
