import type { UseFormRegisterReturn } from 'react-hook-form';
import { Building2, CreditCard, Wallet, Zap } from 'lucide-react';
import { OFFERED_PAYMENT_METHODS } from '@tour/shared';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { BOOKING_FORM_TEXTS } from '../texts';

const ICONS = { credit_card: CreditCard, bank_transfer: Building2, paypal: Wallet, stripe: Zap } as const;

/** Credit Card, Bank Transfer, PayPal, Stripe: native radios shown as cards. */
export function PaymentMethodOptions({ register }: { register: UseFormRegisterReturn }) {
  const T = useTexts(BOOKING_FORM_TEXTS).payment;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3 text-base font-semibold text-ink">{T.method}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OFFERED_PAYMENT_METHODS.map((method) => {
          const Icon = ICONS[method];
          return (
            <label
              key={method}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-card p-3.5 transition-colors hover:border-primary/40',
                'has-[:checked]:border-primary has-[:checked]:bg-accent/40',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input type="radio" value={method} className="sr-only" {...register} />
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold text-ink">{T.methods[method].title}</span>
                <span className="text-xs text-muted-foreground">{T.methods[method].body}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
