import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { effectiveDiscountPercent, originalPriceBeforeDiscount, type TTourDate, type TTourDetail } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { NativeSelect } from '../../../components/ui/native-select';
import { formatDateRange } from '../../../lib/calendar-date';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { bookingBlockerOf, quoteDeparture, type TBookingBlocker } from '../../../lib/booking-quote';
import { TOUR_TEXTS } from '../texts';
import { GuestsStepper } from './guests-stepper';

const T = TOUR_TEXTS.booking;

// The booking code (session API and its schemas) loads on the way to checkout, not with the tour page.
const loadStartBooking = () => import('../start-booking');

type TBookingCardProps = {
  tour: TTourDetail;
  selectedDate: TTourDate | null;
  onSelectDate: (dateId: string) => void;
  guests: number;
  onGuestsChange: (guests: number) => void;
};

function blockerMessage(blocker: NonNullable<TBookingBlocker>): string {
  return blocker.reason === 'no-date' ? T.chooseDateFirst : T.notEnoughSpots(blocker.spots);
}

function PriceHeading({ tour, date }: { tour: TTourDetail; date: TTourDate | null }) {
  const price = date?.price ?? tour.price;
  const currency = date?.currency ?? tour.currency;
  const originalPrice = originalPriceBeforeDiscount(
    price,
    effectiveDiscountPercent(date?.discountPercent, tour.discountPercentage),
  );
  return (
    <div className="grid gap-0.5">
      <span className="text-xs text-muted-foreground">{T.priceFrom}</span>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold tracking-tight text-ink">{formatMoney(price, currency)}</span>
        <span className="text-sm text-muted-foreground">{T.perPerson}</span>
        {originalPrice !== null ? (
          <s className="text-sm text-muted-foreground">{formatMoney(originalPrice, currency)}</s>
        ) : null}
      </p>
    </div>
  );
}

function Quote({ tour, date, guests }: { tour: TTourDetail; date: TTourDate; guests: number }) {
  const quote = quoteDeparture(date, tour.discountPercentage, guests);
  return (
    <dl className="grid gap-2 text-sm" data-testid="booking-quote">
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">{T.priceLine(formatMoney(date.price, date.currency), guests)}</dt>
        <dd>{formatMoney(quote.subtotal, date.currency)}</dd>
      </div>
      {quote.discountPercent > 0 ? (
        <div className="flex justify-between gap-3 text-success">
          <dt>{T.discountLine(quote.discountPercent)}</dt>
          <dd>−{formatMoney(quote.discountAmount, date.currency)}</dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-3 border-t pt-3">
        <dt className="font-semibold text-ink">{T.total}</dt>
        <dd className="text-xl font-bold text-ink" data-testid="booking-total">
          {formatMoney(quote.total, date.currency)}
        </dd>
      </div>
    </dl>
  );
}

/** The sticky booking card: date, guests, the total, and Book Now (1-traveller.md section 4). */
export function BookingCard({ tour, selectedDate, onSelectDate, guests, onGuestsChange }: TBookingCardProps) {
  const id = useId();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const blocker = bookingBlockerOf(selectedDate, guests);

  const bookNow = async () => {
    if (blocker || !selectedDate) {
      setMessage(blockerMessage(blocker ?? { reason: 'no-date' }));
      return;
    }
    setIsStarting(true);
    try {
      const { startBooking } = await loadStartBooking();
      await startBooking(navigate, { slug: tour.slug, dateId: selectedDate.id, guests });
    } catch {
      setMessage(T.startFailed);
    } finally {
      setIsStarting(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-2xl border bg-card p-5 shadow-lg shadow-ink/5 sm:p-6"
      data-testid="booking-card"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {T.title}
      </h2>
      <PriceHeading tour={tour} date={selectedDate} />

      <div className="grid gap-4 border-t pt-4">
        {tour.dates.length > 0 ? (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-date`} className="text-sm font-medium text-foreground">
              {T.travelDate}
            </label>
            <NativeSelect
              id={`${id}-date`}
              value={selectedDate?.id ?? ''}
              onChange={(event) => {
                setMessage(null);
                onSelectDate(event.target.value);
              }}
              className="h-11"
            >
              {selectedDate ? null : <option value="">{T.noDateOption}</option>}
              {tour.dates.map((date) => (
                <option key={date.id} value={date.id} disabled={date.availableSpots <= 0}>
                  {`${formatDateRange(date.startDate, date.endDate)} · ${date.availableSpots > 0 ? TOUR_TEXTS.detail.spotsLeft(date.availableSpots) : TOUR_TEXTS.detail.soldOut}`}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : (
          <p className="rounded-lg bg-muted/60 px-3 py-2.5 text-sm text-muted-foreground">
            {TOUR_TEXTS.detail.noDates}
          </p>
        )}
        <GuestsStepper
          value={guests}
          onChange={(next) => {
            setMessage(null);
            onGuestsChange(next);
          }}
        />
      </div>

      {selectedDate ? <Quote tour={tour} date={selectedDate} guests={guests} /> : null}

      <div className="grid gap-2">
        <Button
          size="lg"
          className={cn('w-full', blocker && 'cursor-not-allowed opacity-55 hover:bg-primary')}
          aria-disabled={blocker ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          disabled={isStarting}
          onPointerEnter={() => void loadStartBooking()}
          onFocus={() => void loadStartBooking()}
          onClick={() => void bookNow()}
        >
          {isStarting ? <Spinner className="size-4" decorative /> : null}
          {T.bookNow}
        </Button>
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
