import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_COMPANY_TEXTS } from '../texts';

/** The three steps of the licence flow; the current one is marked for screen readers too. */
export function Stepper({ current }: { current: 0 | 1 | 2 }) {
  const T = useTexts(SUBMIT_COMPANY_TEXTS);
  return (
    <ol
      className="grid grid-cols-3 gap-2"
      aria-label={T.stepLabel(current + 1, T.steps.length)}
      data-testid="submit-company-stepper"
    >
      {T.steps.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            data-state={done ? 'complete' : active ? 'current' : 'upcoming'}
            className="flex min-w-0 flex-col items-center gap-2 text-center sm:flex-row sm:text-left"
          >
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                done && 'border-success bg-success text-white',
                active && 'border-primary bg-primary text-primary-foreground',
                !done && !active && 'border-border bg-card text-muted-foreground',
              )}
              aria-hidden
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
            <span
              className={cn(
                'text-xs leading-tight sm:text-sm',
                active ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
