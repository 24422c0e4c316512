import { Skeleton } from '../../../components/ui/skeleton';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';

/** The form's shape while the payment options load. */
export function PaymentFormSkeleton() {
  const T = useTexts(PAYMENT_TEXTS);
  return (
    <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm" role="status" aria-label={T.loading}>
      <Skeleton className="h-6 w-40" />
      <div className="grid gap-3 sm:grid-cols-3">
        {['card', 'bank', 'promptpay'].map((method) => (
          <Skeleton key={method} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-40" />
      <Skeleton className="h-12" />
    </div>
  );
}
