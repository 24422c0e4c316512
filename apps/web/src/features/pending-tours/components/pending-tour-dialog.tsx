import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { PreviewTabs } from '../../tour-preview/api/preview-tabs';
import { usePendingTour } from '../api/pending-tours';
import { previewFromPendingTour } from '../pending-tour-preview';
import type { TPendingToursPage } from '../use-pending-tours-page';
import { PENDING_TOURS_TEXTS } from '../texts';
import { SubmissionChanges } from './submission-changes';
import { RevisionSummary } from './revision-summary';
import { CompanyLicencePanel } from './company-licence-panel';
import { TourHistory } from './tour-history';

/**
 * The submitted tour: what changed since its previous submission, the preview's seven tabs, its history,
 * and the decisions while it is pending.
 */
export function PendingTourDialog({ page }: { page: TPendingToursPage }) {
  const T = useTexts(PENDING_TOURS_TEXTS);
  const say = useMessage();
  const language = useLanguage();
  const { previewId, working } = page.state;
  const record = usePendingTour(previewId);
  const tour = record.data;
  const busy = working !== null;

  return (
    <Dialog open={previewId !== null} onOpenChange={(open) => (open ? undefined : page.closePreview())}>
      <DialogContent
        className="gap-5 max-sm:p-4 sm:max-w-5xl [&>*]:min-w-0"
        closeLabel={T.dialog.close}
        data-testid="pending-tour-dialog"
        aria-describedby={undefined}
      >
        {record.isPending ? (
          <>
            <DialogTitle className="sr-only">{T.dialog.loading}</DialogTitle>
            <div className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
              <Spinner decorative />
              {T.dialog.loading}
            </div>
          </>
        ) : !tour ? (
          <>
            <DialogTitle>{T.dialog.notFound}</DialogTitle>
            <Alert variant="destructive">{say(getErrorMessage(record.error, T.dialog.notFound))}</Alert>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{tour.title}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                {tour.sku ? (
                  <Badge variant="outline" className="font-mono">
                    {tour.sku}
                  </Badge>
                ) : null}
                <span>{tour.companyName || T.noCompany}</span>
                <span aria-hidden>·</span>
                <span>{T.submitted(formatDateTime(tour.submittedAt, language))}</span>
              </DialogDescription>
            </DialogHeader>
            <CompanyLicencePanel pendingTourId={tour.id} />
            {tour.revisionOf ? <RevisionSummary revisionOf={tour.revisionOf} /> : null}
            {tour.changes ? <SubmissionChanges changes={tour.changes} currency={tour.currency} /> : null}
            <PreviewTabs tour={previewFromPendingTour(tour)} audience="admin" />
            <TourHistory entries={tour.history} />
            {tour.status === 'pending' ? (
              <div className="sticky -bottom-6 -mx-6 -mb-6 grid grid-cols-2 gap-2 border-t bg-popover px-6 py-3 max-sm:-bottom-4 max-sm:-mx-4 max-sm:-mb-4 max-sm:px-4 sm:flex sm:justify-end">
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => page.startDecision('changes', tour.id, tour.title)}
                >
                  {T.requestChanges}
                </Button>
                <Button
                  variant="destructive"
                  disabled={busy}
                  onClick={() => page.startDecision('reject', tour.id, tour.title)}
                >
                  {T.reject}
                </Button>
                <Button
                  className="order-first col-span-2 sm:order-none"
                  disabled={busy}
                  onClick={() => page.askApproval(tour.id, tour.title)}
                >
                  {working?.kind === 'approve' ? T.approving : T.approve}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
