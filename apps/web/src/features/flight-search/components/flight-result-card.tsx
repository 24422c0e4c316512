import { Check, Plane } from 'lucide-react';
import { flightDurationIn, type TFlightPoint, type TFlightSearchResult } from '@tour/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatAirportTime } from '../../../lib/calendar-date';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { FLIGHT_SEARCH_TEXTS } from '../texts';

function FlightEnd({ point, align }: { point: TFlightPoint; align: 'start' | 'end' }) {
  const T = useTexts(FLIGHT_SEARCH_TEXTS);
  const language = useLanguage();
  // The airport's own wall time as the server wrote it, never moved to the viewer's zone (decision 18).
  const local = formatAirportTime(point.dateTime, language);
  const details = [point.terminal ? T.terminal(point.terminal) : null, point.gate ? T.gate(point.gate) : null].filter(
    (detail) => detail !== null,
  );
  return (
    <div className={align === 'end' ? 'min-w-0 text-right' : 'min-w-0'}>
      <p className="text-xl font-bold text-ink tabular-nums sm:text-2xl">
        {local?.time ?? point.time} <span className="text-base font-semibold text-foreground">{point.city}</span>
      </p>
      <p className="truncate text-xs text-muted-foreground" title={point.airport}>
        {point.airport}
      </p>
      <p className="text-xs text-muted-foreground">{local?.day ?? point.date}</p>
      {details.length > 0 ? (
        <p
          className={cn(
            'flex flex-wrap gap-x-2 text-xs text-muted-foreground',
            align === 'end' ? 'justify-end' : undefined,
          )}
        >
          {details.map((detail) => (
            <span key={detail} className="whitespace-nowrap">
              {detail}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

type TFlightResultCardProps = {
  flight: TFlightSearchResult;
  isSelected: boolean;
  onSelect: (flight: TFlightSearchResult) => void;
};

/** One flight found: its two ends at local time, duration and aircraft, and Select. */
export function FlightResultCard({ flight, isSelected, onSelect }: TFlightResultCardProps) {
  const T = useTexts(FLIGHT_SEARCH_TEXTS);
  const language = useLanguage();
  return (
    <li
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs data-[selected=true]:border-primary data-[selected=true]:ring-2 data-[selected=true]:ring-primary/20"
      data-testid="flight-result"
      data-flight-number={flight.flightNumber}
      data-selected={isSelected}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {flight.airline} <span className="font-normal text-muted-foreground">· {flight.flightNumber}</span>
        </p>
        <Badge variant="secondary">{flight.status}</Badge>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3">
        <FlightEnd point={flight.departure} align="start" />
        <div className="grid justify-items-center gap-1 text-xs text-muted-foreground">
          <span>{flightDurationIn(flight.duration, language)}</span>
          <span className="flex items-center gap-1">
            <span className="h-px w-4 bg-border sm:w-12" />
            <Plane className="size-4 text-primary" aria-hidden />
            <span className="h-px w-4 bg-border sm:w-12" />
          </span>
          {flight.aircraft ? <span>{T.aircraft(flight.aircraft)}</span> : null}
        </div>
        <FlightEnd point={flight.arrival} align="end" />
      </div>
      <div className="flex justify-end">
        <Button
          type="button"
          size="sm"
          variant={isSelected ? 'outline' : 'default'}
          aria-pressed={isSelected}
          aria-label={T.selectLabel(flight.flightNumber)}
          onClick={() => onSelect(flight)}
        >
          {isSelected ? <Check className="size-4" aria-hidden /> : null}
          {isSelected ? T.selected : T.select}
        </Button>
      </div>
    </li>
  );
}
