import type { ReactNode } from 'react';
import { Plane, PlaneLanding, PlaneTakeoff } from 'lucide-react';
import { flightDurationIn, type TFlight } from '@tour/shared';
import { Spinner } from '../../../components/ui/spinner';
import { formatAirportTime } from '../../../lib/calendar-date';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { REVIEW_TEXTS } from '../texts';
import { useDateFlights } from '../../tours/api/get-date-flights';

function FlightEnd({
  label,
  airport,
  code,
  time,
  align,
}: {
  label: string;
  airport: string;
  code: string;
  time: string;
  align: 'start' | 'end';
}) {
  const language = useLanguage();
  // The airport's own wall time, as written by the server: the same in every viewer's zone (decision 18).
  const local = formatAirportTime(time, language);
  return (
    <div className={align === 'end' ? 'grid justify-items-end text-right' : 'grid'}>
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="text-xl font-bold text-ink tabular-nums" data-testid="review-flight-time">
        {local?.time} <span className="text-sm font-semibold text-foreground">{code}</span>
      </span>
      <span className="text-xs text-muted-foreground">{airport}</span>
      <span className="text-xs text-muted-foreground" data-testid="review-flight-day">
        {local?.day}
      </span>
    </div>
  );
}

function FlightRow({ flight }: { flight: TFlight }) {
  const T = useTexts(REVIEW_TEXTS);
  const language = useLanguage();
  const Icon = flight.isOutbound ? PlaneTakeoff : PlaneLanding;
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4" data-testid="review-flight">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink">
          <Icon className="size-4 text-primary" aria-hidden />
          <span data-testid="review-flight-airline">{flight.airline}</span>
          <span className="font-mono font-normal text-muted-foreground" data-testid="review-flight-number">
            {flight.flightNumber}
          </span>
        </p>
        <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
          {flight.isOutbound ? T.outbound : T.inbound}
        </span>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <FlightEnd
          label={T.departure}
          airport={flight.departureAirport}
          code={flight.departureCode}
          time={flight.departureTime}
          align="start"
        />
        <div className="grid justify-items-center gap-1 text-xs text-muted-foreground">
          <Plane className="size-4 text-primary" aria-hidden />
          {flight.duration ? <span>{flightDurationIn(flight.duration, language)}</span> : null}
        </div>
        <FlightEnd
          label={T.arrival}
          airport={flight.arrivalAirport}
          code={flight.arrivalCode}
          time={flight.arrivalTime}
          align="end"
        />
      </div>
    </li>
  );
}

/** The departure's flights; a load failure reads as no flights (1-traveller.md section 8, Review page). */
export function FlightList({ dateId }: { dateId: string }) {
  const T = useTexts(REVIEW_TEXTS);
  const flights = useDateFlights(dateId);
  let content: ReactNode;
  if (flights.isPending) {
    content = (
      <p className="flex items-center gap-2 rounded-lg bg-muted/50 px-4 py-3 text-sm text-muted-foreground">
        <Spinner className="size-4" decorative />
        {T.loadingFlights}
      </p>
    );
  } else if (flights.isError || flights.data.length === 0) {
    content = <p className="rounded-lg bg-muted/50 px-4 py-3 text-sm text-muted-foreground">{T.noFlights}</p>;
  } else {
    const ordered = [...flights.data].sort((a, b) => Number(b.isOutbound) - Number(a.isOutbound));
    content = (
      <ul className="grid gap-3">
        {ordered.map((flight) => (
          <FlightRow key={flight.id} flight={flight} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="review-flights-title" className="grid gap-3" data-testid="review-flights">
      <h3 id="review-flights-title" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Plane className="size-4 text-primary" aria-hidden />
        {T.flights}
      </h3>
      {content}
    </section>
  );
}
