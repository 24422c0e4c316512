import { Suspense, lazy, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { TTourContentShown, TTourDetail } from '@tour/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { WhenVisible } from '../../components/when-visible';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../auth/api/get-session';
import { useTour } from './api/get-tour';
import { tourHotelsQueryOptions } from './api/get-tour-hotels';
import { tourItineraryQueryOptions } from './api/get-tour-itinerary';
import { tourMealsQueryOptions } from './api/get-tour-meals';
import { AboutSection, HighlightsSection } from './detail/about-section';
import { AvailableDates } from './detail/available-dates';
import { BookingCard } from './detail/booking-card';
import { BookingsPaused } from './detail/bookings-paused';
import { useVisitorHolds } from './api/get-visitor-holds';
import { ImageCarousel } from './detail/image-carousel';
import { StickyBookingBar } from './detail/sticky-booking-bar';
import { TourDetailSkeleton } from './detail/tour-detail-skeleton';
import { TourHeader } from './detail/tour-header';
import { TourMeta } from './detail/tour-meta';
import { REVIEWS_HEADING_TEXTS } from './detail/reviews-heading-texts';
import { TourTabsSkeleton } from './detail/tour-tabs-skeleton';
import { TOUR_TEXTS } from './texts';
import { useTourBooking } from './use-tour-booking';
import { paths, tourInLanguage } from '@tour/shared';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';

// Below the fold: the tabs' code (Radix Tabs, six panels) stays out of the first screen.
const TourTabs = lazy(async () => ({ default: (await import('./detail/tour-tabs')).TourTabs }));
// Below the fold too: the reviews' list, filters and report form.
const TourReviews = lazy(async () => ({ default: (await import('./detail/tour-reviews')).TourReviews }));
// Only for a visitor who holds seats on this tour (the server's page never has any): loaded when there are some.
const HoldList = lazy(async () => ({ default: (await import('./detail/hold-list')).HoldList }));
// Only for administrators: loaded when needed.
const AdminActions = lazy(async () => ({ default: (await import('./detail/admin-actions')).AdminActions }));
// Only for a missing tour: loaded when needed (its Go Back is a link, which works before its code arrives).
const TourNotFound = lazy(async () => ({ default: (await import('./detail/tour-not-found')).TourNotFound }));

function Breadcrumb({ title }: { title: string }) {
  const T = useTexts(TOUR_TEXTS).detail;
  return (
    <nav aria-label={T.breadcrumbLabel} className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
      <Link to="/" className="shrink-0 hover:text-foreground">
        {T.breadcrumbHome}
      </Link>
      <ChevronRight className="size-4 shrink-0" aria-hidden />
      <Link to={paths.tours.href()} className="shrink-0 hover:text-foreground">
        {T.breadcrumbTours}
      </Link>
      <ChevronRight className="size-4 shrink-0" aria-hidden />
      <span aria-current="page" className="truncate text-foreground">
        {title}
      </span>
    </nav>
  );
}

/** Skeleton rows while the Reviews section's code loads. */
function ReviewsPlaceholder() {
  const T = useTexts(REVIEWS_HEADING_TEXTS);
  return (
    <div className="grid gap-3" role="status" aria-label={T.loading}>
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/**
 * The Reviews section (issue 23), below the fold. A link to #reviews (the operator's reply e-mail) arrives before
 * the section exists, so the browser cannot scroll to it: the page does once it is there.
 */
function ReviewsSection({ slug }: { slug: string }) {
  const T = useTexts(REVIEWS_HEADING_TEXTS);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#reviews') section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <section
      id="reviews"
      ref={section}
      aria-labelledby="tour-reviews-title"
      className="grid scroll-mt-24 grid-cols-[minmax(0,1fr)] gap-4"
      data-testid="tour-reviews"
    >
      <div className="grid gap-1">
        <h2 id="tour-reviews-title" className="text-xl font-semibold text-ink">
          {T.title}
        </h2>
        <p className="text-sm text-muted-foreground">{T.intro}</p>
      </div>
      <WhenVisible fallback={<ReviewsPlaceholder />}>
        <Suspense fallback={<ReviewsPlaceholder />}>
          <TourReviews slug={slug} />
        </Suspense>
      </WhenVisible>
    </section>
  );
}

/** Seats this visitor already holds on the tour; without an answer the page is as it was (a help, not a part). */
function HoldNotice({ tourId }: { tourId: string }) {
  const holds = useVisitorHolds(tourId).data?.holds ?? [];
  if (holds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <HoldList holds={holds} />
    </Suspense>
  );
}

/** `tour` in the visitor's language (tourInLanguage); `shown` says which language that is. */
function TourView({ tour, shown }: { tour: TTourDetail; shown: TTourContentShown }) {
  const texts = useTexts(TOUR_TEXTS);
  const booking = useTourBooking(tour);
  const { selectedDate } = booking;
  const tabsHeading = useRef<HTMLHeadingElement>(null);
  const isAdmin = useSession().user?.role === 'admin';
  // The tabs' data starts loading with the page, alongside the tabs' code (in the browser: a page rendered on the
  // server leaves the tabs to it).
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(tourItineraryQueryOptions(tour.slug));
    void queryClient.prefetchQuery(tourMealsQueryOptions(tour.slug));
    void queryClient.prefetchQuery(tourHotelsQueryOptions(tour.slug));
  }, [queryClient, tour.slug]);

  const seeMore = () => {
    tabsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    tabsHeading.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <article className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <TourMeta tour={tour} />
        <Breadcrumb title={tour.title} />
        <TourHeader tour={tour} shown={shown} />
        {tour.bookingsPaused ? <BookingsPaused /> : null}
        <HoldNotice tourId={tour.id} />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-10">
            <ImageCarousel tour={tour} />
            <AboutSection tour={tour} language={shown.language} onSeeMore={seeMore} />
            <HighlightsSection highlights={tour.highlights} />
            <AvailableDates tour={tour} selectedId={selectedDate?.id ?? null} onSelect={booking.chooseDate} />
          </div>
          <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <BookingCard tour={tour} booking={booking} />
            </div>
          </aside>
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-10">
            <section
              id="tour-details"
              aria-labelledby="tour-details-title"
              className="grid scroll-mt-24 grid-cols-[minmax(0,1fr)] gap-4"
            >
              <h2
                id="tour-details-title"
                ref={tabsHeading}
                tabIndex={-1}
                className="text-xl font-semibold text-ink outline-none"
              >
                {texts.detail.tabsTitle}
              </h2>
              {/* Below the fold at every width: the tabs' code loads as they come near, not with the first screen. */}
              <WhenVisible fallback={<TourTabsSkeleton />}>
                <Suspense fallback={<TourTabsSkeleton />}>
                  <TourTabs tour={tour} selectedDate={selectedDate} />
                </Suspense>
              </WhenVisible>
            </section>
            <ReviewsSection slug={tour.slug} />
            {isAdmin ? (
              <Suspense fallback={null}>
                <AdminActions slug={tour.slug} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </article>
      <StickyBookingBar tour={tour} booking={booking} />
    </>
  );
}

/** /tours/{slug}: loading skeleton, Tour Not Found (or no longer available), or the tour (1-traveller.md section 2, Tour detail). */
export function TourDetailPage() {
  const T = useTexts(TOUR_TEXTS).detail;
  const { slug = '' } = useParams();
  const tour = useTour(slug);
  const language = useLanguage();
  const inLanguage = useMemo(() => (tour.data ? tourInLanguage(tour.data, language) : null), [tour.data, language]);
  if (tour.isPending) return <TourDetailSkeleton />;
  if (tour.isError) {
    const unavailable = isApiError(tour.error, 'TOUR_UNAVAILABLE');
    if (unavailable || isApiError(tour.error, 'NOT_FOUND')) {
      return (
        <Suspense fallback={<TourDetailSkeleton />}>
          <TourNotFound unavailable={unavailable} />
        </Suspense>
      );
    }
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-20">
        <Alert variant="destructive" title={T.loadFailed}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void tour.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      </div>
    );
  }
  if (!inLanguage) return <TourDetailSkeleton />;
  return <TourView key={tour.data.slug} tour={inLanguage.tour} shown={inLanguage.shown} />;
}
