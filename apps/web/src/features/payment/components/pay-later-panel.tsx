import { CalendarClock, TriangleAlert } from 'lucide-react';
import { formatDeadlineForBrowser } from '../api/booking-status-view';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';

/** Reserve now, pay later: what happens, and the deadline the reservation will have. */
export function PayLaterPanel({ deadline }: { deadline: string }) {
  const T = useTexts(PAYMENT_TEXTS).payLater;
  const language = useLanguage();
  return (
    <section aria-labelledby="pay-later-title" className="grid gap-4 rounded-xl border bg-muted/30 p-4 sm:p-5">
      <div className="grid gap-1">
        <h3 id="pay-later-title" className="text-sm font-semibold text-ink">
          {T.legend}
        </h3>
        <p className="text-sm text-muted-foreground">{T.intro}</p>
      </div>
      <div className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3">
        <CalendarClock className="size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid min-w-0">
          <span className="text-xs text-muted-foreground">{T.deadline}</span>
          <span className="font-semibold break-words text-ink" data-testid="pay-later-deadline">
            {formatDeadlineForBrowser(deadline, language)}
          </span>
        </div>
      </div>
      <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-foreground">
        {T.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="flex gap-2 text-sm text-muted-foreground">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-highlight-foreground" aria-hidden />
        {T.warning}
      </p>
    </section>
  );
}
