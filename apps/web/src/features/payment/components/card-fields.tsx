import { cn } from '../../../lib/cn';
import type { TCardEntryMode, TCardErrors, TCardValues } from '../card-input';
import { StripeCardElement, type TStripeCard } from '../stripe/stripe-card-element';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';
import { ManualCardFields, SecureCardRow } from './card-entry';

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
  const T = useTexts(PAYMENT_TEXTS).card;
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
  const T = useTexts(PAYMENT_TEXTS).card;
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
        <SecureCardRow card={card} onChange={onChange} errors={errors} />
      ) : (
        <ManualCardFields card={card} onChange={onChange} errors={errors} />
      )}
      {testMode ? <TestCards /> : null}
    </fieldset>
  );
}
