import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { TPaymentFormState } from '../payment-form-state';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';
import { paths } from '@tour/shared';

type TPaymentSubmitProps = {
  state: Pick<TPaymentFormState, 'phase' | 'method'>;
  /** The amount, as the card's button says it. */
  total: string;
  disabled: boolean;
};

function SubmitLabel({ state: { phase, method }, total }: Omit<TPaymentSubmitProps, 'disabled'>) {
  const T = useTexts(PAYMENT_TEXTS).submit;
  if (phase === 'processing' || phase === 'completed') {
    return (
      <>
        <Spinner className="size-5" decorative />
        {method === 'pay_later' ? T.reserving : T.processing}
      </>
    );
  }
  if (phase === 'authenticating') {
    return (
      <>
        <Spinner className="size-5" decorative />
        {T.authenticating}
      </>
    );
  }
  return (
    <>
      <ShieldCheck className="size-5" aria-hidden />
      {method === 'card' ? T.card(total) : T[method]}
    </>
  );
}

/** The method's button (Pay, Confirm Booking, Generate QR, Reserve) and the terms it agrees to. */
export function PaymentSubmit({ state, total, disabled }: TPaymentSubmitProps) {
  const T = useTexts(PAYMENT_TEXTS).submit;
  return (
    <div className="grid gap-3">
      <Button
        type="submit"
        size="lg"
        className="h-13 w-full text-base"
        disabled={disabled}
        data-testid="payment-submit"
      >
        <SubmitLabel state={state} total={total} />
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        {state.method === 'pay_later' ? T.reserveTerms : T.terms}{' '}
        <Link to={paths.terms.href()} className="font-medium text-primary underline-offset-4 hover:underline">
          {T.termsLink}
        </Link>
        {T.termsEnd}
      </p>
    </div>
  );
}
