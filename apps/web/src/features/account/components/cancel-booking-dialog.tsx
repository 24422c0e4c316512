import { toast } from '../../../lib/toast';
import type { TAccountBooking } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useCancelBooking } from '../api/cancel-booking';
import { ACCOUNT_TEXTS } from '../texts';

const T = ACCOUNT_TEXTS.cancel;

type TCancelBookingDialogProps = { booking: TAccountBooking | null; onClose: () => void };

/** Cancel asks first; the list reloads afterwards either way. */
export function CancelBookingDialog({ booking, onClose }: TCancelBookingDialogProps) {
  const cancel = useCancelBooking();

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
            <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">{T.policy}</p>
            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={cancel.isPending} autoFocus>
                {T.keep}
              </Button>
              <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
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
