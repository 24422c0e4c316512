import { Alert } from '../../../components/ui/alert';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import type { TDepartureFlightsFlag } from '../preview-tour';
import { PREVIEW_TEXTS } from '../texts';

/** Above the tabs: which departures' flights do not fall on their dates, whichever tab is open. */
export function FlightsOffDatesAlert({
  flags,
  audience,
}: {
  flags: readonly TDepartureFlightsFlag[];
  audience: 'operator' | 'admin';
}) {
  const texts = useTexts(PREVIEW_TEXTS);
  const T = texts.flightsOffDates;
  const language = useLanguage();
  if (flags.length === 0) return null;
  return (
    <Alert variant="destructive" title={T.title} data-testid="preview-flights-problem">
      <ul className="grid gap-1">
        {flags.map((flag) => (
          <li key={flag.index}>
            <span className="font-semibold">
              {texts.dates.departure(flag.index + 1)} ({formatCalendarDate(flag.startDate, language) ?? flag.startDate}
              ):
            </span>{' '}
            {flag.problems.join(' ')}
          </li>
        ))}
      </ul>
      <p className="mt-1">{audience === 'operator' ? T.operatorHint : T.adminHint}</p>
    </Alert>
  );
}
