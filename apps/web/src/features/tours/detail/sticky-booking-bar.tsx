import { useId } from 'react';
import type { TTourDetail } from '@tour/shared';
import { formatDateRange } from '../../../lib/calendar-date';
import { formatMoney } from '../../../lib/money';
import { TOUR_TEXTS } from '../texts';
import type { TTourBooking } from '../use-tour-booking';
import { BookNowButton } from './booking-card';
import { BookingsPaused } from './bookings-paused';
import { perPersonPriceOf } from './per-person-price';
import { useTexts } from '../../../lib/i18n/texts';
import { useLanguage } from '../../../lib/i18n/language';

/**
 * Phone and tablet widths, where the booking card sits far down the page: the price per person, the
 * selected date and Book Now stay at the bottom of the screen (issue 12 item 10). It is sticky, not
 * fixed, so at the end of the page it comes to rest above the footer instead of covering it.
 */
export function StickyBookingBar({ tour, booking }: { tour: TTourDetail; booking: TTourBooking }) {
  const language = useLanguage();
  const texts = useTexts(TOUR_TEXTS);
  const T = texts.booking;
  const id = useId();
  const date = booking.selectedDate;
  const price = date ? perPersonPriceOf(tour, date) : null;
  const message = booking.message?.source === 'bar' ? booking.message.text : null;
  return (
    <section
      aria-label={T.barLabel}
      data-testid="sticky-booking-bar"
      className="sticky bottom-0 z-30 border-t bg-card/95 shadow-[0_-6px_20px_-8px_rgb(0_0_0/0.18)] backdrop-blur-md lg:hidden"
    >
      {message ? (
        <p
          id={`${id}-message`}
          role="alert"
          className="border-b bg-destructive/6 px-4 py-2 text-center text-sm font-medium text-destructive"
        >
          {message}
        </p>
      ) : null}
      <div className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
        <div className="grid min-w-0 flex-1 gap-0.5">
          {date && price ? (
            <>
              <p className="flex flex-wrap items-baseline gap-x-1.5" data-testid="bar-price">
                <span className="text-lg leading-tight font-bold text-ink">
                  {formatMoney(price.price, price.currency, language)}
                </span>
                <span className="text-xs text-muted-foreground">{T.perPerson}</span>
                {price.listedPrice !== null ? (
                  <s className="text-xs text-muted-foreground">
                    {formatMoney(price.listedPrice, price.currency, language)}
                  </s>
                ) : null}
              </p>
              <p className="truncate text-sm text-muted-foreground" data-testid="bar-date">
                {formatDateRange(date.startDate, date.endDate, language)}
              </p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              {tour.dates.length === 0 ? texts.detail.noDates : T.noDateChosen}
            </p>
          )}
        </div>
        {tour.bookingsPaused ? (
          <BookingsPaused compact className="max-w-[55%] text-right text-xs leading-snug" />
        ) : (
          <BookNowButton booking={booking} source="bar" messageId={message ? `${id}-message` : undefined} />
        )}
      </div>
    </section>
  );
}
