import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import type { TBookingConfirmation } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { formatMoney } from '../../../lib/money';
import { PayNowDialog } from '../../payment/api/pay-now-dialog';
import { CONFIRMATION_TEXTS } from '../texts';

/**
 * Pay Now on the confirmation of an unpaid booking (a reservation, or a booking-form booking): the
 * browser that made it may pay it, by card, bank transfer or PromptPay. Paid, the page reads it again.
 */
export function PayBookingSection({ booking }: { booking: TBookingConfirmation }) {
  const T = useTexts(CONFIRMATION_TEXTS);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const amount = formatMoney(booking.totalAmount, booking.currency, language);
  return (
    <section
      aria-labelledby="pay-now-title"
      className="grid gap-3 rounded-2xl border bg-card p-5 shadow-sm sm:flex sm:items-center sm:justify-between"
    >
      <div className="grid gap-1">
        <h2 id="pay-now-title" className="font-semibold text-ink">
          {T.payNow.title}
        </h2>
        <p className="text-sm text-muted-foreground">{T.payNow.body}</p>
      </div>
      <Button size="lg" onClick={() => setOpen(true)} data-testid="confirmation-pay-now">
        <CreditCard className="size-4" aria-hidden />
        {T.payNow.button(amount)}
      </Button>
      <PayNowDialog
        booking={booking}
        open={open}
        title={T.payNow.dialogTitle}
        description={T.payNow.dialogBody}
        onPaid={() => {
          setOpen(false);
          void queryClient.invalidateQueries({ queryKey: ['bookings'] });
        }}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
