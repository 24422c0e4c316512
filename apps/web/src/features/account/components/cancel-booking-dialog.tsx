import { toast } from '../../../lib/toast';
import type { TAccountBooking, TAccountCancellationPreview } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useCancelBooking, useCancellationPreview } from '../api/cancel-booking';
import { ACCOUNT_TEXTS } from '../texts';

const T = ACCOUNT_TEXTS.cancel;

/** What cancelling now gives back, in one sentence, and where the money goes. */
function refundStatement(preview: TAccountCancellationPreview): { summary: string; note: string | null } | null {
  const { cancellation, currency } = preview;
  if (!cancellation.allowed) return null;
  if (cancellation.refundRoute === 'none') return { summary: T.nowUnpaid, note: null };
  const money = (amount: number) => formatMoney(amount, currency);
  const summary = cancellation.free
    ? T.nowFree(money(cancellation.refundAmount))
    : T.nowLate(money(cancellation.feeAmount), money(cancellation.refundAmount));
  const note =
    cancellation.refundRoute === 'manual'
      ? T.manualNote
      : T.providerNote(preview.paymentMethod === 'promptpay' ? T.promptpay : T.card);
  return { summary, note };
}

type TRefundPanelProps = { preview: ReturnType<typeof useCancellationPreview> };

/** The refund under the policy, asked of the server when the dialog opens (it changes 48 hours before departure). */
function RefundPanel({ preview }: TRefundPanelProps) {
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
  const statement = refundStatement(preview.data);
  return (
    <div className={box} data-testid="cancel-refund" data-state={cancellation.allowed ? 'allowed' : 'refused'}>
      <p className="font-medium text-foreground" data-testid="cancel-refund-summary">
        {statement ? statement.summary : cancellation.allowed ? null : cancellation.message}
      </p>
      {statement?.note ? <p className="text-muted-foreground">{statement.note}</p> : null}
    </div>
  );
}

type TCancelBookingDialogProps = { booking: TAccountBooking | null; onClose: () => void };

/** Cancel asks first, stating the refund under the policy; the list reloads afterwards either way. */
export function CancelBookingDialog({ booking, onClose }: TCancelBookingDialogProps) {
  const cancel = useCancelBooking();
  const preview = useCancellationPreview(booking?.id ?? null);
  // Confirm waits for the refund to be stated; if it cannot be read, the server still decides by the policy.
  const blocked = preview.isPending || preview.data?.cancellation.allowed === false;

  const confirm = () => {
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: () => {
        toast.success(T.success);
        onClose();
      },
      onError: (error) => {
        const reason = getErrorMessage(error, T.failed);
        toast.error(T.failed, { description: reason === T.failed ? undefined : reason });
        onClose();
      },
    });
  };

  return (
    <Dialog open={booking !== null} onOpenChange={(open) => (open || cancel.isPending ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        {booking ? (
          <>
            <DialogHeader>
              <DialogTitle>{T.title}</DialogTitle>
              <DialogDescription>{T.body(booking.tour.title, booking.reference)}</DialogDescription>
            </DialogHeader>
            <RefundPanel preview={preview} />
            <p className="text-xs text-muted-foreground">{T.policy}</p>
            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={cancel.isPending} autoFocus>
                {T.keep}
              </Button>
              <Button variant="destructive" onClick={confirm} disabled={cancel.isPending || blocked}>
                {cancel.isPending ? <Spinner className="size-4" decorative /> : null}
                {cancel.isPending ? T.cancelling : T.confirm}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
