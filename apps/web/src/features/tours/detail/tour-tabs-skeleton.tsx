import { Skeleton } from '../../../components/ui/skeleton';
import { TOUR_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';

export function TourTabsSkeleton() {
  const texts = useTexts(TOUR_TEXTS);
  return (
    <div className="grid gap-5" role="status" aria-label={texts.detail.loading}>
      <Skeleton className="h-11 w-full rounded-lg" />
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="h-16 w-full rounded-xl" />
    </div>
  );
}
