import { MessageSquareWarning } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { useDraftReviewNote } from '../../tour-drafts/api/get-review-note';
import { SUBMIT_TOUR_TEXTS } from '../texts';

/**
 * The administrator's note on a tour sent back for changes, shown on every step while the operator edits
 * it (DESIGN decision 22), and kept in sight while scrolling a long step on wide screens; nothing for a
 * tour that was not sent back.
 */
export function ReviewNote({ draftId }: { draftId: string | null }) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const language = useLanguage();
  const note = useDraftReviewNote(draftId).data;
  if (!note) return null;
  return (
    <aside
      className="z-10 grid max-h-48 gap-1.5 overflow-y-auto rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 shadow-xs lg:sticky lg:top-24"
      aria-label={T.reviewNote.title}
      data-testid="wizard-review-note"
    >
      <p className="inline-flex items-center gap-2 font-semibold">
        <MessageSquareWarning className="size-4 shrink-0" aria-hidden />
        {T.reviewNote.title}
      </p>
      <p className="break-words whitespace-pre-line">{note.text}</p>
      <p className="text-xs text-amber-900/80">
        {T.reviewNote.byline(formatDateTime(note.requestedAt, language), note.requestedBy)}
      </p>
    </aside>
  );
}
