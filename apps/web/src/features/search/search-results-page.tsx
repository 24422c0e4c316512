import { Link } from 'react-router';
import { CalendarDays, ChevronRight, SearchX, SlidersHorizontal, Users, X } from 'lucide-react';
import { paths, SEARCH_PRICE_CURRENCY, TOUR_SORTS, type TLanguage, type TTourSort } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageMeta } from '../../components/page-meta';
import { NativeSelect } from '../../components/ui/native-select';
import { TourGridSkeleton } from '../../components/tours/tour-grid-skeleton';
import { BRAND } from '../../lib/brand';
import { formatCalendarDate } from '../../lib/calendar-date';
import { formatMoneyWhole } from '../../lib/money';
import { type TTourRefinements, tourSearchPath } from '../../lib/tour-search-params';
import { TourGrid } from '../tours/api/tour-grid';
import { SearchFilters } from './components/search-filters';
import { SearchPagination } from './components/search-pagination';
import { TourSearchForm } from './components/tour-search-form';
import { SEARCH_PAGE_TEXTS } from './page-texts';
import { canonicalSearchPath } from './search-params';
import { useSearchPage } from './use-search-page';
import { useLanguage } from '../../lib/i18n/language';
import { type TTextsOf, useTexts } from '../../lib/i18n/texts';

function FilterChip({ icon: Icon, children }: { icon: typeof Users; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-sm text-foreground">
      <Icon className="size-4 text-primary" aria-hidden />
      {children}
    </span>
  );
}

/** A refinement in force, with a button that takes it away. */
function RemovableChip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={removeLabel}
      className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary/5 px-3 py-1 text-sm text-foreground hover:bg-primary/10"
    >
      {label}
      <X className="size-3.5 text-muted-foreground" aria-hidden />
    </button>
  );
}

/** A bound of the price filter, in whole dollars as the cards show money. */
const dollars = (amount: number | null, language: TLanguage) =>
  amount === null ? null : formatMoneyWhole(amount * 100, SEARCH_PRICE_CURRENCY, language);

function refinementChips(
  R: TTextsOf<typeof SEARCH_PAGE_TEXTS>['refine'],
  language: TLanguage,
  search: TTourRefinements,
  refine: (patch: Partial<TTourRefinements>) => void,
) {
  const chips: Array<{ key: string; label: string; onRemove: () => void }> = [];
  if (search.priceMin !== null || search.priceMax !== null) {
    chips.push({
      key: 'price',
      label: R.price.chip(dollars(search.priceMin, language), dollars(search.priceMax, language)),
      onRemove: () => refine({ priceMin: null, priceMax: null }),
    });
  }
  for (const bucket of search.durations) {
    chips.push({
      key: `duration-${bucket}`,
      label: R.duration.options[bucket],
      onRemove: () => refine({ durations: search.durations.filter((known) => known !== bucket) }),
    });
  }
  for (const category of search.categories) {
    chips.push({
      key: `category-${category}`,
      label: R.category.options[category],
      onRemove: () => refine({ categories: search.categories.filter((known) => known !== category) }),
    });
  }
  if (search.rating) {
    chips.push({ key: 'rating', label: R.rating.options[search.rating], onRemove: () => refine({ rating: null }) });
  }
  return chips;
}

/** /tours?destination=&date=&travellers=&sort=&…&page=: the search page, shareable and reloadable. */
export function SearchResultsPage() {
  const texts = useTexts(SEARCH_PAGE_TEXTS);
  const T = texts.results;
  const R = texts.refine;
  const language = useLanguage();
  const page = useSearchPage();
  const { search, results } = page;
  const corrected = results.data?.correctedDestination;
  const shownDestination = corrected ?? search.destination;
  const title = shownDestination ? T.titleFor(shownDestination) : T.allTours;
  const hasSearchBoxFilters = Boolean(search.destination || search.date || search.travellers);
  const chips = refinementChips(R, language, search, page.refine);
  const filterPanel = (
    <div className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm lg:sticky lg:top-20">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-display text-lg font-semibold text-ink">{R.title}</h2>
        {page.refined ? (
          <Button variant="link" size="sm" className="h-auto p-0" onClick={page.clearRefinements}>
            {R.clear}
          </Button>
        ) : null}
      </div>
      <SearchFilters refinements={search} facets={results.data?.facets} onChange={page.refine} />
    </div>
  );

  return (
    <>
      <PageMeta
        title={`${title} · ${BRAND.name}`}
        description={T.description(results.data?.total ?? 0, shownDestination || null)}
        path={canonicalSearchPath(search)}
        indexed={(results.data?.total ?? 0) > 0}
      />
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
            {/* Keyed on the box's own fields: a filter changed beside it keeps what the traveller is typing. */}
            <TourSearchForm
              key={`${search.destination}|${search.date}|${search.travellers}`}
              initial={search}
              layout="bar"
            />
          </div>
          {hasSearchBoxFilters ? (
            <div className="flex flex-wrap items-center gap-2">
              {search.date ? (
                <FilterChip icon={CalendarDays}>
                  {T.filters.from(formatCalendarDate(search.date, language) ?? search.date)}
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
        className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8 lg:px-8 lg:py-10"
      >
        {/* Beside the results on a wide screen; on a phone it opens under the toolbar's Filters button. */}
        <aside aria-label={R.title} className="hidden lg:block">
          {filterPanel}
        </aside>

        <div className="grid content-start gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {/* The results' heading: the cards' titles (h3) follow the page's h1 through it, on a phone too. */}
            <h2 id="results-count" className="text-sm font-medium text-muted-foreground" aria-live="polite">
              {results.data ? T.count(results.data.total) : '\u00a0'}
            </h2>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                className="lg:hidden"
                aria-expanded={page.filtersOpen}
                aria-controls="search-filters-phone"
                onClick={page.toggleFilters}
              >
                <SlidersHorizontal className="size-4" aria-hidden />
                {page.filtersOpen ? R.hide : R.show}
                {page.activeRefinements > 0 ? (
                  <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                    {page.activeRefinements}
                  </span>
                ) : null}
              </Button>
              <div className="flex items-center gap-2 text-sm text-muted-foreground">
                <label htmlFor="search-sort" className="sr-only sm:not-sr-only sm:whitespace-nowrap">
                  {texts.sort.label}
                </label>
                <NativeSelect
                  id="search-sort"
                  value={search.sort}
                  onChange={(event) => page.refine({ sort: event.target.value as TTourSort })}
                  className="w-auto"
                >
                  {TOUR_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {texts.sort.options[sort]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          </div>

          {page.filtersOpen ? (
            <section id="search-filters-phone" aria-label={R.title} className="lg:hidden">
              {filterPanel}
            </section>
          ) : null}

          {chips.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2">
              {chips.map((chip) => (
                <RemovableChip
                  key={chip.key}
                  label={chip.label}
                  removeLabel={R.remove(chip.label)}
                  onRemove={chip.onRemove}
                />
              ))}
            </div>
          ) : null}

          {corrected ? (
            <p className="rounded-lg border border-primary/20 bg-primary/5 px-4 py-3 text-sm" role="status">
              {T.corrected(search.destination, corrected)}
            </p>
          ) : null}

          {results.isPending ? (
            <TourGridSkeleton count={6} label={T.loading} />
          ) : results.isError ? (
            <Alert variant="destructive" title={T.loadFailed}>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void results.refetch()}>
                {T.retry}
              </Button>
            </Alert>
          ) : results.data.items.length === 0 && results.data.total > 0 ? (
            <EmptyState
              icon={SearchX}
              title={T.pastLastPage}
              action={
                <Button asChild variant="outline">
                  <Link to={tourSearchPath({ ...search, page: 1 })}>{T.firstPage}</Link>
                </Button>
              }
            >
              {T.count(results.data.total)}
            </EmptyState>
          ) : results.data.items.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title={T.emptyTitle}
              action={
                page.refined ? (
                  <Button variant="outline" onClick={page.clearRefinements}>
                    {R.clear}
                  </Button>
                ) : hasSearchBoxFilters ? (
                  <Button asChild variant="outline">
                    <Link to={paths.tours.href()}>{T.filters.clear}</Link>
                  </Button>
                ) : null
              }
            >
              {page.refined ? T.emptyWithRefinements : T.emptyBody}
            </EmptyState>
          ) : (
            <div className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <TourGrid tours={results.data.items} leadsPage />
            </div>
          )}
          <SearchPagination
            page={search.page}
            pageCount={page.pageCount}
            pathFor={(pageNumber) => tourSearchPath({ ...search, page: pageNumber })}
          />
        </div>
      </section>
    </>
  );
}
