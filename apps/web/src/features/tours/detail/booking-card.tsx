import { useId } from 'react';
import { CircleCheck } from 'lucide-react';
import { seatsLeftOf, type TTourDate, type TTourDetail } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { NativeSelect } from '../../../components/ui/native-select';
import { formatDateRange } from '../../../lib/calendar-date';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { quoteDeparture } from '../../../lib/booking-quote';
import { TOUR_TEXTS } from '../texts';
import type { TBookNowSource, TTourBooking } from '../use-tour-booking';
import { BookingsPaused } from './bookings-paused';
import { GuestsStepper } from './guests-stepper';
import { perPersonPriceOf } from './per-person-price';
import { useTexts } from '../../../lib/i18n/texts';
import { useLanguage } from '../../../lib/i18n/language';

function PriceHeading({ tour, date }: { tour: TTourDetail; date: TTourDate }) {
  const language = useLanguage();
  const T = useTexts(TOUR_TEXTS).booking;
  const { price, listedPrice, currency } = perPersonPriceOf(tour, date);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="booking-price">
      <span className="text-3xl font-bold tracking-tight text-ink">{formatMoney(price, currency, language)}</span>
      <span className="text-sm text-muted-foreground">{T.perPerson}</span>
      {listedPrice !== null ? (
        <s className="text-sm text-muted-foreground">{formatMoney(listedPrice, currency, language)}</s>
      ) : null}
    </p>
  );
}

function Quote({ tour, date, guests }: { tour: TTourDetail; date: TTourDate; guests: number }) {
  const language = useLanguage();
  const T = useTexts(TOUR_TEXTS).booking;
  const quote = quoteDeparture(date, tour.discountPercentage, guests);
  return (
    <dl className="grid gap-2 text-sm" data-testid="booking-quote">
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">
          {T.priceLine(formatMoney(date.price, date.currency, language), guests)}
        </dt>
        <dd>{formatMoney(quote.subtotal, date.currency, language)}</dd>
      </div>
      {quote.discountPercent > 0 ? (
        <div className="flex justify-between gap-3 text-success">
          <dt>{T.discountLine(quote.discountPercent)}</dt>
          <dd>−{formatMoney(quote.discountAmount, date.currency, language)}</dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-3 border-t pt-3">
        <dt className="font-semibold text-ink">{T.total}</dt>
        <dd className="text-xl font-bold text-ink" data-testid="booking-total">
          {formatMoney(quote.total, date.currency, language)}
        </dd>
      </div>
    </dl>
  );
}

/** Under the guests: how many spots the date has left, and why the guests went down when they did. */
function SpotsNote({ id, date, loweredTo }: { id: string; date: TTourDate; loweredTo: number | null }) {
  const texts = useTexts(TOUR_TEXTS);
  const T = texts.booking;
  const left = seatsLeftOf(date);
  return (
    <div id={id} className="grid gap-1 text-sm" data-testid="spots-note">
      <p
        className={cn(
          'font-medium',
          left.kind === 'sold-out'
            ? 'text-destructive'
            : left.kind === 'few'
              ? 'text-highlight-foreground'
              : 'text-success',
        )}
      >
        {left.kind === 'sold-out' ? texts.detail.soldOut : T.spotsLeft(left.spots, left.kind === 'few')}
      </p>
      {loweredTo !== null ? (
        <p role="status" className="text-muted-foreground">
          {T.guestsLowered(loweredTo)}
        </p>
      ) : null}
    </div>
  );
}

/** The booking card: date, guests fitted to its spots, the total, and Book Now (1-traveller.md section 4). */
export function BookingCard({ tour, booking }: { tour: TTourDetail; booking: TTourBooking }) {
  const language = useLanguage();
  const texts = useTexts(TOUR_TEXTS);
  const T = texts.booking;
  const id = useId();
  const { selectedDate, guests } = booking;
  const message = booking.message?.source === 'card' ? booking.message.text : null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-2xl border bg-card p-5 shadow-lg shadow-ink/5 sm:p-6"
      data-testid="booking-card"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {T.title}
      </h2>
      {selectedDate ? <PriceHeading tour={tour} date={selectedDate} /> : null}

      <div className={cn('grid gap-4', selectedDate && 'border-t pt-4')}>
        {tour.dates.length > 0 ? (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-date`} className="text-sm font-medium text-foreground">
              {T.travelDate}
            </label>
            <NativeSelect
              id={`${id}-date`}
              value={selectedDate?.id ?? ''}
              onChange={(event) => booking.chooseDate(event.target.value)}
              className="h-11"
            >
              {selectedDate ? null : <option value="">{T.noDateOption}</option>}
              {tour.dates.map((date) => (
                <option key={date.id} value={date.id} disabled={date.availableSpots <= 0}>
                  {`${formatDateRange(date.startDate, date.endDate, language)} · ${date.availableSpots > 0 ? texts.detail.spotsLeft(date.availableSpots) : texts.detail.soldOut}`}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : (
          <p className="rounded-lg bg-muted/60 px-3 py-2.5 text-sm text-muted-foreground">{texts.detail.noDates}</p>
        )}
        <div className="grid gap-2">
          <GuestsStepper
            value={guests}
            max={booking.guestLimit}
            onChange={booking.changeGuests}
            describedBy={selectedDate ? `${id}-spots` : undefined}
          />
          {selectedDate ? <SpotsNote id={`${id}-spots`} date={selectedDate} loweredTo={booking.loweredTo} /> : null}
        </div>
      </div>

      {selectedDate ? <Quote tour={tour} date={selectedDate} guests={guests} /> : null}

      <div className="grid gap-2">
        {tour.bookingsPaused ? (
          <BookingsPaused compact />
        ) : (
          <BookNowButton booking={booking} source="card" messageId={message ? `${id}-message` : undefined} />
        )}
        {message ? (
          <p id={`${id}-message`} role="alert" className="text-center text-sm font-medium text-destructive">
            {message}
          </p>
        ) : null}
      </div>
      <ul className="grid gap-2 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />
          {T.payLater}
        </li>
      </ul>
    </section>
  );
}

/**
 * Book Now, for the card and the sticky bar alike. While Book Now cannot go ahead it stays focusable
 * and pressable (aria-disabled), so that pressing it says why.
 */
export function BookNowButton({
  booking,
  source,
  messageId,
}: {
  booking: TTourBooking;
  source: TBookNowSource;
  messageId: string | undefined;
}) {
  const T = useTexts(TOUR_TEXTS).booking;
  return (
    <Button
      size="lg"
      className={cn(
        source === 'card' ? 'w-full' : 'px-5',
        booking.isBlocked && 'cursor-not-allowed opacity-55 hover:bg-primary',
      )}
      aria-disabled={booking.isBlocked ? true : undefined}
      aria-describedby={messageId}
      disabled={booking.isStarting}
      onPointerEnter={booking.prepareBooking}
      onFocus={booking.prepareBooking}
      onClick={() => void booking.bookNow(source)}
    >
      {booking.isStarting ? <Spinner className="size-4" decorative /> : null}
      {T.bookNow}
    </Button>
  );
}
