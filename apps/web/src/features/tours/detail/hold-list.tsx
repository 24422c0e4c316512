import { Link } from 'react-router';
import { ArrowRight, Clock, Ticket } from 'lucide-react';
import type { TVisitorHold } from '@tour/shared';
import { buttonClasses } from '../../../components/ui/button';
import { useSessionRemaining } from '../../../components/booking-session/use-session-timer';
import { formatDateRange } from '../../../lib/calendar-date';
import { formatCountdown } from '../../../lib/countdown';
import { TOUR_PARTS_TEXTS } from './parts-texts';
import { paths } from '@tour/shared';
import { useTexts } from '../../../lib/i18n/texts';
import { useLanguage } from '../../../lib/i18n/language';

function HoldRow({ hold }: { hold: TVisitorHold }) {
  const language = useLanguage();
  const T = useTexts(TOUR_PARTS_TEXTS).hold;
  const remaining = useSessionRemaining(hold.expiresAt, true);
  // A hold whose time has run out holds nothing any more: it leaves the page with its seats.
  if (remaining <= 0) return null;
  const range = formatDateRange(hold.date.startDate, hold.date.endDate, language) ?? hold.date.startDate;
  const time = formatCountdown(remaining);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-primary/25 bg-accent/60 px-4 py-3 text-accent-foreground sm:flex-row sm:items-center sm:justify-between"
      data-testid="hold-notice"
      data-session-id={hold.sessionId}
    >
      <div className="flex min-w-0 gap-3">
        <Ticket className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid min-w-0 gap-0.5 text-sm">
          <p className="font-semibold text-ink">{T.title}</p>
          <p>{T.seats(hold.guests, range)}</p>
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <Clock className="size-3.5 shrink-0" aria-hidden />
            <span role="timer" aria-label={T.timeLeftLabel(time)} className="tabular-nums">
              {T.timeLeft(time)}
            </span>
          </p>
        </div>
      </div>
      <Link
        to={paths.checkout.href({ slug: hold.tourSlug, sessionId: hold.sessionId })}
        className={buttonClasses('default', 'default')}
      >
        {T.continue}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * A returning visitor who already holds seats on a departure of this tour is told so, with the time
 * left and the way back to that checkout (issue 12 item 5, DESIGN decision 17).
 */
export function HoldList({ holds }: { holds: TVisitorHold[] }) {
  return (
    <ul className="grid gap-2">
      {holds.map((hold) => (
        <HoldRow key={hold.sessionId} hold={hold} />
      ))}
    </ul>
  );
}
