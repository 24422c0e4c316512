import { Building2, CalendarClock, CreditCard, QrCode } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { TPaymentMethod } from '../payment-state';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';

const ICONS: Record<TPaymentMethod, typeof CreditCard> = {
  card: CreditCard,
  bank_transfer: Building2,
  promptpay: QrCode,
  pay_later: CalendarClock,
};

type TMethodSelectorProps = {
  /** The methods offered, in order (Reserve now, pay later only for far departures). */
  methods: readonly TPaymentMethod[];
  value: TPaymentMethod;
  onChange: (method: TPaymentMethod) => void;
  disabled?: boolean;
};

/** The method cards; native radios, so arrow keys and screen readers work as expected. */
export function MethodSelector({ methods, value, onChange, disabled = false }: TMethodSelectorProps) {
  const T = useTexts(PAYMENT_TEXTS).methods;
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3" disabled={disabled}>
      <legend className="mb-3 text-sm font-semibold text-ink">{T.label}</legend>
      <div className={cn('grid gap-3', methods.length === 4 ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}>
        {methods.map((method) => {
          const Icon = ICONS[method];
          const texts = T[method];
          const selected = value === method;
          return (
            <label
              key={method}
              className={cn(
                'relative flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-card p-3.5 transition-colors sm:flex-col sm:gap-2',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                selected ? 'border-primary bg-accent/40' : 'border-border hover:border-primary/40',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                data-testid={`method-${method}`}
                checked={selected}
                onChange={() => onChange(method)}
                className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
              />
              <span
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-lg',
                  selected ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid gap-0.5 pr-14 sm:pr-0">
                <span className="text-sm font-semibold text-ink">{texts.title}</span>
                <span className="text-xs text-muted-foreground">{texts.body}</span>
              </span>
              {'badge' in texts ? (
                <Badge variant="warning" className="absolute top-3 right-3">
                  {texts.badge}
                </Badge>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
