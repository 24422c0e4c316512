import { useId, useState } from 'react';
import { ChevronDown, History } from 'lucide-react';
import type { TSubmissionEvent } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ACCOUNT_TOURS_TEXTS } from '../tours-texts';

/** A submitted tour's submissions, notes and decisions, oldest first, folded away until asked for (decision 22). */
export function SubmissionHistory({ entries }: { entries: TSubmissionEvent[] }) {
  const T = useTexts(ACCOUNT_TOURS_TEXTS);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (entries.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="submitted-tour-history">
      <div>
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 text-muted-foreground"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <History className="size-4" aria-hidden />
          {open ? T.submitted.hideHistory : T.submitted.showHistory(entries.length)}
          <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        </Button>
      </div>
      {open ? (
        <ol id={listId} aria-label={T.submitted.historyTitle} className="grid gap-3 border-l pl-4">
          {entries.map((entry) => (
            <li
              key={`${entry.kind}-${entry.createdAt}`}
              className="grid gap-0.5 text-sm"
              data-testid="submitted-tour-history-entry"
              data-kind={entry.kind}
            >
              <p className="font-medium text-ink">
                {T.historyKinds[entry.kind]}
                {entry.actorName ? (
                  <span className="font-normal text-muted-foreground"> · {T.submitted.by(entry.actorName)}</span>
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
      ) : null}
    </div>
  );
}
