import { Link } from 'react-router';
import { ArrowLeft, CalendarDays, MapPin, Users } from 'lucide-react';
import { type TTourDate, type TTourDetail, tourContentIn } from '@tour/shared';
import { TourImage } from '../../../components/tours/tour-image';
import { formatDateRange } from '../../../lib/calendar-date';
import { formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { placeOf } from '../../../lib/tour-place';
import { BOOKING_FORM_TEXTS } from '../texts';
import { paths } from '@tour/shared';

type TBookingHeaderProps = { tour: TTourDetail; date: TTourDate; guests: number; total: number };

/** The tour being booked: title, place, dates, guests and the total for them. */
export function BookingHeader({ tour, date, guests, total }: TBookingHeaderProps) {
  const texts = useTexts(BOOKING_FORM_TEXTS);
  const T = texts.header;
  const language = useLanguage();
  // The tour's title in the reader's language where the operator gave it (issue 27), else its own.
  const shown = tourContentIn(tour, language);
  return (
    <header className="grid gap-4" data-testid="booking-header">
      <Link
        to={paths.tour.href({ slug: tour.slug })}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {T.backToTour}
      </Link>
      <div className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:p-5">
        <TourImage
          src={tour.thumbnailUrl}
          alt=""
          width={160}
          height={112}
          priority
          className="hidden h-28 w-40 shrink-0 rounded-xl object-cover sm:block"
        />
        <div className="grid min-w-0 flex-1 gap-2">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">{texts.title}</p>
          <h1 lang={shown.language} className="font-display text-2xl leading-tight font-semibold text-ink sm:text-3xl">
            {shown.title}
          </h1>
          <div className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
            <span className="flex items-center gap-1.5" data-testid="booking-place">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {placeOf(tour.location, tour.country)}
            </span>
            <span className="flex items-center gap-1.5" data-testid="booking-dates">
              <CalendarDays className="size-4 shrink-0" aria-hidden />
              <span className="sr-only">{T.dates}: </span>
              {formatDateRange(date.startDate, date.endDate, language)}
            </span>
            <span className="flex items-center gap-1.5" data-testid="booking-guests">
              <Users className="size-4 shrink-0" aria-hidden />
              {T.guests(guests)}
            </span>
          </div>
        </div>
        <div className="flex items-baseline justify-between gap-3 border-t pt-3 sm:grid sm:justify-items-end sm:gap-0.5 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-5">
          <span className="text-sm text-muted-foreground">{T.total}</span>
          <span className="text-2xl font-bold text-ink tabular-nums" data-testid="booking-total">
            {formatMoney(total, date.currency, language)}
          </span>
        </div>
      </div>
    </header>
  );
}
