import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Clock, MapPin, ThumbsUp } from 'lucide-react';
import { type TTourCard, tourContentIn } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { TourImage } from '../../../components/tours/tour-image';
import { formatDateRange } from '../../../lib/calendar-date';
import { placeOf } from '../../../lib/tour-place';
import { cardPricesOf } from '../card-prices';
import { TOUR_CARD_TEXTS } from '../card-texts';
import { CompanyLine } from './company-line';
import { DownloadProgramButton } from './download-program-button';
import { FavouriteButton } from './favourite-button';
import { PerPersonPrice } from './per-person-price';
import { HotelStars, TourRating } from './rating-stars';
import { paths } from '@tour/shared';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';

/** A tour in a grid (1-traveller.md section 2, Tour card). */
/** `imagePriority`: the card is the first thing on the page, its picture the page's largest paint. */
export function TourCard({ tour, imagePriority = false }: { tour: TTourCard; imagePriority?: boolean }) {
  const T = useTexts(TOUR_CARD_TEXTS);
  const language = useLanguage();
  const titleId = useId();
  const detailPath = paths.tour.href({ slug: tour.slug });
  const place = placeOf(tour.location, tour.country);
  const dateRange = formatDateRange(tour.firstDepartureDate, tour.lastReturnDate, language);
  const prices = cardPricesOf(tour.perPersonPrice, tour.durationDays);
  const discount = prices.discountPercent;
  // The title in the visitor's language when the operator gave it (issue 27, item 5), else the tour's own.
  const shown = tourContentIn(tour, language);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="tour-card"
      data-slug={tour.slug}
      className="group flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-lg"
    >
      <div className="relative">
        <TourImage
          src={tour.thumbnailUrl}
          alt=""
          width={1200}
          height={800}
          priority={imagePriority}
          className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {discount ? (
            <span className="rounded-full bg-destructive px-2.5 py-1 text-xs font-bold text-destructive-foreground shadow-sm">
              {T.discount(discount)}
            </span>
          ) : null}
          {tour.isRecommended ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-highlight px-2.5 py-1 text-xs font-semibold text-highlight-foreground shadow-sm">
              <ThumbsUp className="size-3.5" aria-hidden />
              {T.recommended}
            </span>
          ) : null}
        </div>
        <FavouriteButton tourId={tour.id} title={shown.title} className="absolute top-3 right-3" />
        <span className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-ink/75 px-2.5 py-1 text-xs font-medium text-white backdrop-blur-sm">
          <Clock className="size-3.5" aria-hidden />
          {T.duration(tour.durationLabel, tour.durationDays)}
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1.5">
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
            <span className="truncate">{place}</span>
          </p>
          <h3 id={titleId} lang={shown.language} className="line-clamp-2 text-lg leading-snug font-semibold text-ink">
            <Link to={detailPath} className="hover:text-primary focus-visible:outline-2 focus-visible:outline-ring">
              {shown.title}
            </Link>
          </h3>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <TourRating rating={tour.rating} reviewsCount={tour.reviewsCount} />
            <HotelStars stars={tour.hotelStars} />
          </div>
        </div>

        <p className="flex items-center gap-1.5 text-sm text-foreground" data-testid="tour-card-dates">
          <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden />
          <span className="sr-only">{T.datesLabel}: </span>
          {dateRange ?? <span className="text-muted-foreground">{T.noUpcomingDates}</span>}
        </p>

        {tour.companyName ? (
          <CompanyLine name={tour.companyName} logoUrl={tour.companyLogoUrl} verified={tour.companyVerified} />
        ) : null}

        <div className="mt-auto grid gap-3 border-t pt-4">
          <PerPersonPrice prices={prices} currency={tour.currency} />
          <DownloadProgramButton slug={tour.slug} describedBy={titleId} className="justify-start px-2" />
          <div className="grid grid-cols-2 gap-2">
            <Button asChild variant="outline">
              <Link to={detailPath} aria-describedby={titleId}>
                {T.viewDetails}
              </Link>
            </Button>
            <Button asChild>
              <Link to={detailPath} aria-describedby={titleId}>
                {T.buy}
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
