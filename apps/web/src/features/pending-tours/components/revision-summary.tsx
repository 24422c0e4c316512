import { Link } from 'react-router';
import { paths, type TPendingTourDetail } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { useTexts } from '../../../lib/i18n/texts';
import { PENDING_TOURS_TEXTS } from '../texts';

/** A revision of a live tour: which tour, and which parts of it the revision changes (DESIGN decision 37). */
export function RevisionSummary({ revisionOf }: { revisionOf: NonNullable<TPendingTourDetail['revisionOf']> }) {
  const T = useTexts(PENDING_TOURS_TEXTS);
  return (
    <Alert variant="info" title={T.revision.title(revisionOf.title)} data-testid="pending-tour-revision-summary">
      <div className="grid gap-2">
        <p>{T.revision.body}</p>
        <p className="font-medium">{T.revision.changed}</p>
        <ul className="flex flex-wrap gap-1.5" data-testid="pending-tour-revision-changes">
          {revisionOf.changes.map((part) => (
            <li
              key={part}
              className="rounded-full border bg-background px-2.5 py-0.5 text-xs font-medium text-foreground"
            >
              {T.revision.parts[part]}
            </li>
          ))}
        </ul>
        <Link className="font-medium underline underline-offset-2" to={paths.tour.href({ slug: revisionOf.slug })}>
          {T.revision.viewLive}
        </Link>
      </div>
    </Alert>
  );
}
