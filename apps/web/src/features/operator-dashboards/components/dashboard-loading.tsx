import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useTexts } from '../../../lib/i18n/texts';
import { DASHBOARD_TEXTS } from '../texts';

/** The spec's loading text over placeholders of the cards and charts. */
export function DashboardLoading() {
  const T = useTexts(DASHBOARD_TEXTS);
  return (
    <div className="grid gap-6" aria-busy data-testid="dashboard-loading">
      <p className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground" role="status">
        <Spinner decorative className="size-4 text-primary" />
        {T.loading}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-32 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}
