import { Plane, X } from 'lucide-react';
import { flightDurationIn, isFlightLegChosen, parseAirportLocalTime, type TFlightLeg } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';

/** '2027-03-05 07:45' from an airport-local time, as written (decision 18: never converted). */
export function wallTime(value: string): string {
  const parsed = parseAirportLocalTime(value);
  if (parsed) return `${parsed.date} ${parsed.time}`;
  return value.replace('T', ' ').slice(0, 16);
}

type TFlightSummaryProps = {
  leg: TFlightLeg;
  label: string;
  onRemove?: () => void;
  testId?: string;
};

/** A chosen flight in one line or two: number, airline, route and local times. */
export function FlightSummary({ leg, label, onRemove, testId }: TFlightSummaryProps) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const language = useLanguage();
  if (!isFlightLegChosen(leg)) {
    return (
      <p className="text-sm text-muted-foreground" data-testid={testId}>
        {label}: {T.dates.noFlight}
      </p>
    );
  }
  return (
    <div
      className="flex items-start justify-between gap-3 rounded-lg border bg-card px-3 py-2.5"
      data-testid={testId}
      data-flight-number={leg.flightNumber}
    >
      <div className="flex min-w-0 gap-3">
        <Plane className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="font-medium">
            {label}: {leg.flightNumber} · {leg.airline}
          </p>
          <p className="text-muted-foreground">
            {leg.departureCode} {wallTime(leg.departureDateTime)} → {leg.arrivalCode} {wallTime(leg.arrivalDateTime)}
            {leg.duration ? ` · ${flightDurationIn(leg.duration, language)}` : ''}
          </p>
        </div>
      </div>
      {onRemove ? (
        <Button variant="ghostDestructive" size="sm" onClick={onRemove} aria-label={`${T.flights.remove}: ${label}`}>
          <X className="size-4" aria-hidden />
          <span className="hidden sm:inline">{T.dates.removeFlight}</span>
        </Button>
      ) : null}
    </div>
  );
}
