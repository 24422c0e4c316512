import { CalendarX, Plane, PlaneLanding, PlaneTakeoff, Users } from 'lucide-react';
import { flightDurationIn } from '@tour/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { departuresOffTheirDates, type TPreviewDate, type TPreviewFlight, type TPreviewTour } from '../preview-tour';
import { flightClock } from '../summary/flight-clock';
import { summaryPrice } from '../summary/tour-summary';
import { PREVIEW_TEXTS } from '../texts';
import { PriceLine } from './price-line';

function FlightEnd({ code, airport, time, align }: { code: string; airport: string; time: string; align?: 'end' }) {
  const language = useLanguage();
  // The airport's own wall time as entered, never moved to the viewer's zone (decision 18).
  const clock = flightClock(time, language);
  return (
    <div className={align === 'end' ? 'grid justify-items-end text-right' : 'grid'}>
      <p className="text-xl font-bold text-ink tabular-nums" data-testid="flight-time">
        {clock?.time ?? '–'} <span className="text-sm font-semibold text-foreground">{code}</span>
      </p>
      <p className="text-xs text-muted-foreground">{airport}</p>
      <p className="text-xs text-muted-foreground">{clock?.day}</p>
    </div>
  );
}

function FlightRow({ flight, direction }: { flight: TPreviewFlight | null; direction: 'outbound' | 'return' }) {
  const T = useTexts(PREVIEW_TEXTS).dates;
  const language = useLanguage();
  const Icon = direction === 'outbound' ? PlaneTakeoff : PlaneLanding;
  return (
    <div className="grid gap-2 rounded-lg bg-muted/40 p-3" data-testid={`flight-${direction}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-ink">
          <Icon className="size-4 text-primary" aria-hidden />
          {T[direction]}
          {flight ? (
            <span className="font-normal text-muted-foreground">
              · {flight.airline} {flight.flightNumber}
            </span>
          ) : null}
        </p>
        {flight ? (
          // Each flight carries its own day: the return is days after the departure's start date.
          <p className="text-xs font-medium text-muted-foreground" data-testid="flight-date">
            {flightClock(flight.departureDateTime, language)?.day ?? flight.departureDateTime}
          </p>
        ) : null}
      </div>
      {flight ? (
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
          <FlightEnd code={flight.departureCode} airport={flight.departureAirport} time={flight.departureDateTime} />
          <div className="grid justify-items-center gap-1 text-xs text-muted-foreground">
            <Plane className="size-4 text-primary" aria-hidden />
            {flight.duration ? flightDurationIn(flight.duration, language) : null}
          </div>
          <FlightEnd
            code={flight.arrivalCode}
            airport={flight.arrivalAirport}
            time={flight.arrivalDateTime}
            align="end"
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{T.noFlight}</p>
      )}
    </div>
  );
}

type TDateCardProps = { date: TPreviewDate; index: number; discountPercent: number; problems: readonly string[] };

function DateCard({ date, index, discountPercent, problems }: TDateCardProps) {
  const texts = useTexts(PREVIEW_TEXTS);
  const T = texts.dates;
  const language = useLanguage();
  const flagged = problems.length > 0;
  return (
    <li
      className={cn(
        'grid content-start gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5',
        flagged && 'border-destructive/50',
      )}
      data-testid="preview-date"
      data-flagged={flagged || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{T.departure(index + 1)}</p>
          <h3 className="text-lg font-semibold text-ink">
            {formatCalendarDate(date.startDate, language) ?? date.startDate}
          </h3>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-primary">
          <Users className="size-3.5" aria-hidden />
          {T.spots(date.availableSpots)}
        </span>
      </div>
      <PriceLine price={summaryPrice(date.price, discountPercent, date.currency, language)} />
      {flagged ? (
        <div
          className="grid gap-1 rounded-md border border-destructive/30 bg-destructive/6 px-3 py-2 text-sm text-destructive"
          data-testid="preview-date-problem"
        >
          <p className="font-semibold">{texts.flightsOffDates.card}</p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FlightRow flight={date.outbound} direction="outbound" />
      <FlightRow flight={date.return} direction="return" />
    </li>
  );
}

/** Every date with its price after the discount, its spots and both flights, flagged when they are off its dates. */
export function DatesTab({ tour }: { tour: TPreviewTour }) {
  const T = useTexts(PREVIEW_TEXTS).dates;
  if (tour.dates.length === 0) return <EmptyState icon={CalendarX} title={T.empty} compact />;
  const flags = departuresOffTheirDates(tour);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{T.timesNote}</p>
      <ol className="grid gap-4 lg:grid-cols-2">
        {tour.dates.map((date, index) => (
          <DateCard
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the draft's order; two dates may be alike
            key={index}
            date={date}
            index={index}
            discountPercent={tour.discountPercent}
            problems={flags.find((flag) => flag.index === index)?.problems ?? []}
          />
        ))}
      </ol>
    </div>
  );
}
