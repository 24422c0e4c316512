import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import type { TSubmissionEvent } from '@tour/shared';
import { PENDING_TOURS_TEXTS } from '../texts';

/** Every submission, note and decision on the tour, oldest first (DESIGN decision 22). */
export function TourHistory({ entries }: { entries: TSubmissionEvent[] }) {
  const T = useTexts(PENDING_TOURS_TEXTS);
  const language = useLanguage();
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs" data-testid="pending-tour-history">
      <h3 className="font-semibold text-ink">{T.dialog.history}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.dialog.noHistory}</p>
      ) : (
        <ol className="grid gap-3 border-l pl-4">
          {entries.map((entry) => (
            <li key={`${entry.kind}-${entry.createdAt}`} className="grid gap-0.5 text-sm">
              <p className="font-medium text-ink">
                {T.historyKinds[entry.kind] ?? entry.kind}
                {entry.actorName ? (
                  <span className="font-normal text-muted-foreground"> · {entry.actorName}</span>
                ) : null}
              </p>
              <p className="text-xs text-muted-foreground">{formatDateTime(entry.createdAt, language)}</p>
              {entry.note ? (
                <p className="mt-1 rounded-md bg-muted/60 px-3 py-2 break-words whitespace-pre-line text-foreground/90">
                  {entry.note}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
