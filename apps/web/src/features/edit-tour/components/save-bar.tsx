import { CheckCircle2, CircleAlert, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { TDraftSaveStatus } from '../../../lib/draft-saver';
import { type TTextsOf, useTexts } from '../../../lib/i18n/texts';
import { EDIT_TOUR_TEXTS } from '../texts';

type TSaveBarProps = {
  dirty: boolean;
  saving: boolean;
  progress: number;
  draftStatus: TDraftSaveStatus;
  onSave: () => void;
};

/** Where the autosaved draft stands, while there are unsaved changes; nothing before the first autosave. */
function draftHint(status: TDraftSaveStatus, D: TTextsOf<typeof EDIT_TOUR_TEXTS>['draft']): string | null {
  if (status === 'waiting' || status === 'saving') return D.saving;
  if (status === 'saved') return D.saved;
  if (status === 'error') return D.failed;
  return null;
}

/** The sticky bar: unsaved or saved (with the draft's state), Save All Changes, and the save's progress. */
export function SaveBar({ dirty, saving, progress, draftStatus, onSave }: TSaveBarProps) {
  const texts = useTexts(EDIT_TOUR_TEXTS);
  const T = texts.bar;
  const hint = dirty ? draftHint(draftStatus, texts.draft) : null;
  return (
    <div
      className="sticky bottom-0 z-30 -mx-4 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
      data-testid="edit-save-bar"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p
          className={cn(
            'flex min-w-0 flex-1 items-center gap-2 text-sm font-medium',
            dirty ? 'text-highlight-foreground' : 'text-success',
          )}
          role="status"
          data-testid="edit-save-state"
        >
          {dirty ? (
            <CircleAlert className="size-4 shrink-0" aria-hidden />
          ) : (
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
          )}
          <span className="grid min-w-0 sm:flex sm:items-baseline sm:gap-1.5">
            <span>{dirty ? T.unsaved : T.saved}</span>
            {hint ? (
              <span
                className={cn(
                  'text-xs font-normal',
                  draftStatus === 'error' ? 'text-destructive' : 'text-muted-foreground',
                )}
                data-testid="edit-draft-state"
              >
                <span className="hidden sm:inline" aria-hidden>
                  ·{' '}
                </span>
                {hint}
              </span>
            ) : null}
          </span>
        </p>
        {progress > 0 ? (
          <div className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="edit-save-progress">
            <div
              className="h-2 w-24 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={T.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            <span className="tabular-nums">{progress}%</span>
          </div>
        ) : null}
        <Button onClick={onSave} disabled={saving}>
          <Save className="size-4" aria-hidden />
          {saving ? T.saving(progress) : T.save}
        </Button>
      </div>
    </div>
  );
}
