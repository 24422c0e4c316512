import { cancellationPolicyText, type TAccountBooking, tourTitleIn } from '@tour/shared';
import { ConfirmCancelDialog, reportCancellation } from '../../../components/booking/confirm-cancel-dialog';
import {
  RefundAccountFields,
  useRefundAccountForm,
  withRefundAccount,
} from '../../../components/booking/refund-account-fields';
import { refundStatement } from '../../../components/booking/refund-statement';
import { BOOKING_VIEW_TEXTS } from '../../../components/booking/texts';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { useCancelBooking, useCancellationPreview } from '../api/cancel-booking';
import { ACCOUNT_TEXTS } from '../texts';

type TRefundPanelProps = { preview: ReturnType<typeof useCancellationPreview> };

/** The refund under the booking's policy, asked of the server when the dialog opens (it changes as departure nears). */
function RefundPanel({ preview }: TRefundPanelProps) {
  const T = useTexts(ACCOUNT_TEXTS).cancel;
  const refundTexts = useTexts(BOOKING_VIEW_TEXTS).refund;
  const language = useLanguage();
  const box = 'grid gap-1.5 rounded-lg border bg-muted/30 px-4 py-3 text-sm';
  if (preview.isPending) {
    return (
      <div className={box} role="status" aria-label={T.refundLoading} data-testid="cancel-refund" data-state="loading">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <p className={box} data-testid="cancel-refund" data-state="unavailable">
        {T.refundUnavailable}
      </p>
    );
  }
  const { cancellation } = preview.data;
  const statement = refundStatement(preview.data, refundTexts, language);
  return (
    <div className={box} data-testid="cancel-refund" data-state={cancellation.allowed ? 'allowed' : 'refused'}>
      <p className="font-medium text-foreground" data-testid="cancel-refund-summary">
        {statement ? statement.summary : cancellation.allowed ? null : T.refused[cancellation.reason]}
      </p>
      {statement?.note ? <p className="text-muted-foreground">{statement.note}</p> : null}
    </div>
  );
}

type TCancelBookingDialogProps = { booking: TAccountBooking | null; onClose: () => void };

/** Cancel asks first, stating the refund under the policy; the list reloads afterwards either way. */
export function CancelBookingDialog({ booking, onClose }: TCancelBookingDialogProps) {
  const T = useTexts(ACCOUNT_TEXTS).cancel;
  const language = useLanguage();
  const say = useMessage();
  const cancel = useCancelBooking();
  const preview = useCancellationPreview(booking?.id ?? null);
  // Confirm waits for the refund to be stated; if it cannot be read, the server still decides by the policy.
  const blocked = preview.isPending || preview.data?.cancellation.allowed === false;
  const account = useRefundAccountForm();
  const stated = preview.data?.cancellation;
  const needsAccount = stated?.allowed === true && stated.refundRoute === 'manual' && stated.refundAmount > 0;

  const confirm = () => {
    if (!booking) return;
    if (needsAccount) {
      void withRefundAccount(account, (refundAccount) =>
        cancel.mutate({ bookingId: booking.id, refundAccount }, reportCancellation(T, onClose, say)),
      )();
      return;
    }
    cancel.mutate({ bookingId: booking.id }, reportCancellation(T, onClose, say));
  };

  return (
    <ConfirmCancelDialog
      open={booking !== null}
      pending={cancel.isPending}
      confirmDisabled={blocked}
      question={
        booking ? { title: T.title, description: T.body(tourTitleIn(booking.tour, language), booking.reference) } : null
      }
      texts={T}
      onConfirm={confirm}
      onClose={onClose}
    >
      <RefundPanel preview={preview} />
      {needsAccount ? <RefundAccountFields form={account} idPrefix="account-cancel" /> : null}
      {booking ? (
        <p className="text-xs text-muted-foreground" data-testid="cancellation-policy-text">
          {cancellationPolicyText(booking.cancellationPolicy, language)}
        </p>
      ) : null}
    </ConfirmCancelDialog>
  );
}
