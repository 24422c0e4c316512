import { CalendarDays, MapPin, Users } from 'lucide-react';
import { type TTourDate, type TTourDetail, tourContentIn } from '@tour/shared';
import { FactTile, SummaryCard } from '../../../components/booking/summary-card';
import { TourImage } from '../../../components/tours/tour-image';
import { formatDateRange } from '../../../lib/calendar-date';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { placeOf } from '../../../lib/tour-place';
import { REVIEW_TEXTS } from '../texts';
import { FlightList } from './flight-list';

/** ตรวจสอบการจอง: the tour, travel date, travellers and flights. */
export function TripReview({ tour, date, guests }: { tour: TTourDetail; date: TTourDate; guests: number }) {
  const T = useTexts(REVIEW_TEXTS);
  const language = useLanguage();
  // The tour's title in the reader's language where the operator gave it (issue 27), else its own.
  const shown = tourContentIn(tour, language);
  return (
    <SummaryCard titleId="review-trip-title" title={T.review} testId="review-trip" titleSize="lg" spacing={5}>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <TourImage
          src={tour.thumbnailUrl}
          alt={shown.title}
          width={384}
          height={256}
          priority
          className="aspect-[16/9] w-full rounded-xl object-cover sm:aspect-[3/2]"
          data-testid="review-image"
        />
        <div className="grid content-start gap-3">
          <div className="grid gap-1">
            <p
              lang={shown.language}
              className="text-lg leading-snug font-semibold text-ink"
              data-testid="review-tour-title"
            >
              {shown.title}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {placeOf(tour.location, tour.country)}
            </p>
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <FactTile
              boxed
              icon={CalendarDays}
              label={T.travelDate}
              value={formatDateRange(date.startDate, date.endDate, language) ?? date.startDate}
              testId="review-travel-date"
            />
            <FactTile
              boxed
              icon={Users}
              label={T.travellers}
              value={T.travellerCount(guests)}
              testId="review-travellers"
            />
          </dl>
        </div>
      </div>
      <FlightList dateId={date.id} />
    </SummaryCard>
  );
}
