import { Link, useSearchParams } from 'react-router';
import { CalendarDays, ChevronRight, SearchX, Users } from 'lucide-react';
import { TOUR_PAGE_SIZE, paths } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { TourGridSkeleton } from '../../components/tours/tour-grid-skeleton';
import { BRAND } from '../../lib/brand';
import { formatCalendarDate } from '../../lib/calendar-date';
import { pageCountOf, readTourSearch, tourSearchPath } from '../../lib/tour-search-params';
import { useTours } from '../tours/api/get-tours';
import { TourGrid } from '../tours/api/tour-grid';
import { SearchPagination } from './components/search-pagination';
import { TourSearchForm } from './components/tour-search-form';
import { SEARCH_TEXTS } from './texts';

const T = SEARCH_TEXTS.results;

function FilterChip({ icon: Icon, children }: { icon: typeof Users; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-sm text-foreground">
      <Icon className="size-4 text-primary" aria-hidden />
      {children}
    </span>
  );
}

/** /tours?destination=&date=&travellers=&page=: the home search's results, shareable and reloadable. */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const search = readTourSearch(params);
  const tours = useTours({
    page: search.page,
    pageSize: TOUR_PAGE_SIZE,
    destination: search.destination || undefined,
    date: search.date || undefined,
    travellers: search.travellers ?? undefined,
  });
  const title = search.destination ? T.titleFor(search.destination) : T.allTours;
  const hasFilters = Boolean(search.destination || search.date || search.travellers);
  const pageCount = pageCountOf(tours.data?.total ?? 0, TOUR_PAGE_SIZE);

  return (
    <>
      <title>{`${title} · ${BRAND.name}`}</title>
      <section className="border-b bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <nav aria-label={T.breadcrumbLabel} className="flex items-center gap-1 text-sm text-muted-foreground">
            <Link to="/" className="hover:text-foreground">
              {T.breadcrumbHome}
            </Link>
            <ChevronRight className="size-4" aria-hidden />
            <span aria-current="page" className="text-foreground">
              {T.title}
            </span>
          </nav>
          <h1 className="font-display text-3xl font-semibold text-balance text-ink sm:text-4xl">{title}</h1>
          <div className="rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
            <TourSearchForm key={params.toString()} initial={search} layout="bar" />
          </div>
          {hasFilters ? (
            <div className="flex flex-wrap items-center gap-2">
              {search.date ? (
                <FilterChip icon={CalendarDays}>
                  {T.filters.from(formatCalendarDate(search.date) ?? search.date)}
                </FilterChip>
              ) : null}
              {search.travellers ? (
                <FilterChip icon={Users}>{T.filters.travellers(search.travellers)}</FilterChip>
              ) : null}
              <Link
                to={paths.tours.href()}
                className="ml-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {T.filters.clear}
              </Link>
            </div>
          ) : null}
        </div>
      </section>

      <section
        aria-labelledby="results-count"
        className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:px-8"
      >
        <p id="results-count" className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {tours.data ? T.count(tours.data.total) : '\u00a0'}
        </p>
        {tours.isPending ? (
          <TourGridSkeleton count={6} label={T.loading} />
        ) : tours.isError ? (
          <Alert variant="destructive" title={T.loadFailed}>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void tours.refetch()}>
              {T.retry}
            </Button>
          </Alert>
        ) : tours.data.items.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={T.emptyTitle}
            action={
              hasFilters ? (
                <Button asChild variant="outline">
                  <Link to={paths.tours.href()}>{T.filters.clear}</Link>
                </Button>
              ) : null
            }
          >
            {T.emptyBody}
          </EmptyState>
        ) : (
          <div className={tours.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <TourGrid tours={tours.data.items} />
          </div>
        )}
        <SearchPagination
          page={search.page}
          pageCount={pageCount}
          pathFor={(page) => tourSearchPath({ ...search, page })}
        />
      </section>
    </>
  );
}
