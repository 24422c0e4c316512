import { type TManagedBooking, type TRefundAccount, tourTitleIn } from '@tour/shared';
import { ConfirmCancelDialog } from '../../../components/booking/confirm-cancel-dialog';
import {
  RefundAccountFields,
  useRefundAccountForm,
  withRefundAccount,
} from '../../../components/booking/refund-account-fields';
import { refundNote } from '../../../components/booking/refund-statement';
import { BOOKING_VIEW_TEXTS } from '../../../components/booking/texts';
import { formatDateRange } from '../../../lib/calendar-date';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { formatMoney } from '../../../lib/money';
import { MANAGE_TEXTS } from '../texts';

type TCancelDialogProps = {
  booking: TManagedBooking;
  open: boolean;
  pending: boolean;
  /** The account comes with the cancellation when the refund goes back by bank transfer. */
  onConfirm: (refundAccount?: TRefundAccount) => void;
  onClose: () => void;
};

/** Asks first, stating what the policy gives back if the traveller cancels now (and where a transfer refund goes). */
export function CancelBookingDialog({ booking, open, pending, onConfirm, onClose }: TCancelDialogProps) {
  const T = useTexts(MANAGE_TEXTS).cancellation;
  const refundTexts = useTexts(BOOKING_VIEW_TEXTS).refund;
  const language = useLanguage();
  const { cancellation } = booking;
  const account = useRefundAccountForm();
  const needsAccount = cancellation.allowed && cancellation.refundRoute === 'manual' && cancellation.refundAmount > 0;
  const confirm = needsAccount ? withRefundAccount(account, onConfirm) : () => onConfirm();
  const money = (amount: number) => formatMoney(amount, booking.currency, language);
  const dates = formatDateRange(booking.date.startDate, booking.date.endDate, language) ?? '';
  return (
    <ConfirmCancelDialog
      open={open}
      pending={pending}
      question={{
        title: T.dialogTitle(booking.reference),
        description: T.dialogBody(tourTitleIn(booking.tour, language), dates),
      }}
      texts={T}
      testId="manage-cancel-dialog"
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {cancellation.allowed ? (
        <div className="grid gap-3">
          {cancellation.refundRoute === 'none' ? (
            <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">{refundTexts.nowUnpaid}</p>
          ) : (
            <dl className="grid gap-2 rounded-lg border bg-muted/30 px-4 py-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{T.paidLine}</dt>
                <dd className="tabular-nums">{money(booking.paidAmount)}</dd>
              </div>
              {cancellation.free ? null : (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{T.feeLine(cancellation.feePercent)}</dt>
                  <dd className="tabular-nums">-{money(cancellation.feeAmount)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-4 border-t pt-2 font-semibold">
                <dt>{T.refundLine}</dt>
                <dd className="tabular-nums" data-testid="manage-cancel-refund">
                  {money(cancellation.refundAmount)}
                </dd>
              </div>
            </dl>
          )}
          {cancellation.refundRoute === 'none' ? null : (
            <p className="text-sm text-muted-foreground">
              {refundNote(booking.paymentMethod, cancellation.refundRoute, refundTexts)}
            </p>
          )}
          {needsAccount ? <RefundAccountFields form={account} idPrefix="manage-cancel" /> : null}
        </div>
      ) : null}
    </ConfirmCancelDialog>
  );
}
