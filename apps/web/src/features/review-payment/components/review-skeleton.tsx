import { Skeleton } from '../../../components/ui/skeleton';
import { useTexts } from '../../../lib/i18n/texts';
import { REVIEW_TEXTS } from '../texts';

export function ReviewSkeleton() {
  const T = useTexts(REVIEW_TEXTS);
  return (
    <div
      className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8"
      role="status"
      aria-label={T.loading}
      data-testid="review-skeleton"
    >
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-80" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="grid content-start gap-6">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}
