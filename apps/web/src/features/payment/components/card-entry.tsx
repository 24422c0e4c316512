import type { ChangeEvent } from 'react';
import { CreditCard } from 'lucide-react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { type TTextsOf, useTexts } from '../../../lib/i18n/texts';
import { formatCardNumber, formatCvc, formatExpiry, type TCardErrors, type TCardValues } from '../card-input';
import { PAYMENT_TEXTS } from '../texts';
import { useMessage } from '../../../lib/i18n/messages';
import { SecureFormNote } from './secure-form-note';

type TCardTexts = TTextsOf<typeof PAYMENT_TEXTS>['card'];
type TCardPart = keyof TCardValues;
const PARTS: readonly TCardPart[] = ['number', 'expiry', 'cvc'];
const PART: Record<
  TCardPart,
  {
    autoComplete: string;
    placeholder: 'numberPlaceholder' | 'expiryPlaceholder' | 'cvcPlaceholder';
    format: (value: string) => string;
  }
> = {
  number: { autoComplete: 'cc-number', placeholder: 'numberPlaceholder', format: formatCardNumber },
  expiry: { autoComplete: 'cc-exp', placeholder: 'expiryPlaceholder', format: formatExpiry },
  cvc: { autoComplete: 'cc-csc', placeholder: 'cvcPlaceholder', format: formatCvc },
};

type TCardEntryProps = { card: TCardValues; onChange: (card: TCardValues) => void; errors: TCardErrors };

/** What every card input shares: numeric, autofilled by the browser, formatted as it is typed. */
function partProps(part: TCardPart, { card, onChange }: Omit<TCardEntryProps, 'errors'>, texts: TCardTexts) {
  const { autoComplete, placeholder, format } = PART[part];
  return {
    inputMode: 'numeric' as const,
    autoComplete,
    placeholder: texts[placeholder],
    value: card[part],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...card, [part]: format(event.target.value) }),
  };
}

const SECURE_INPUT =
  'w-0 min-w-0 flex-1 bg-transparent font-mono text-base outline-none placeholder:font-sans placeholder:text-muted-foreground/80 sm:text-sm';

/** The Secure Form without Stripe (test mode): one compact row like a card element, with one message. */
export function SecureCardRow({ card, onChange, errors }: TCardEntryProps) {
  const T = useTexts(PAYMENT_TEXTS).card;
  const invalid = errors.card ? true : undefined;
  return (
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
            aria-invalid={invalid}
            aria-describedby={errors.card ? 'secure-card-error' : undefined}
            {...partProps('number', { card, onChange }, T)}
            className={cn(SECURE_INPUT, 'h-full tracking-wide placeholder:tracking-normal')}
          />
        </div>
        <input
          aria-label={T.expiryLabel}
          aria-invalid={invalid}
          {...partProps('expiry', { card, onChange }, T)}
          className={cn(
            SECURE_INPUT,
            'h-11 border-r px-3 sm:h-full sm:w-16 sm:flex-none sm:border-0 sm:px-0 sm:text-center',
          )}
        />
        <input
          aria-label={T.cvc}
          aria-invalid={invalid}
          {...partProps('cvc', { card, onChange }, T)}
          className={cn(SECURE_INPUT, 'h-11 px-3 sm:h-full sm:w-12 sm:flex-none sm:px-0 sm:text-center')}
        />
      </div>
      <SecureFormNote error={errors.card} errorId="secure-card-error" />
    </div>
  );
}

/** Manual Entry: one labelled field each, each with its own message; the server confirms the payment with them. */
export function ManualCardFields({ card, onChange, errors }: TCardEntryProps) {
  const T = useTexts(PAYMENT_TEXTS).card;
  const sayMessage = useMessage();
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_7rem_6rem]">
      {PARTS.map((part) => {
        const id = `card-${part}`;
        const error = errors[part];
        return (
          <FormField key={part} id={id} label={T[part]} error={error ? sayMessage(error) : error}>
            <Input
              id={id}
              className="font-mono"
              aria-invalid={errors[part] ? true : undefined}
              aria-describedby={errors[part] ? `${id}-error` : undefined}
              {...partProps(part, { card, onChange }, T)}
            />
          </FormField>
        );
      })}
    </div>
  );
}
