import { type ReactNode, useState } from 'react';
import { Flag, MessageSquareText, Star } from 'lucide-react';
import {
  formatRating,
  RATING_BUCKETS,
  ratingDisplay,
  REVIEW_SORTS,
  REVIEW_SUB_RATINGS,
  REVIEW_TRAVELLER_TYPES,
  type TReviewSort,
  type TReviewTravellerType,
  type TTourReviewsPage,
  type TTourReviewsSummary,
} from '@tour/shared';
import { Pager } from '../../../components/pager';
import { ReviewItem } from '../../../components/reviews/review-item';
import { Stars } from '../../../components/reviews/stars';
import { REVIEW_VIEW_TEXTS } from '../../../components/reviews/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { type TTourReviewsFilters, useTourReviews } from '../api/get-tour-reviews';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_REVIEWS_TEXTS } from '../reviews-texts';
import { ReportReviewDialog } from './report-review-dialog';

function TourReviewsSkeleton() {
  const T = useTexts(TOUR_REVIEWS_TEXTS);
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]" role="status" aria-label={T.loading}>
      <Skeleton className="h-56 rounded-xl" />
      <div className="grid content-start gap-3">
        <Skeleton className="h-10 rounded-lg" />
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-36 rounded-xl" />
      </div>
    </div>
  );
}

/** The spec's buckets as bars; each filters the list to its stars. */
function Distribution({
  summary,
  selected,
  onSelect,
}: {
  summary: TTourReviewsSummary;
  selected: number | undefined;
  onSelect: (stars: number | undefined) => void;
}) {
  const T = useTexts(TOUR_REVIEWS_TEXTS);
  return (
    <ul className="grid gap-1.5" aria-label={T.distributionLabel} data-testid="reviews-distribution">
      {summary.distribution.map(({ stars, count }) => {
        const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
        const pressed = selected === stars;
        return (
          <li key={stars}>
            <button
              type="button"
              aria-pressed={pressed}
              aria-label={T.bucketFilter(stars, count)}
              disabled={count === 0 && !pressed}
              onClick={() => onSelect(pressed ? undefined : stars)}
              className={cn(
                'grid w-full grid-cols-[3.75rem_minmax(0,1fr)_2rem] items-center gap-2 rounded-md px-1.5 py-1 text-xs transition-colors',
                'hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default disabled:hover:bg-transparent',
                pressed && 'bg-accent',
              )}
              data-testid="reviews-bucket"
              data-stars={stars}
              data-count={count}
            >
              <span className="text-left font-medium text-foreground" aria-hidden>
                {T.bucket(stars)}
              </span>
              <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                <span className="block h-full rounded-full bg-highlight" style={{ width: `${share}%` }} />
              </span>
              <span className="text-right text-muted-foreground tabular-nums" aria-hidden>
                {count}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function SubRatingAverages({ summary }: { summary: TTourReviewsSummary }) {
  const T = useTexts(TOUR_REVIEWS_TEXTS);
  const V = useTexts(REVIEW_VIEW_TEXTS);
  const given = REVIEW_SUB_RATINGS.flatMap((key) => {
    const figure = summary.subRatings[key];
    return figure ? [{ key, ...figure }] : [];
  });
  if (given.length === 0) return null;
  return (
    <div className="grid gap-2 border-t pt-4">
      <h3 className="text-sm font-semibold text-ink">{T.subRatingsTitle}</h3>
      <dl className="grid gap-1.5 text-sm" data-testid="reviews-sub-ratings">
        {given.map(({ key, average, count }) => (
          <div key={key} className="flex items-center justify-between gap-2">
            <dt className="min-w-0 text-muted-foreground">{V.subRatings[key]}</dt>
            <dd className="flex shrink-0 items-center gap-1" data-testid={`sub-rating-${key}`}>
              <Star className="size-3.5 fill-highlight text-highlight" aria-hidden />
              <span className="sr-only">{V.average(formatRating(average))}</span>
              <span className="font-semibold text-ink tabular-nums" aria-hidden>
                {formatRating(average)}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
                {T.subRatingCount(count)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The head of the section: the average from three reviews on ('New' before), the buckets, the sub-ratings. */
function Summary({
  summary,
  rating,
  onRating,
}: {
  summary: TTourReviewsSummary;
  rating: number | undefined;
  onRating: (stars: number | undefined) => void;
}) {
  const T = useTexts(TOUR_REVIEWS_TEXTS);
  const V = useTexts(REVIEW_VIEW_TEXTS);
  const display = ratingDisplay({ rating: summary.average, reviewsCount: summary.count });
  return (
    <div className="grid content-start gap-4 rounded-xl border bg-card p-5 shadow-xs" data-testid="reviews-summary">
      {display.shown ? (
        <>
          <div className="grid gap-1.5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="font-display text-5xl leading-none font-semibold text-ink" data-testid="reviews-average">
                {display.label}
              </p>
              <Stars rating={summary.average} label={V.average(display.label)} />
            </div>
            <p className="text-sm text-muted-foreground" data-testid="reviews-count">
              {T.basedOn(summary.count)}
            </p>
          </div>
          <Distribution summary={summary} selected={rating} onSelect={onRating} />
          <SubRatingAverages summary={summary} />
        </>
      ) : (
        <div className="grid gap-2" data-testid="reviews-new">
          <p className="w-fit rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
            {T.newTitle}
          </p>
          <p className="text-sm text-muted-foreground">{T.newBody(summary.count)}</p>
        </div>
      )}
    </div>
  );
}

function SelectField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

function Toolbar({
  filters,
  onChange,
}: {
  filters: TTourReviewsFilters;
  onChange: (next: TTourReviewsFilters) => void;
}) {
  const T = useTexts(TOUR_REVIEWS_TEXTS);
  const change = (patch: Partial<TTourReviewsFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={T.filtersLabel}>
      <SelectField id="reviews-sort" label={T.sort} className="col-span-2 sm:col-span-1">
        <NativeSelect
          id="reviews-sort"
          value={filters.sort}
          onChange={(event) => change({ sort: event.target.value as TReviewSort })}
        >
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {T.sorts[sort]}
            </option>
          ))}
        </NativeSelect>
      </SelectField>
      <SelectField id="reviews-rating" label={T.rating}>
        <NativeSelect
          id="reviews-rating"
          value={filters.rating ?? ''}
          onChange={(event) => change({ rating: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">{T.allRatings}</option>
          {RATING_BUCKETS.map((stars) => (
            <option key={stars} value={stars}>
              {T.bucket(stars)}
            </option>
          ))}
        </NativeSelect>
      </SelectField>
      <SelectField id="reviews-traveller-type" label={T.travellerType}>
        <NativeSelect
          id="reviews-traveller-type"
          value={filters.travellerType ?? ''}
          onChange={(event) =>
            change({ travellerType: (event.target.value || undefined) as TReviewTravellerType | undefined })
          }
        >
          <option value="">{T.allTravellerTypes}</option>
          {REVIEW_TRAVELLER_TYPES.map((type) => (
            <option key={type} value={type}>
              {T.travellerTypes[type]}
            </option>
          ))}
        </NativeSelect>
      </SelectField>
    </fieldset>
  );
}

function ReviewList({
  data,
  filtered,
  reported,
  onReport,
  onClear,
  onPage,
}: {
  data: TTourReviewsPage;
  filtered: boolean;
  reported: ReadonlySet<string>;
  onReport: (reviewId: string) => void;
  onClear: () => void;
  onPage: (page: number) => void;
}) {
  const T = useTexts(TOUR_REVIEWS_TEXTS);
  if (data.items.length === 0) {
    return (
      <div className="grid justify-items-start gap-2 rounded-xl border border-dashed p-5 text-sm text-muted-foreground">
        <p>{T.noMatch}</p>
        {filtered ? (
          <Button variant="outline" size="sm" onClick={onClear}>
            {T.clearFilters}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-3" data-testid="reviews-list">
        {data.items.map((review) => {
          const isReported = reported.has(review.id);
          return (
            <ReviewItem
              key={review.id}
              review={review}
              actions={
                <div className="flex justify-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-muted-foreground"
                    disabled={isReported}
                    aria-label={isReported ? undefined : T.reportLabel(review.title)}
                    onClick={() => onReport(review.id)}
                  >
                    <Flag className="size-3.5" aria-hidden />
                    {isReported ? T.reported : T.report}
                  </Button>
                </div>
              }
            />
          );
        })}
      </ul>
      <Pager label={T.pagingLabel} page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </>
  );
}

const FIRST_PAGE: TTourReviewsFilters = { page: 1, sort: 'newest' };

/**
 * The tour's published reviews (issue 23): the summary of all of them, and one page at a time, sorted and
 * filtered by rating and traveller type, each with the operator's reply and a way to report it.
 */
export function TourReviews({ slug }: { slug: string }) {
  const T = useTexts(TOUR_REVIEWS_TEXTS);
  const [filters, setFilters] = useState<TTourReviewsFilters>(FIRST_PAGE);
  const [reporting, setReporting] = useState<string | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  const reviews = useTourReviews(slug, filters);

  if (reviews.isPending) return <TourReviewsSkeleton />;
  if (reviews.isError && !reviews.data) {
    return (
      <Alert variant="destructive" title={T.loadFailed}>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void reviews.refetch()}>
          {T.retry}
        </Button>
      </Alert>
    );
  }
  const data = reviews.data;
  if (data.summary.count === 0) {
    return (
      <EmptyState compact icon={MessageSquareText} title={T.empty}>
        {T.emptyBody}
      </EmptyState>
    );
  }
  const filtered = filters.rating !== undefined || filters.travellerType !== undefined;
  return (
    <div className="grid items-start gap-5 md:grid-cols-[16rem_minmax(0,1fr)]">
      <Summary
        summary={data.summary}
        rating={filters.rating}
        onRating={(rating) => setFilters({ ...filters, rating, page: 1 })}
      />
      <div className="grid min-w-0 gap-4" aria-busy={reviews.isFetching}>
        <Toolbar filters={filters} onChange={setFilters} />
        <p className="text-sm font-medium text-ink" aria-live="polite" data-testid="reviews-matching">
          {T.matching(data.total)}
        </p>
        <ReviewList
          data={data}
          filtered={filtered}
          reported={reported}
          onReport={setReporting}
          onClear={() => setFilters({ ...FIRST_PAGE, sort: filters.sort })}
          onPage={(page) => setFilters({ ...filters, page })}
        />
      </div>
      <ReportReviewDialog
        reviewId={reporting}
        onReported={(reviewId) => setReported((current) => new Set(current).add(reviewId))}
        onClose={() => setReporting(null)}
      />
    </div>
  );
}
