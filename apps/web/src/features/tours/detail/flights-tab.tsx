import { CalendarSearch, Plane, PlaneLanding, PlaneTakeoff } from 'lucide-react';
import { flightDurationIn, type TFlight, type TTourDate } from '@tour/shared';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatAirportTime, formatDateRange } from '../../../lib/calendar-date';
import { useDateFlights } from '../api/get-date-flights';
import { TOUR_TEXTS } from '../texts';
import { TOUR_PARTS_TEXTS } from './parts-texts';
import { useTexts } from '../../../lib/i18n/texts';
import { useLanguage } from '../../../lib/i18n/language';

function FlightEnd({
  code,
  airport,
  time,
  align,
}: {
  code: string;
  airport: string;
  time: string;
  align: 'start' | 'end';
}) {
  const language = useLanguage();
  // The airport's own wall time, as written by the server: the same in every viewer's zone (decision 18).
  const local = formatAirportTime(time, language);
  return (
    <div className={align === 'end' ? 'text-right' : undefined}>
      <p className="text-2xl font-bold text-ink tabular-nums" data-testid="flight-time">
        {local?.time} <span className="text-base font-semibold text-foreground">{code}</span>
      </p>
      <p className="text-xs text-muted-foreground">{airport}</p>
      <p className="text-xs text-muted-foreground" data-testid="flight-day">
        {local?.day}
      </p>
    </div>
  );
}

function FlightCard({ flight }: { flight: TFlight }) {
  const T = useTexts(TOUR_PARTS_TEXTS).flights;
  const language = useLanguage();
  return (
    <li className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5" data-testid="flight-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {flight.airline} <span className="font-normal text-muted-foreground">· {flight.flightNumber}</span>
        </p>
        <Badge variant="success">{T.direct}</Badge>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <FlightEnd
          code={flight.departureCode}
          airport={flight.departureAirport}
          time={flight.departureTime}
          align="start"
        />
        <div className="grid justify-items-center gap-1 text-xs text-muted-foreground">
          <span>{flight.duration ? flightDurationIn(flight.duration, language) : null}</span>
          <span className="flex items-center gap-1">
            <span className="h-px w-6 bg-border sm:w-14" />
            <Plane className="size-4 text-primary" aria-hidden />
            <span className="h-px w-6 bg-border sm:w-14" />
          </span>
          <span>{T.direct}</span>
        </div>
        <FlightEnd code={flight.arrivalCode} airport={flight.arrivalAirport} time={flight.arrivalTime} align="end" />
      </div>
    </li>
  );
}

function FlightGroup({ title, icon: Icon, flights }: { title: string; icon: typeof Plane; flights: TFlight[] }) {
  if (flights.length === 0) return null;
  return (
    <section className="grid gap-3" aria-label={title}>
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        <Icon className="size-4 text-primary" aria-hidden />
        {title}
      </h3>
      <ul className="grid gap-3">
        {flights.map((flight) => (
          <FlightCard key={flight.id} flight={flight} />
        ))}
      </ul>
    </section>
  );
}

/** The selected departure's flights; they reload whenever the date changes. */
export function FlightsTab({ date }: { date: TTourDate | null }) {
  const language = useLanguage();
  const texts = useTexts(TOUR_TEXTS);
  const T = useTexts(TOUR_PARTS_TEXTS).flights;
  const flights = useDateFlights(date?.id ?? null);
  if (!date) {
    return (
      <EmptyState icon={CalendarSearch} title={T.noDate} compact>
        {T.noDateHint}
      </EmptyState>
    );
  }
  if (flights.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={texts.detail.loading}>
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  }
  if (flights.isError) return <EmptyState icon={Plane} title={T.noInfo} compact />;
  const outbound = flights.data.filter((flight) => flight.isOutbound);
  const inbound = flights.data.filter((flight) => !flight.isOutbound);
  if (outbound.length === 0 && inbound.length === 0) return <EmptyState icon={Plane} title={T.noFlights} compact />;

  return (
    <div className="grid gap-6" data-testid="flights" data-date-id={date.id}>
      <p className="text-sm text-muted-foreground">
        {T.forDate(formatDateRange(date.startDate, date.endDate, language) ?? date.startDate)}. {T.timesNote}
      </p>
      <FlightGroup title={T.outbound} icon={PlaneTakeoff} flights={outbound} />
      <FlightGroup title={T.return} icon={PlaneLanding} flights={inbound} />
    </div>
  );
}
