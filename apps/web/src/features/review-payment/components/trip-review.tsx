import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { TTourDate, TTourDetail } from '@tour/shared';
import { TourImage } from '../../../components/tours/tour-image';
import { placeOf } from '../../../lib/tour-place';
import { REVIEW_TEXTS as T } from '../texts';
import { formatThaiDateRange } from '../thai-format';
import { FlightList } from './flight-list';

/** ตรวจสอบการจอง: the tour, travel date, travellers and flights. */
export function TripReview({ tour, date, guests }: { tour: TTourDetail; date: TTourDate; guests: number }) {
  return (
    <section
      aria-labelledby="review-trip-title"
      className="grid gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      data-testid="review-trip"
    >
      <h2 id="review-trip-title" className="text-lg font-semibold text-ink">
        {T.review}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <TourImage
          src={tour.thumbnailUrl}
          alt={tour.title}
          width={384}
          height={256}
          priority
          className="aspect-[16/9] w-full rounded-xl object-cover sm:aspect-[3/2]"
          data-testid="review-image"
        />
        <div className="grid content-start gap-3">
          <div className="grid gap-1">
            <p className="text-lg leading-snug font-semibold text-ink" data-testid="review-tour-title">
              {tour.title}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {placeOf(tour.location, tour.country)}
            </p>
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-0.5 rounded-lg bg-muted/50 px-3 py-2.5">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <CalendarDays className="size-3.5" aria-hidden />
                {T.travelDate}
              </dt>
              <dd className="text-sm font-semibold text-foreground" data-testid="review-travel-date">
                {formatThaiDateRange(date.startDate, date.endDate)}
              </dd>
            </div>
            <div className="grid gap-0.5 rounded-lg bg-muted/50 px-3 py-2.5">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Users className="size-3.5" aria-hidden />
                {T.travellers}
              </dt>
              <dd className="text-sm font-semibold text-foreground" data-testid="review-travellers">
                {T.travellerCount(guests)}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <FlightList dateId={date.id} />
    </section>
  );
}
