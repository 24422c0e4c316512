import { Skeleton } from '../../../components/ui/skeleton';
import { TOUR_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';

/**
 * At least a screen tall, as the tour it stands for always is: the footer stays below the fold while the tour
 * loads instead of flashing up and jumping away (and its newsletter form does not load for nothing).
 */
export function TourDetailSkeleton() {
  const texts = useTexts(TOUR_TEXTS);
  return (
    <div
      className="mx-auto grid min-h-dvh w-full max-w-7xl content-start gap-6 px-4 py-8 sm:px-6 lg:px-8"
      role="status"
      aria-label={texts.detail.loading}
      data-testid="tour-detail-skeleton"
    >
      <Skeleton className="h-4 w-48" />
      <div className="grid gap-3">
        <Skeleton className="h-6 w-40 rounded-full" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid content-start gap-6">
          <Skeleton className="aspect-[3/2] w-full rounded-2xl lg:aspect-[16/9]" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-20 w-full" />
        </div>
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    </div>
  );
}
