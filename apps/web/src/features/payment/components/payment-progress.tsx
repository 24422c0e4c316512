import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';

/** The payment's progress: 10, 25, 50, 75, 90, 100. */
export function PaymentProgress({ value }: { value: number }) {
  const T = useTexts(PAYMENT_TEXTS).progress;
  const label = T.steps[value] ?? '';
  return (
    <div className="grid gap-2" data-testid="payment-progress" data-value={value}>
      <div className="flex items-center justify-between text-xs">
        <span className="font-medium text-foreground" aria-live="polite">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={T.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
