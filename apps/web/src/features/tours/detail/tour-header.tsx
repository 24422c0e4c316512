import { Clock, Leaf, MapPin, ThumbsUp } from 'lucide-react';
import type { TTourContentShown, TTourDetail } from '@tour/shared';
import { Badge } from '../../../components/ui/badge';
import { placeOf } from '../../../lib/tour-place';
import { cardPricesOf } from '../card-prices';
import { CompanyLine } from '../components/company-line';
import { PerPersonPrice } from '../components/per-person-price';
import { HotelStars, TourRating } from '../components/rating-stars';
import { TOUR_CARD_TEXTS } from '../card-texts';
import { TOUR_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';

/** `tour` in the visitor's language; `shown` says which, and a tour without the visitor's language says so. */
export function TourHeader({ tour, shown }: { tour: TTourDetail; shown: TTourContentShown }) {
  const texts = useTexts(TOUR_TEXTS);
  const T = useTexts(TOUR_CARD_TEXTS);
  const prices = cardPricesOf(tour.perPersonPrice, tour.durationDays);
  const discount = prices.discountPercent;
  return (
    <header className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {discount ? <Badge variant="destructive">{T.discount(discount)}</Badge> : null}
        {tour.isRecommended ? (
          <Badge variant="warning">
            <ThumbsUp aria-hidden />
            {T.recommended}
          </Badge>
        ) : null}
        {tour.isAllInclusive ? (
          <Badge variant="success">
            <Leaf aria-hidden />
            {texts.detail.allInclusive}
          </Badge>
        ) : null}
        {tour.category ? (
          <Badge variant="outline" className="capitalize">
            {T.category(tour.category)}
          </Badge>
        ) : null}
      </div>
      <h1
        lang={shown.language}
        className="font-display text-3xl leading-tight font-semibold text-balance text-ink sm:text-4xl"
      >
        {tour.title}
      </h1>
      {shown.fallback ? (
        <p className="text-sm text-muted-foreground" data-testid="tour-language-note">
          {texts.detail.contentOnlyInOther}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4 text-primary" aria-hidden />
          {placeOf(tour.location, tour.country)}
        </span>
        <TourRating rating={tour.rating} reviewsCount={tour.reviewsCount} />
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4 text-primary" aria-hidden />
          <span className="sr-only">{texts.detail.duration}: </span>
          {T.duration(tour.durationLabel, tour.durationDays)}
        </span>
        <HotelStars stars={tour.hotelStars} />
      </div>
      {tour.companyName ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <span>{texts.detail.operator}</span>
          <CompanyLine name={tour.companyName} logoUrl={tour.companyLogoUrl} verified={tour.companyVerified} />
        </div>
      ) : null}
      <PerPersonPrice prices={prices} currency={tour.currency} />
    </header>
  );
}
