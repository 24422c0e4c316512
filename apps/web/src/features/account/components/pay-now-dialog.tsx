import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAccountBooking } from '@tour/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { formatMoney } from '../../../lib/format';
import { PaymentForm, type TBookingPaymentTarget } from '../../payment/api/payment-form';
import { accountBookingsQueryKey } from '../api/get-account-bookings';
import { ACCOUNT_TEXTS } from '../texts';

const T = ACCOUNT_TEXTS.payNow;
const ignoreSessionExpiry = () => undefined;

type TPayNowDialogProps = { booking: TAccountBooking | null; onClose: () => void };

/** Pay Now: the payment form (card, bank transfer, PromptPay) for exactly this booking's amount. */
export function PayNowDialog({ booking, onClose }: TPayNowDialogProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const target = useMemo<TBookingPaymentTarget | null>(() => {
    if (!booking) return null;
    return {
      bookingId: booking.id,
      amount: booking.totalAmount,
      currency: booking.currency,
      onPaid: () => {
        void queryClient.invalidateQueries({ queryKey: accountBookingsQueryKey });
        onClose();
      },
    };
  }, [booking, onClose, queryClient]);

  return (
    <Dialog open={booking !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl" onInteractOutside={(event) => event.preventDefault()}>
        {booking && target ? (
          <>
            <DialogHeader>
              <DialogTitle>{T.title}</DialogTitle>
              <DialogDescription data-testid="pay-now-amount">
                {T.description(booking.reference, formatMoney(booking.totalAmount, booking.currency))}
              </DialogDescription>
            </DialogHeader>
            <PaymentForm booking={target} onBusyChange={setBusy} onSessionExpired={ignoreSessionExpiry} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
