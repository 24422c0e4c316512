import { Alert } from '../../../components/ui/alert';
import { formatCalendarDate } from '../../../lib/calendar-date';
import type { TDepartureFlightsFlag } from '../preview-tour';
import { PREVIEW_TEXTS } from '../texts';

const T = PREVIEW_TEXTS.flightsOffDates;

/** Above the tabs: which departures' flights do not fall on their dates, whichever tab is open. */
export function FlightsOffDatesAlert({
  flags,
  audience,
}: {
  flags: readonly TDepartureFlightsFlag[];
  audience: 'operator' | 'admin';
}) {
  if (flags.length === 0) return null;
  return (
    <Alert variant="destructive" title={T.title} data-testid="preview-flights-problem">
      <ul className="grid gap-1">
        {flags.map((flag) => (
          <li key={flag.index}>
            <span className="font-semibold">
              {PREVIEW_TEXTS.dates.departure(flag.index + 1)} ({formatCalendarDate(flag.startDate) ?? flag.startDate}):
            </span>{' '}
            {flag.problems.join(' ')}
          </li>
        ))}
      </ul>
      <p className="mt-1">{audience === 'operator' ? T.operatorHint : T.adminHint}</p>
    </Alert>
  );
}
