import { Skeleton } from '../../../components/ui/skeleton';
import { TOUR_TEXTS } from '../texts';

export function TourTabsSkeleton() {
  return (
    <div className="grid gap-5" role="status" aria-label={TOUR_TEXTS.detail.loading}>
      <Skeleton className="h-11 w-full rounded-lg" />
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="h-16 w-full rounded-xl" />
    </div>
  );
}
