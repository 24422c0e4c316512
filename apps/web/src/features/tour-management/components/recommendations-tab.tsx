import { useEffect, useState } from 'react';
import { Search, Star } from 'lucide-react';
import type { TManagedTour } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { toast } from '../../../lib/toast';
import { useManagedTours, useSetRecommendation, useSetTourVisibility } from '../api/tour-management';
import { TOUR_MANAGEMENT_TEXTS } from '../texts';
import { ManagedTourCard } from './managed-tour-card';
import { UnpublishDialog } from './unpublish-dialog';

const SEARCH_DELAY_MS = 300;

/** The title filter waits for a pause in typing; a new filter starts again at page 1. */
function useRecommendationsQuery() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, q, page, setPage };
}

/**
 * Tab 'recommendations': every tour ordered by title, each with Recommend / Remove (3-admin.md section 2) and
 * Unpublish (with a reason) / Republish.
 */
export function RecommendationsTab() {
  const T = useTexts(TOUR_MANAGEMENT_TEXTS);
  const say = useMessage();
  const query = useRecommendationsQuery();
  const tours = useManagedTours({ q: query.q, page: query.page });
  const setRecommendation = useSetRecommendation();
  const setVisibility = useSetTourVisibility();
  const [unpublishing, setUnpublishing] = useState<TManagedTour | null>(null);
  const working = setRecommendation.isPending
    ? setRecommendation.variables?.id
    : setVisibility.isPending
      ? setVisibility.variables?.id
      : null;

  const toggle = (tour: TManagedTour) =>
    setRecommendation.mutate(
      { id: tour.id, recommended: !tour.isRecommended },
      {
        onSuccess: (result) => toast.success(say(result.message)),
        onError: (error) => toast.error(say(getErrorMessage(error, T.messages.updateFailed))),
      },
    );

  const visibilityCallbacks = {
    onSuccess: (result: { message: string }) => {
      setUnpublishing(null);
      toast.success(say(result.message));
    },
    onError: (error: unknown) => toast.error(say(getErrorMessage(error, T.messages.visibilityFailed))),
  };

  const pages = tours.data ? Math.max(1, Math.ceil(tours.data.total / tours.data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={query.typed}
            onChange={(event) => query.setTyped(event.target.value)}
            placeholder={T.searchPlaceholder}
            aria-label={T.search}
            className="pl-9"
          />
        </div>
        {tours.data ? (
          <p className="text-sm text-muted-foreground" data-testid="managed-tours-count">
            {T.count(tours.data.total)}
          </p>
        ) : null}
      </div>

      {tours.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy>
          <Skeleton className="h-72 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : tours.isError ? (
        <Alert variant="destructive" title={T.messages.loadFailed}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void tours.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      ) : tours.data.items.length === 0 ? (
        <EmptyState icon={Star} title={T.empty}>
          {T.emptyHint}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="managed-tours">
          {tours.data.items.map((tour) => (
            <ManagedTourCard
              key={tour.id}
              tour={tour}
              busy={working === tour.id}
              onToggle={() => toggle(tour)}
              onUnpublish={() => setUnpublishing(tour)}
              onRepublish={() => setVisibility.mutate({ id: tour.id, published: true }, visibilityCallbacks)}
            />
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-3" aria-label={T.pageOf(query.page, pages)}>
          <Button variant="outline" size="sm" disabled={query.page <= 1} onClick={() => query.setPage(query.page - 1)}>
            {T.previous}
          </Button>
          <span className="text-sm text-muted-foreground">{T.pageOf(query.page, pages)}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={query.page >= pages}
            onClick={() => query.setPage(query.page + 1)}
          >
            {T.next}
          </Button>
        </nav>
      ) : null}

      <UnpublishDialog
        key={unpublishing?.id}
        tour={unpublishing}
        sending={setVisibility.isPending}
        onCancel={() => setUnpublishing(null)}
        onConfirm={(reason) =>
          unpublishing && setVisibility.mutate({ id: unpublishing.id, published: false, reason }, visibilityCallbacks)
        }
      />
    </div>
  );
}
