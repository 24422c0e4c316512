import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Compass } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { loadWhenNear } from '../../../lib/hydration';
import { TourGridSkeleton } from '../../../components/tours/tour-grid-skeleton';
import { useTours } from '../../tours/api/get-tours';
import { HOME_TOUR_COUNT, POPULAR_TOURS, TOUR_GRID_SKELETONS } from '../home-constants';
import { HOME_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';
import { paths } from '@tour/shared';
import { useTexts } from '../../../lib/i18n/texts';

/** The header's Tours anchor leads here. */
const POPULAR_TOURS_SECTION_ID = 'tours';

// Below the fold: the cards' code loads beside the tours' data, behind the same skeletons; on a page from the server,
// as the section comes near (the cards are already there).
const TourGrid = lazy(
  loadWhenNear(POPULAR_TOURS_SECTION_ID, async () => ({
    default: (await import('../../tours/api/tour-grid')).TourGrid,
  })),
);

function ViewAllLink() {
  const T = useTexts(HOME_TEXTS).tours;
  return (
    <Button asChild variant="outline">
      <Link to={paths.tours.href()}>
        {T.viewAll}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </Button>
  );
}

/** Popular Tour Packages: the newest tours, 6 skeletons while loading, a plain sentence when there are none. */
export function PopularTours() {
  const T = useTexts(HOME_TEXTS).tours;
  const tours = useTours(POPULAR_TOURS);
  const hasMore = (tours.data?.total ?? 0) > HOME_TOUR_COUNT;
  const skeletons = <TourGridSkeleton count={TOUR_GRID_SKELETONS} label={T.loading} />;

  return (
    <section id={POPULAR_TOURS_SECTION_ID} aria-labelledby="tours-title" className="bg-muted/50">
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading
          id="tours-title"
          eyebrow={T.eyebrow}
          title={T.title}
          body={T.body}
          action={hasMore ? <ViewAllLink /> : null}
        />
        {tours.isPending ? (
          skeletons
        ) : tours.isError ? (
          <Alert variant="destructive" title={T.loadFailed}>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void tours.refetch()}>
              {T.retry}
            </Button>
          </Alert>
        ) : tours.data.items.length === 0 ? (
          <EmptyState icon={Compass} title={T.empty} />
        ) : (
          <Suspense fallback={skeletons}>
            <TourGrid tours={tours.data.items} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
