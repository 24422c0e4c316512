import { ShieldAlert } from 'lucide-react';
import { cancellationPolicyText, formatPaymentDeadline, type TLanguage, type TManagedBooking } from '@tour/shared';
import { refundStatement } from '../../../components/booking/refund-statement';
import { BOOKING_VIEW_TEXTS } from '../../../components/booking/texts';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { formatMoney } from '../../../lib/money';
import { MANAGE_TEXTS } from '../texts';

/** An instant in the reader's own zone, with the zone named. */
export function formatInstant(instant: string, language: TLanguage): string {
  return formatPaymentDeadline(instant, { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, language });
}

function CancelledState({ booking }: { booking: TManagedBooking }) {
  const T = useTexts(MANAGE_TEXTS).cancellation;
  const refundTexts = useTexts(BOOKING_VIEW_TEXTS).refund;
  const language = useLanguage();
  const status = booking.refundStatus ?? 'none';
  // A refund still owed on a bank transfer waits for an administrator; on a card it is on its way.
  const manual = booking.paymentMethod === 'bank_transfer' && status === 'pending';
  return (
    <dl className="grid gap-3 text-sm" data-testid="manage-refund">
      {booking.cancellationDate ? (
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{T.cancelledOn}</dt>
          <dd className="font-medium">{formatDate(booking.cancellationDate, language)}</dd>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{T.refundAmount}</dt>
        <dd className="font-semibold tabular-nums" data-testid="manage-refund-amount">
          {formatMoney(booking.refundAmount ?? 0, booking.currency, language)}
        </dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{T.title}</dt>
        <dd className="font-medium" data-testid="manage-refund-status" data-status={status}>
          {T.refundStatus[status] ?? status}
        </dd>
      </div>
      {manual ? (
        <p className="rounded-lg bg-muted/60 px-3 py-2 text-muted-foreground">{refundTexts.manualNote}</p>
      ) : null}
    </dl>
  );
}

type TCancellationPanelProps = {
  booking: TManagedBooking;
  onCancel: () => void;
  /** A cancelled booking whose refund failed: ask the provider again (the same refund, never a second). */
  onRetryRefund: () => void;
  retrying: boolean;
};

export function CancellationPanel({ booking, onCancel, onRetryRefund, retrying }: TCancellationPanelProps) {
  const T = useTexts(MANAGE_TEXTS).cancellation;
  const refundTexts = useTexts(BOOKING_VIEW_TEXTS).refund;
  const language = useLanguage();
  const say = useMessage();
  const { cancellation } = booking;
  const statement = refundStatement(booking, refundTexts, language);
  const summary = statement?.summary ?? null;
  const note = statement?.note ?? null;
  // Only a refund whose request did not reach the provider can be asked again; a refused one waits for our team.
  const refundFailed = booking.status === 'cancelled' && booking.refundRetryable;
  return (
    <section
      aria-labelledby="manage-cancel-title"
      className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm"
      data-testid="manage-cancellation"
    >
      <div className="flex items-start gap-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-highlight-foreground" aria-hidden />
        <div className="grid gap-1">
          <h2 id="manage-cancel-title" className="font-semibold text-ink">
            {T.title}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="cancellation-policy-text">
            {cancellationPolicyText(booking.cancellationPolicy, language)}
          </p>
        </div>
      </div>
      {booking.status === 'cancelled' ? <CancelledState booking={booking} /> : null}
      {refundFailed ? (
        <Button variant="outline" onClick={onRetryRefund} disabled={retrying} className="w-full sm:w-fit">
          {T.retryRefund}
        </Button>
      ) : null}
      {cancellation.allowed ? (
        <div className="grid gap-3">
          {cancellation.free && cancellation.freeUntil ? (
            <p className="text-sm font-medium text-foreground">
              {T.freeUntil(formatInstant(cancellation.freeUntil, language))}
            </p>
          ) : null}
          {summary ? (
            <p className="text-sm text-foreground" data-testid="manage-cancel-summary">
              {summary}
            </p>
          ) : null}
          {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
          <Button
            variant="outline"
            onClick={onCancel}
            className="w-full border-destructive/40 text-destructive hover:bg-destructive/8 sm:w-fit"
          >
            {T.button}
          </Button>
        </div>
      ) : booking.status !== 'cancelled' ? (
        <p className="text-sm text-muted-foreground" data-testid="manage-cancel-unavailable">
          {say(cancellation.message)}
        </p>
      ) : null}
    </section>
  );
}
