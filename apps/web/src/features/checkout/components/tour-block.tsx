import { Link } from 'react-router';
import { ArrowRight, CalendarDays, MapPin } from 'lucide-react';
import { type TBookingSessionView, tourContentIn } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { CHECKOUT_TEXTS } from '../texts';
import { paths } from '@tour/shared';

/** The tour being booked: title, location, country, duration, description, and a way to its page. */
export function TourBlock({ tour }: { tour: TBookingSessionView['tour'] }) {
  const T = useTexts(CHECKOUT_TEXTS).tour;
  // The title and description in the reader's language where the operator gave them (issue 27).
  const shown = tourContentIn(tour, useLanguage());
  return (
    <section
      aria-labelledby="checkout-tour-title"
      className="overflow-hidden rounded-2xl border bg-card shadow-sm"
      data-testid="checkout-tour"
    >
      <div className="grid grid-cols-1 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {tour.thumbnailUrl ? (
          <img src={tour.thumbnailUrl} alt="" className="h-40 w-full object-cover sm:h-full" loading="lazy" />
        ) : (
          <div className="hidden bg-accent sm:block" aria-hidden />
        )}
        <div className="grid gap-3 p-5 sm:p-6">
          <h2 id="checkout-tour-title" lang={shown.language} className="text-xl font-semibold text-ink">
            {shown.title}
          </h2>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1.5">
              <MapPin className="size-4 text-primary" aria-hidden />
              {tour.location}, {tour.country}
            </span>
            <span className="flex items-center gap-1.5">
              <CalendarDays className="size-4 text-primary" aria-hidden />
              <span className="sr-only">{T.duration}: </span>
              {T.days(tour.durationDays)}
            </span>
          </p>
          <p
            lang={shown.description ? shown.language : undefined}
            className="line-clamp-3 text-sm leading-relaxed text-foreground/90"
          >
            {shown.description || T.noDescription}
          </p>
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.tour.href({ slug: tour.slug })}>
                {T.seeMore}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
