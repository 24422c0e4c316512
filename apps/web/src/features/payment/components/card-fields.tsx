import { CreditCard } from 'lucide-react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type TCardEntryMode,
  type TCardErrors,
  type TCardValues,
} from '../card-input';
import { StripeCardElement, type TStripeCard } from '../stripe/stripe-card-element';
import { SecureFormNote } from './secure-form-note';
import { PAYMENT_TEXTS } from '../texts';

const T = PAYMENT_TEXTS.card;

type TCardFieldsProps = {
  mode: TCardEntryMode;
  onModeChange: (mode: TCardEntryMode) => void;
  card: TCardValues;
  onChange: (card: TCardValues) => void;
  errors: TCardErrors;
  disabled: boolean;
  testMode: boolean;
  /** Set when Stripe is configured: the Secure Form is then Stripe's card element. */
  stripePublishableKey: string | null;
  onStripeCard: (card: TStripeCard | null) => void;
};

function TestCards() {
  return (
    <details className="group rounded-lg border border-dashed bg-muted/40 px-3 py-2 text-xs text-muted-foreground">
      <summary className="cursor-pointer font-medium text-foreground select-none">{T.testCardsTitle}</summary>
      <ul className="mt-2 grid gap-1">
        {T.testCards.map(([number, outcome]) => (
          <li key={number}>
            <span className="font-mono text-foreground">{number}</span> {outcome}
          </li>
        ))}
      </ul>
      <p className="mt-1">{T.testCardsNote}</p>
    </details>
  );
}

/**
 * Card details with a 'Secure Form' / 'Manual Entry' toggle. With Stripe the secure form is Stripe's card
 * element; in test mode it is one compact row like a card element. Manual entry has one labelled field
 * each, and its details go to our server, which confirms the payment with them.
 */
export function CardFields({
  mode,
  onModeChange,
  card,
  onChange,
  errors,
  disabled,
  testMode,
  stripePublishableKey,
  onStripeCard,
}: TCardFieldsProps) {
  const set = (patch: Partial<TCardValues>) => onChange({ ...card, ...patch });
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4" disabled={disabled}>
      <legend className="sr-only">{T.legend}</legend>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span aria-hidden className="text-sm font-semibold text-ink">
          {T.legend}
        </span>
        <fieldset aria-label={T.modesLabel} className="inline-flex rounded-lg bg-muted p-1">
          {(['secure', 'manual'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => onModeChange(value)}
              className={cn(
                'h-8 rounded-md px-3 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                mode === value ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {value === 'secure' ? T.secure : T.manual}
            </button>
          ))}
        </fieldset>
      </div>

      {mode === 'secure' && stripePublishableKey ? (
        <StripeCardElement
          publishableKey={stripePublishableKey}
          disabled={disabled}
          error={errors.card}
          onReady={onStripeCard}
        />
      ) : mode === 'secure' ? (
        <div className="grid min-w-0 grid-cols-1 gap-2">
          <div
            data-testid="secure-card-row"
            className={cn(
              'flex flex-wrap items-stretch overflow-hidden rounded-md border border-input bg-card shadow-xs transition-[box-shadow,border-color]',
              'focus-within:border-ring focus-within:ring-3 focus-within:ring-ring/25 sm:h-12 sm:flex-nowrap sm:items-center sm:gap-2 sm:px-3',
              errors.card && 'border-destructive',
            )}
          >
            <div className="flex h-11 w-full items-center gap-2 border-b px-3 sm:h-full sm:w-auto sm:min-w-0 sm:flex-1 sm:border-0 sm:px-0">
              <CreditCard className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <input
                aria-label={T.number}
                aria-invalid={errors.card ? true : undefined}
                aria-describedby={errors.card ? 'secure-card-error' : undefined}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder={T.numberPlaceholder}
                value={card.number}
                onChange={(event) => set({ number: formatCardNumber(event.target.value) })}
                className="h-full w-0 min-w-0 flex-1 bg-transparent font-mono text-base tracking-wide outline-none placeholder:font-sans placeholder:tracking-normal placeholder:text-muted-foreground/80 sm:text-sm"
              />
            </div>
            <input
              aria-label={T.expiryLabel}
              aria-invalid={errors.card ? true : undefined}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={T.expiryPlaceholder}
              value={card.expiry}
              onChange={(event) => set({ expiry: formatExpiry(event.target.value) })}
              className="h-11 w-0 min-w-0 flex-1 border-r bg-transparent px-3 font-mono text-base outline-none placeholder:font-sans placeholder:text-muted-foreground/80 sm:h-full sm:w-16 sm:flex-none sm:border-0 sm:px-0 sm:text-center sm:text-sm"
            />
            <input
              aria-label={T.cvc}
              aria-invalid={errors.card ? true : undefined}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={T.cvcPlaceholder}
              value={card.cvc}
              onChange={(event) => set({ cvc: formatCvc(event.target.value) })}
              className="h-11 w-0 min-w-0 flex-1 bg-transparent px-3 font-mono text-base outline-none placeholder:font-sans placeholder:text-muted-foreground/80 sm:h-full sm:w-12 sm:flex-none sm:px-0 sm:text-center sm:text-sm"
            />
          </div>
          <SecureFormNote error={errors.card} errorId="secure-card-error" />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_7rem_6rem]">
          <FormField id="card-number" label={T.number} error={errors.number}>
            <Input
              id="card-number"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder={T.numberPlaceholder}
              className="font-mono"
              aria-invalid={errors.number ? true : undefined}
              aria-describedby={errors.number ? 'card-number-error' : undefined}
              value={card.number}
              onChange={(event) => set({ number: formatCardNumber(event.target.value) })}
            />
          </FormField>
          <FormField id="card-expiry" label={T.expiry} error={errors.expiry}>
            <Input
              id="card-expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={T.expiryPlaceholder}
              className="font-mono"
              aria-invalid={errors.expiry ? true : undefined}
              aria-describedby={errors.expiry ? 'card-expiry-error' : undefined}
              value={card.expiry}
              onChange={(event) => set({ expiry: formatExpiry(event.target.value) })}
            />
          </FormField>
          <FormField id="card-cvc" label={T.cvc} error={errors.cvc}>
            <Input
              id="card-cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={T.cvcPlaceholder}
              className="font-mono"
              aria-invalid={errors.cvc ? true : undefined}
              aria-describedby={errors.cvc ? 'card-cvc-error' : undefined}
              value={card.cvc}
              onChange={(event) => set({ cvc: formatCvc(event.target.value) })}
            />
          </FormField>
        </div>
      )}
      {testMode ? <TestCards /> : null}
    </fieldset>
  );
}
