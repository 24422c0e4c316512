import { Skeleton } from '../ui/skeleton';

/** The grid of tour cards, shared with the skeleton so that nothing moves when the cards arrive. */
export const TOUR_GRID_CLASSES = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The shape of a tour card while the tours load. */
function TourCardSkeleton() {
  return (
    <div
      className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm"
      data-testid="tour-card-skeleton"
      aria-hidden
    >
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="grid gap-3 p-5">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-7 w-1/2" />
        <div className="mt-3 grid gap-2 border-t pt-4">
          <Skeleton className="h-8 w-2/5" />
          <div className="grid grid-cols-2 gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        </div>
      </div>
    </div>
  );
}

export function TourGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className={TOUR_GRID_CLASSES} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical loading placeholders, never reordered
        <TourCardSkeleton key={index} />
      ))}
    </div>
  );
}
