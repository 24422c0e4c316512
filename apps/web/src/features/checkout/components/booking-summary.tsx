import { CalendarCheck, Lock, PlaneLanding, PlaneTakeoff, Users } from 'lucide-react';
import { tourContentIn, tripTotalDays, type TBookingSessionView } from '@tour/shared';
import { PriceList, PriceRow, TotalRow } from '../../../components/booking/price-lines';
import { FactTile } from '../../../components/booking/summary-card';
import { formatCalendarDate, toCalendarDate } from '../../../lib/calendar-date';
import { SESSION_TEXTS } from '../../../lib/booking-session-texts';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { formatMoney } from '../../../lib/money';
import { CHECKOUT_TEXTS } from '../texts';

/** 'Your Trip Schedule': departure and return ('Mar 5, 2027'), total days and how far away it is. */
function TripSchedule({ session }: { session: TBookingSessionView }) {
  const T = useTexts(CHECKOUT_TEXTS).summary;
  const language = useLanguage();
  const { startDate, endDate } = session.date;
  const today = toCalendarDate(new Date());
  return (
    <section aria-labelledby="summary-schedule" className="grid gap-3 rounded-xl bg-muted/50 p-4">
      <h3 id="summary-schedule" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <CalendarCheck className="size-4 text-primary" aria-hidden />
        {T.schedule}
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <FactTile
          icon={PlaneTakeoff}
          label={T.departure}
          value={formatCalendarDate(startDate, language) ?? startDate}
          testId="summary-departure"
        />
        <FactTile
          icon={PlaneLanding}
          label={T.return}
          value={formatCalendarDate(endDate, language) ?? endDate}
          testId="summary-return"
        />
      </dl>
      <div className="flex items-center justify-between gap-3 border-t border-border/70 pt-3 text-sm">
        <span className="text-muted-foreground">
          {T.totalDays}:{' '}
          <span className="font-medium text-foreground">{T.days(tripTotalDays(startDate, endDate))}</span>
        </span>
        <span
          className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground"
          data-testid="summary-countdown"
        >
          {T.countdown(startDate, endDate, today)}
        </span>
      </div>
    </section>
  );
}

/** 'Booking Summary': the tour, the schedule, the guests and the price lines, then the total. */
export function BookingSummary({ session }: { session: TBookingSessionView }) {
  const T = useTexts(CHECKOUT_TEXTS).summary;
  const { guestsLine } = useTexts(SESSION_TEXTS);
  const language = useLanguage();
  const { pricing, tour } = session;
  const money = (amount: number) => formatMoney(amount, pricing.currency, language);
  // The title in the reader's language where the operator gave it (issue 27).
  const shown = tourContentIn(tour, language);
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm"
      data-testid="booking-summary"
    >
      <div className="grid gap-1">
        <h2 id="booking-summary-title" className="text-lg font-semibold text-ink">
          {T.title}
        </h2>
        <p lang={shown.language} className="font-medium text-foreground">
          {shown.title}
        </p>
        <p className="text-sm text-muted-foreground">
          {tour.location}, {tour.country}
        </p>
      </div>
      <TripSchedule session={session} />
      <PriceList>
        <PriceRow
          label={
            <span className="flex items-center gap-1.5">
              <Users className="size-4" aria-hidden />
              {T.guests}
            </span>
          }
          value={guestsLine(session.adults, session.children, session.infants)}
          testId="summary-guests"
        />
        <PriceRow label={T.pricePerPerson} value={money(pricing.pricePerPerson)} testId="summary-price" />
        <PriceRow label={T.numberOfGuests} value={T.times(session.adults)} testId="summary-count" />
        {pricing.discountPercent > 0 ? (
          <>
            <PriceRow label={T.subtotal} value={money(pricing.subtotal)} />
            <PriceRow
              tone="discount"
              label={T.discount(pricing.discountPercent)}
              value={`−${money(pricing.discountAmount)}`}
              testId="summary-discount"
            />
          </>
        ) : null}
        <TotalRow label={T.total} value={money(pricing.total)} testId="summary-total" size="xl" />
      </PriceList>
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <Lock className="size-3.5 shrink-0" aria-hidden />
        {T.secure}
      </p>
    </section>
  );
}
