import { CalendarCheck, Lock, PlaneLanding, PlaneTakeoff, Users } from 'lucide-react';
import { guestsLine, tripCountdownText, tripTotalDays, type TBookingSessionView } from '@tour/shared';
import { formatCalendarDate, toCalendarDate } from '../../../lib/calendar-date';
import { formatMoney } from '../../../lib/money';
import { CHECKOUT_TEXTS } from '../texts';

const T = CHECKOUT_TEXTS.summary;

function Row({
  label,
  value,
  testId,
  className,
}: {
  label: React.ReactNode;
  value: React.ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={className ?? 'flex items-baseline justify-between gap-3'}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium text-foreground tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** 'Your Trip Schedule': departure and return ('Mar 5, 2027'), total days and how far away it is. */
function TripSchedule({ session }: { session: TBookingSessionView }) {
  const { startDate, endDate } = session.date;
  const today = toCalendarDate(new Date());
  return (
    <section aria-labelledby="summary-schedule" className="grid gap-3 rounded-xl bg-muted/50 p-4">
      <h3 id="summary-schedule" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <CalendarCheck className="size-4 text-primary" aria-hidden />
        {T.schedule}
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <PlaneTakeoff className="size-3.5" aria-hidden />
            {T.departure}
          </dt>
          <dd className="font-semibold text-foreground" data-testid="summary-departure">
            {formatCalendarDate(startDate) ?? startDate}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <PlaneLanding className="size-3.5" aria-hidden />
            {T.return}
          </dt>
          <dd className="font-semibold text-foreground" data-testid="summary-return">
            {formatCalendarDate(endDate) ?? endDate}
          </dd>
        </div>
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
          {tripCountdownText(startDate, endDate, today)}
        </span>
      </div>
    </section>
  );
}

/** 'Booking Summary': the tour, the schedule, the guests and the price lines, then the total. */
export function BookingSummary({ session }: { session: TBookingSessionView }) {
  const { pricing, tour } = session;
  const currency = pricing.currency;
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
        <p className="font-medium text-foreground">{tour.title}</p>
        <p className="text-sm text-muted-foreground">
          {tour.location}, {tour.country}
        </p>
      </div>
      <TripSchedule session={session} />
      <dl className="grid gap-2.5 text-sm">
        <Row
          label={
            <span className="flex items-center gap-1.5">
              <Users className="size-4" aria-hidden />
              {T.guests}
            </span>
          }
          value={guestsLine(session.adults, session.children, session.infants)}
          testId="summary-guests"
        />
        <Row label={T.pricePerPerson} value={formatMoney(pricing.pricePerPerson, currency)} testId="summary-price" />
        <Row label={T.numberOfGuests} value={T.times(session.adults)} testId="summary-count" />
        {pricing.discountPercent > 0 ? (
          <>
            <Row label={T.subtotal} value={formatMoney(pricing.subtotal, currency)} />
            <div className="flex items-baseline justify-between gap-3 text-success">
              <dt>{T.discount(pricing.discountPercent)}</dt>
              <dd className="font-medium tabular-nums" data-testid="summary-discount">
                −{formatMoney(pricing.discountAmount, currency)}
              </dd>
            </div>
          </>
        ) : null}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t pt-3">
          <dt className="text-base font-semibold text-ink">{T.total}</dt>
          <dd className="text-2xl font-bold tracking-tight text-ink tabular-nums" data-testid="summary-total">
            {formatMoney(pricing.total, currency)}
          </dd>
        </div>
      </dl>
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <Lock className="size-3.5 shrink-0" aria-hidden />
        {T.secure}
      </p>
    </section>
  );
}
