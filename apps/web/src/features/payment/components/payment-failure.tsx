import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { TPaymentFormState } from '../payment-form-state';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';
import { useMessage } from '../../../lib/i18n/messages';
import { paths } from '@tour/shared';

type TPaymentFailureProps = {
  state: Pick<TPaymentFormState, 'phase' | 'error' | 'refunded' | 'method' | 'attempts'>;
  /** The held session whose booking the refund notice links to; null when the page pays something else. */
  confirmationOfSession: string | null;
  onTryAgain: () => void;
};

/** A failed payment with Try Again and the attempt count; or, money that booked nothing, the refund notice. */
export function PaymentFailure({ state, confirmationOfSession, onTryAgain }: TPaymentFailureProps) {
  const texts = useTexts(PAYMENT_TEXTS);
  const T = texts.error;
  const sayMessage = useMessage();
  const { phase, error, refunded, method, attempts } = state;
  if (phase !== 'error' || !error) return null;
  if (refunded) {
    return (
      <Alert title={texts.refund.title} data-testid="payment-refund">
        <p data-testid="payment-error-message">{sayMessage(error)}</p>
        {confirmationOfSession === null ? null : (
          <Button asChild variant="outline" size="sm" className="mt-3">
            <Link to={paths.bookingConfirmation.href({ session_id: confirmationOfSession })}>
              {texts.refund.viewBooking}
            </Link>
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <div
      className="grid gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4"
      role="alert"
      data-testid="payment-error"
    >
      <div className="grid gap-1">
        <p className="font-semibold text-destructive">{method === 'bank_transfer' ? T.bankTitle : T.title}</p>
        <p className="text-sm text-foreground" data-testid="payment-error-message">
          {sayMessage(error)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="destructive" onClick={onTryAgain}>
          <RotateCcw className="size-4" aria-hidden />
          {T.tryAgain}
        </Button>
        <span className="text-sm text-muted-foreground" data-testid="payment-attempts">
          {T.attempts(attempts)}
        </span>
      </div>
    </div>
  );
}
