import { useEffect, useRef, useState } from 'react';
import type { PaymentIntentResult, Stripe, StripeCardElement as TStripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { cn } from '../../../lib/cn';
import { SecureFormNote } from '../components/secure-form-note';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';

/** What the payment form needs of Stripe's card element once it is ready. */
export type TStripeCard = {
  complete: boolean;
  /** Confirms the intent with the card in the element; Stripe.js runs any 3-D Secure step itself. */
  confirm(clientSecret: string, billing: { name: string; email: string; phone: string }): Promise<PaymentIntentResult>;
};

let stripePromise: { key: string; promise: Promise<Stripe | null> } | null = null;

/** Stripe.js comes from Stripe's own host (never bundled), once per page and key. */
export function loadStripeJs(publishableKey: string) {
  if (stripePromise?.key !== publishableKey)
    stripePromise = { key: publishableKey, promise: loadStripe(publishableKey) };
  return stripePromise.promise;
}

type TProps = {
  publishableKey: string;
  disabled: boolean;
  error: string | undefined;
  onReady: (card: TStripeCard | null) => void;
};

/**
 * 'Secure Form' with Stripe configured: Stripe's card element in Stripe's iframe, so the card number
 * never touches this page's code or our server.
 */
export function StripeCardElement({ publishableKey, disabled, error, onReady }: TProps) {
  const T = useTexts(PAYMENT_TEXTS).card;
  const mountPoint = useRef<HTMLDivElement>(null);
  const elementRef = useRef<TStripeCardElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [elementError, setElementError] = useState<string | null>(null);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    let cancelled = false;
    let element: TStripeCardElement | null = null;
    loadStripeJs(publishableKey).then(
      (stripe) => {
        if (cancelled || !mountPoint.current) return;
        if (!stripe) {
          setState('failed');
          return;
        }
        const card = stripe.elements().create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
        element = card;
        elementRef.current = card;
        let complete = false;
        const publish = () =>
          onReadyRef.current({
            complete,
            confirm: (clientSecret, billing) =>
              stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: billing } }),
          });
        card.on('change', (event) => {
          complete = event.complete;
          setElementError(event.error?.message ?? null);
          publish();
        });
        card.on('ready', () => setState('ready'));
        card.mount(mountPoint.current);
        publish();
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      element?.destroy();
      elementRef.current = null;
      onReadyRef.current(null);
    };
  }, [publishableKey]);

  useEffect(() => {
    elementRef.current?.update({ disabled });
  }, [disabled]);

  const message = error ?? elementError;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      {state === 'failed' ? (
        <p
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
          role="alert"
          data-testid="stripe-load-failed"
        >
          {T.stripeUnavailable}
        </p>
      ) : (
        <div
          data-testid="stripe-card-element"
          aria-busy={state === 'loading'}
          className={cn(
            'flex h-12 items-center rounded-md border border-input bg-card px-3 shadow-xs',
            message && 'border-destructive',
            state === 'loading' && 'animate-pulse bg-muted',
          )}
        >
          <div ref={mountPoint} className="w-full" />
        </div>
      )}
      {state === 'failed' ? null : <SecureFormNote error={message} />}
    </div>
  );
}
