import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TManagedBooking } from '@tour/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { formatMoney } from '../../../lib/money';
import { PaymentForm } from '../../payment/api/payment-form';
import { managedBookingQueryKey } from '../api/get-managed-booking';
import { MANAGE_TEXTS } from '../texts';

const T = MANAGE_TEXTS.pay;
const ignoreSessionExpiry = () => undefined;

type TPayNowDialogProps = { token: string; booking: TManagedBooking; open: boolean; onClose: () => void };

/** Pay Now on the manage page: the payment form for exactly this booking, authorised by the link's token. */
export function PayNowDialog({ token, booking, open, onClose }: TPayNowDialogProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const target = useMemo(
    () => ({
      bookingId: booking.id,
      manageToken: token,
      amount: booking.totalAmount,
      currency: booking.currency,
      onPaid: () => {
        void queryClient.invalidateQueries({ queryKey: managedBookingQueryKey(token) });
        onClose();
      },
    }),
    [booking.id, booking.totalAmount, booking.currency, token, onClose, queryClient],
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{T.dialogTitle}</DialogTitle>
          <DialogDescription data-testid="manage-pay-amount">
            {T.dialogBody(booking.reference, formatMoney(booking.totalAmount, booking.currency))}
          </DialogDescription>
        </DialogHeader>
        {open ? <PaymentForm booking={target} onBusyChange={setBusy} onSessionExpired={ignoreSessionExpiry} /> : null}
      </DialogContent>
    </Dialog>
  );
}
