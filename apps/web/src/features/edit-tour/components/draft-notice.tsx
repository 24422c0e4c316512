import { RotateCcw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { EDIT_TOUR_TEXTS, relativeTimeOf } from '../texts';
import type { TRestoredNotice } from '../use-edit-tour-page';

type TDraftNoticeProps = { notice: TRestoredNotice; discarding: boolean; onDiscard: () => void };

/** Unsaved changes from an earlier visit were put back into the form (DESIGN decision 20). */
export function DraftNotice({ notice, discarding, onDiscard }: TDraftNoticeProps) {
  const T = useTexts(EDIT_TOUR_TEXTS).draft;
  const language = useLanguage();
  return (
    <Alert
      variant="info"
      title={T.restoredTitle(relativeTimeOf(notice.savedAt, language))}
      data-testid="edit-draft-restored"
      className="items-start"
    >
      <div className="grid gap-3">
        <p>{T.restoredHint}</p>
        {notice.tourChangedSince ? (
          <p className="font-medium text-highlight-foreground" data-testid="edit-draft-tour-changed">
            {T.tourChanged}
          </p>
        ) : null}
        <div>
          <Button variant="outline" size="sm" onClick={onDiscard} disabled={discarding}>
            <RotateCcw className="size-4" aria-hidden />
            {discarding ? T.discarding : T.discard}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
