import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ExternalLink,
  FilePen,
  FileText,
  MessageSquareReply,
  MessageSquareWarning,
  Pencil,
  Send,
  Trash2,
  X,
} from 'lucide-react';
import type { TSubmittedTour, TTourDraftSummary } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { toast } from '../../../lib/toast';
import { EDIT_TOUR_LINK, EDIT_TOUR_LINK_TEXTS } from '../../edit-tour/api/edit-tour-link';
import { useDrafts } from '../../tour-drafts/api/get-drafts';
import { useReopenSubmission } from '../../tour-drafts/api/reopen-submission';
import { submittedToursQueryKey, useSubmittedTours } from '../api/get-submitted-tours';
import { ACCOUNT_TOURS_TEXTS } from '../tours-texts';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { SubmissionHistory } from './submission-history';
import { CompanyToursSection } from './company-tours-section';
import { ListSkeleton, LoadFailed, Section } from './tours-tab-section';
import { paths } from '@tour/shared';

function DraftItem({ draft, onDelete }: { draft: TTourDraftSummary; onDelete: () => void }) {
  const T = useTexts(ACCOUNT_TOURS_TEXTS);
  const language = useLanguage();
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
      data-testid="account-draft"
      data-draft-id={draft.id}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
          <FileText className="size-5" aria-hidden />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h3 className="truncate font-semibold text-ink">{draft.title ?? T.drafts.untitled}</h3>
          <p className="text-sm text-muted-foreground">
            {T.drafts.lastSaved(formatDateTime(draft.updatedAt, language))}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button asChild size="sm">
          <Link to={paths.submitTour.href({ draft: draft.id })}>
            <FilePen className="size-4" aria-hidden />
            {T.drafts.resume}
          </Link>
        </Button>
        <Button variant="ghostDestructive" size="sm" onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden />
          {T.drafts.delete}
        </Button>
      </div>
    </li>
  );
}

function DraftsSection() {
  const T = useTexts(ACCOUNT_TOURS_TEXTS);
  const drafts = useDrafts();
  const [deleting, setDeleting] = useState<TTourDraftSummary | null>(null);

  let content: ReactNode;
  if (drafts.isPending) content = <ListSkeleton label={T.drafts.title} />;
  else if (drafts.isError) content = <LoadFailed title={T.drafts.loadFailed} onRetry={() => void drafts.refetch()} />;
  else if (drafts.data.length === 0) {
    content = (
      <EmptyState
        compact
        icon={FileText}
        title={T.drafts.empty}
        action={
          <Button asChild size="sm">
            <Link to={paths.submitTour.href()}>{T.drafts.start}</Link>
          </Button>
        }
      >
        {T.drafts.emptyBody}
      </EmptyState>
    );
  } else {
    content = (
      <ul className="grid gap-3" data-testid="account-drafts">
        {drafts.data.map((draft) => (
          <DraftItem key={draft.id} draft={draft} onDelete={() => setDeleting(draft)} />
        ))}
      </ul>
    );
  }

  return (
    <Section id="account-drafts-title" title={T.drafts.title} description={T.drafts.description}>
      {content}
      <DeleteDraftDialog draft={deleting} onClose={() => setDeleting(null)} />
    </Section>
  );
}

const STATUS_VARIANTS: Record<TSubmittedTour['status'], TBadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
  changes_requested: 'secondary',
};

/** Reopens the tour's draft and continues in the wizard (/submit-tour?draft={id}). */
function EditAndResubmitButton({ pendingTourId }: { pendingTourId: string }) {
  const T = useTexts(ACCOUNT_TOURS_TEXTS);
  const say = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reopen = useReopenSubmission();
  return (
    <Button
      size="sm"
      disabled={reopen.isPending}
      onClick={() =>
        reopen.mutate(pendingTourId, {
          onSuccess: ({ draftId }) => {
            void queryClient.invalidateQueries({ queryKey: submittedToursQueryKey });
            void navigate(paths.submitTour.href({ draft: draftId }));
          },
          onError: (error) => {
            toast.error(say(getErrorMessage(error, T.submitted.reopenFailed)));
            void queryClient.invalidateQueries({ queryKey: submittedToursQueryKey });
          },
        })
      }
    >
      <FilePen className="size-4" aria-hidden />
      {reopen.isPending ? T.submitted.reopening : T.submitted.editAndResubmit}
    </Button>
  );
}

function SubmittedTourItem({
  tour,
  highlighted,
  canEditTours,
}: {
  tour: TSubmittedTour;
  highlighted: boolean;
  canEditTours: boolean;
}) {
  const T = useTexts(ACCOUNT_TOURS_TEXTS);
  const editLink = useTexts(EDIT_TOUR_LINK_TEXTS);
  const language = useLanguage();
  return (
    <li
      className={`grid gap-3 rounded-xl border bg-card p-4 shadow-xs ${highlighted ? 'border-primary ring-2 ring-primary/20' : ''}`}
      data-testid="account-submitted-tour"
      data-pending-tour-id={tour.id}
      data-status={tour.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-ink">{tour.title}</h3>
        <Badge variant={STATUS_VARIANTS[tour.status]} data-testid="submitted-tour-status">
          {T.status[tour.status]}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{T.submitted.sku}</dt>
          <dd className="font-mono font-medium break-all text-foreground">{tour.sku ?? '—'}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{T.submitted.submittedOn}</dt>
          <dd className="font-medium text-foreground">{formatDate(tour.submittedAt, language)}</dd>
        </div>
        {tour.decidedAt ? (
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{T.submitted.decidedOn}</dt>
            <dd className="font-medium text-foreground">{formatDate(tour.decidedAt, language)}</dd>
          </div>
        ) : null}
      </dl>
      {tour.status === 'rejected' && tour.note ? (
        <p
          className="rounded-lg bg-destructive/6 px-3 py-2 text-sm break-words whitespace-pre-line text-destructive"
          data-testid="submitted-tour-reason"
        >
          <span className="font-semibold">{T.submitted.reason}: </span>
          {tour.note}
        </p>
      ) : null}
      {tour.status === 'changes_requested' && tour.note ? (
        <div
          className="flex gap-2 rounded-lg border border-highlight/40 bg-highlight/10 px-3 py-2 text-sm text-foreground"
          data-testid="submitted-tour-note"
        >
          <MessageSquareWarning className="mt-0.5 size-4 shrink-0 text-highlight-foreground" aria-hidden />
          <p className="min-w-0 break-words whitespace-pre-line">
            <span className="font-semibold">{T.submitted.changesRequested}: </span>
            {tour.note}
          </p>
        </div>
      ) : null}
      {tour.publishedSlug || tour.status === 'changes_requested' ? (
        <div className="flex flex-wrap gap-2">
          {tour.status === 'changes_requested' ? <EditAndResubmitButton pendingTourId={tour.id} /> : null}
          {tour.publishedSlug ? (
            <Button asChild variant="outline" size="sm">
              <Link to={paths.tour.href({ slug: tour.publishedSlug })}>
                <ExternalLink className="size-4" aria-hidden />
                {T.submitted.viewTour}
              </Link>
            </Button>
          ) : null}
          {tour.publishedSlug && tour.status === 'approved' && canEditTours ? (
            <Button asChild size="sm">
              <Link to={EDIT_TOUR_LINK.path(tour.publishedSlug)}>
                <Pencil className="size-4" aria-hidden />
                {editLink.label}
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
      <SubmissionHistory entries={tour.history} />
    </li>
  );
}

function SubmittedToursSection({ highlightId, canEditTours }: { highlightId: string | null; canEditTours: boolean }) {
  const T = useTexts(ACCOUNT_TOURS_TEXTS);
  const tours = useSubmittedTours();

  let content: ReactNode;
  if (tours.isPending) content = <ListSkeleton label={T.submitted.title} />;
  else if (tours.isError) content = <LoadFailed title={T.submitted.loadFailed} onRetry={() => void tours.refetch()} />;
  else if (tours.data.length === 0) {
    content = (
      <EmptyState compact icon={Send} title={T.submitted.empty}>
        {T.submitted.emptyBody}
      </EmptyState>
    );
  } else {
    content = (
      <ul className="grid gap-3" data-testid="account-submitted-tours">
        {tours.data.map((tour) => (
          <SubmittedTourItem
            key={tour.id}
            tour={tour}
            highlighted={tour.id === highlightId}
            canEditTours={canEditTours}
          />
        ))}
      </ul>
    );
  }

  return (
    <Section id="account-submitted-title" title={T.submitted.title} description={T.submitted.description}>
      {content}
    </Section>
  );
}

type TToursTabProps = {
  /** The pending tour just submitted (/account?tab=tours&submitted={id}), announced above the lists. */
  submittedId: string | null;
  onDismissSubmitted: () => void;
  /** The role may open /edit-tour (a wholesale seller may not): approved tours then offer Edit tour. */
  canEditTours: boolean;
};

/**
 * The Tours tab for operators: the submission notice, the company's tours, the user's submitted tours, and
 * drafts to resume or delete.
 */
export function ToursTab({ submittedId, onDismissSubmitted, canEditTours }: TToursTabProps) {
  const T = useTexts(ACCOUNT_TOURS_TEXTS);
  return (
    <div className="grid gap-8">
      {submittedId ? (
        <div className="relative">
          <Alert variant="success" title={T.submittedTitle} className="pr-12" data-testid="tour-submitted-notice">
            <p>{T.submittedMessage}</p>
            <p>
              {T.pendingTourId}: <span className="font-mono break-all">{submittedId}</span>
            </p>
          </Alert>
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-2 right-2 size-8 text-success"
            onClick={onDismissSubmitted}
            aria-label={T.dismiss}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ) : null}
      <CompanyToursSection />
      <Section id="account-reviews-title" title={T.reviews.title} description={T.reviews.description}>
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <Link to={paths.operatorReviews.href()}>
            <MessageSquareReply className="size-4" aria-hidden />
            {T.reviews.open}
          </Link>
        </Button>
      </Section>
      <SubmittedToursSection highlightId={submittedId} canEditTours={canEditTours} />
      <DraftsSection />
    </div>
  );
}
