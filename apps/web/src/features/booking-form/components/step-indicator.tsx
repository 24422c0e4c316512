import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { BOOKING_FORM_TEXTS } from '../texts';

/** Step 1 Guest Information, step 2 Payment & Confirmation. */
export function StepIndicator({ step }: { step: 1 | 2 }) {
  const T = useTexts(BOOKING_FORM_TEXTS).steps;
  const steps = [T.guests, T.payment] as const;
  return (
    <ol className="grid grid-cols-2 gap-2 sm:gap-4" aria-label={T.label}>
      {steps.map((label, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2.5 rounded-xl border px-3 py-2.5 text-sm sm:px-4',
              current ? 'border-primary bg-accent/50 text-ink' : 'bg-card text-muted-foreground',
            )}
          >
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                current || done ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" aria-hidden /> : number}
            </span>
            <span className="grid min-w-0">
              <span className="text-xs text-muted-foreground">{T.stepOf(number, steps.length)}</span>
              <span className="leading-tight font-medium">{label}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
