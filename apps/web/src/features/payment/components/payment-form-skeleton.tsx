import { Skeleton } from '../../../components/ui/skeleton';

/** The form's shape while the payment options load. */
export function PaymentFormSkeleton() {
  return (
    <div
      className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm"
      role="status"
      aria-label="Loading payment options"
    >
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
