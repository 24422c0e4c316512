import { Link } from 'react-router';
import { Clock, Radio } from 'lucide-react';
import { paths, type TTourEditPart, type TTourEditResponse } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { EDIT_TOUR_TEXTS, relativeTimeOf } from '../texts';

/** What the last Save All Changes did: which parts went live and which wait for an administrator. */
export type TLastSave = { applied: readonly TTourEditPart[]; inReview: readonly TTourEditPart[] };

function PartList({ parts, testId }: { parts: readonly TTourEditPart[]; testId: string }) {
  const T = useTexts(EDIT_TOUR_TEXTS).live;
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid={testId}>
      {parts.map((part) => (
        <li key={part} className="rounded-full border bg-background px-2.5 py-0.5 text-xs font-medium text-foreground">
          {T.parts[part]}
        </li>
      ))}
    </ul>
  );
}

function LastSave({ lastSave }: { lastSave: TLastSave }) {
  const T = useTexts(EDIT_TOUR_TEXTS).live;
  const nothing = lastSave.applied.length === 0 && lastSave.inReview.length === 0;
  return (
    <section
      aria-label={T.lastSave}
      className="grid gap-3 rounded-xl border bg-card p-4 text-sm"
      data-testid="edit-last-save"
    >
      <h2 className="font-semibold text-ink">{T.lastSave}</h2>
      {nothing ? <p className="text-muted-foreground">{T.nothingChanged}</p> : null}
      {lastSave.applied.length > 0 ? (
        <div className="grid gap-1.5">
          <p className="flex items-center gap-1.5 font-medium text-success">
            <Radio className="size-4" aria-hidden />
            {T.wentLive}
          </p>
          <PartList parts={lastSave.applied} testId="edit-went-live" />
        </div>
      ) : null}
      {lastSave.inReview.length > 0 ? (
        <div className="grid gap-1.5">
          <p className="flex items-center gap-1.5 font-medium text-highlight-foreground">
            <Clock className="size-4" aria-hidden />
            {T.waiting}
          </p>
          <PartList parts={lastSave.inReview} testId="edit-waiting" />
        </div>
      ) : null}
    </section>
  );
}

/** The open revision, as its operator or an administrator should read it. */
function OpenRevision({
  revision,
  isAdmin,
}: {
  revision: NonNullable<TTourEditResponse['revision']>;
  isAdmin: boolean;
}) {
  const T = useTexts(EDIT_TOUR_TEXTS).live;
  const language = useLanguage();
  if (isAdmin) {
    return (
      <Alert variant="info" title={T.adminPendingTitle} data-testid="edit-revision">
        <div className="grid gap-2">
          <p>{T.adminPendingBody}</p>
          <PartList parts={revision.changes} testId="edit-revision-changes" />
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.pendingTours.href()}>{T.openQueue}</Link>
            </Button>
          </div>
        </div>
      </Alert>
    );
  }
  const requested = revision.status === 'changes_requested';
  return (
    <Alert
      variant={requested ? 'destructive' : 'info'}
      title={requested ? T.changesRequestedTitle : T.pendingTitle}
      data-testid="edit-revision"
    >
      <div className="grid gap-2">
        {requested && revision.note ? <p className="font-medium whitespace-pre-line">{revision.note}</p> : null}
        <p>{requested ? T.changesRequestedBody : T.pendingBody(relativeTimeOf(revision.submittedAt, language))}</p>
        <PartList parts={revision.changes} testId="edit-revision-changes" />
        {requested ? null : <p>{T.pendingEditing}</p>}
      </div>
    </Alert>
  );
}

/**
 * Governed edits of a live tour (DESIGN decision 37): the rule, what the last save put live and what waits for
 * review, and the tour's open revision.
 */
export function LiveEditNotice({ loaded, lastSave }: { loaded: TTourEditResponse; lastSave: TLastSave | null }) {
  const T = useTexts(EDIT_TOUR_TEXTS).live;
  const isAdmin = loaded.canEditAdminFields;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" data-testid="edit-live-rule">
        {isAdmin ? T.adminRule : T.rule}
      </p>
      {lastSave ? <LastSave lastSave={lastSave} /> : null}
      {loaded.revision && loaded.revision.changes.length > 0 ? (
        <OpenRevision revision={loaded.revision} isAdmin={isAdmin} />
      ) : null}
    </div>
  );
}
