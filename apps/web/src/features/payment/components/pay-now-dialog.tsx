import { useMemo, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useLanguage } from '../../../lib/i18n/language';
import { formatMoney } from '../../../lib/money';
import { PaymentForm } from '../payment-form';
import type { TBookingPaymentTarget } from '../payment-targets';

const ignoreSessionExpiry = () => undefined;

/** What Pay Now needs of the booking it pays. */
type TPayableBooking = { id: string; reference: string; totalAmount: number; currency: string };

type TPayNowDialogProps = {
  /** The booking to pay; null while none is chosen. */
  booking: TPayableBooking | null;
  open: boolean;
  /** A private manage link's token, on the page that link opens. */
  manageToken?: string;
  title: string;
  /** The line under the title, as the page words it: the booking's reference and its amount. */
  description: (reference: string, amount: string) => string;
  descriptionTestId?: string;
  /** The payment went through and its toast is shown: the page reads the booking again and closes the dialog. */
  onPaid: () => void;
  onClose: () => void;
};

/**
 * Pay Now on an unpaid booking (My Bookings, the confirmation, the manage link's page): the payment form for
 * exactly this booking's amount. It cannot be closed while a payment is in flight.
 */
export function PayNowDialog({ booking, open, manageToken, onPaid, onClose, ...texts }: TPayNowDialogProps) {
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  // The page's callback may change with each render; the form's target stays the same for the same booking.
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;
  const id = booking?.id;
  const amount = booking?.totalAmount;
  const currency = booking?.currency;
  const target = useMemo<TBookingPaymentTarget | null>(
    () =>
      id && amount !== undefined && currency
        ? { bookingId: id, manageToken, amount, currency, onPaid: () => onPaidRef.current() }
        : null,
    [id, amount, currency, manageToken],
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl" onInteractOutside={(event) => event.preventDefault()}>
        {booking ? (
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription data-testid={texts.descriptionTestId}>
              {texts.description(booking.reference, formatMoney(booking.totalAmount, booking.currency, language))}
            </DialogDescription>
          </DialogHeader>
        ) : null}
        {open && target ? (
          <PaymentForm booking={target} onBusyChange={setBusy} onSessionExpired={ignoreSessionExpiry} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
