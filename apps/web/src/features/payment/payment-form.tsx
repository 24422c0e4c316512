import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { TPaymentOptions } from '@tour/shared';
import { usePaymentOptions } from './api/get-payment-options';
import { PaymentFormSkeleton } from './components/payment-form-skeleton';
import { PaymentFormView } from './components/payment-form-view';
import type { TPaymentFormProps } from './payment-targets';
import { useTexts } from '../../lib/i18n/texts';
import { PAYMENT_TEXTS } from './texts';
import { usePaymentForm } from './use-payment-form';

export type { TBookingPaymentTarget, TCardPaymentTarget } from './payment-targets';

function LoadedPaymentForm({ options, ...props }: TPaymentFormProps & { options: TPaymentOptions }) {
  const page = usePaymentForm(props, options);
  return <PaymentFormView page={page} />;
}

/**
 * The payment form: a held session by any offered method, Pay Now on a booking (`booking`), or a card
 * payment the page sets up itself (`target`). Waits for the payment options (test mode, bank account).
 */
export function PaymentForm(props: TPaymentFormProps) {
  const T = useTexts(PAYMENT_TEXTS);
  const options = usePaymentOptions();
  if (options.isPending) return <PaymentFormSkeleton />;
  if (options.isError) {
    return (
      <Alert variant="destructive" title={T.loadFailed}>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void options.refetch()}>
          {T.retry}
        </Button>
      </Alert>
    );
  }
  return <LoadedPaymentForm {...props} options={options.data} />;
}
