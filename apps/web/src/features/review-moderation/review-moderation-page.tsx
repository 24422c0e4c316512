import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Inbox, ShieldCheck } from 'lucide-react';
import { type TReviewModerationItem, ZHideReviewRequest } from '@tour/shared';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListSkeleton, LoadFailedAlert } from '../../components/list-states';
import { Pager } from '../../components/pager';
import { ReasonDialog } from '../../components/reason-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useHideReview, useModerationQueue, usePublishReview } from './api/moderation';
import { ModerationItem } from './components/moderation-item';
import { REVIEW_MODERATION_TEXTS } from './texts';

type TDecision =
  | { kind: 'publish'; item: TReviewModerationItem }
  | { kind: 'hide'; item: TReviewModerationItem; reason: string; touched: boolean }
  | null;

/** What is wrong with the reason typed, by the request's own schema; null when it may be sent. */
function hideReasonProblem(reason: string): string | null {
  const parsed = ZHideReviewRequest.safeParse({ reason });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /admin/reviews (administrators; issue 23): reviews held by the rules and reported ones. Publish asks first;
 * Hide asks for the reason. One decision at a time, each told in a toast.
 */
export function ReviewModerationPage() {
  const T = useTexts(REVIEW_MODERATION_TEXTS);
  const say = useMessage();
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const queue = useModerationQueue(page);
  const publish = usePublishReview();
  const hide = useHideReview();
  const [decision, setDecision] = useState<TDecision>(null);
  const working = publish.isPending || hide.isPending;

  const confirmPublish = () => {
    if (decision?.kind !== 'publish' || working) return;
    publish.mutate(decision.item.review.id, {
      onSuccess: (result) => {
        toast.success(say(result.message));
        setDecision(null);
      },
      onError: (error) => toast.error(say(getErrorMessage(error, T.publishDialog.failed))),
    });
  };

  const confirmHide = () => {
    if (decision?.kind !== 'hide' || working) return;
    if (hideReasonProblem(decision.reason)) {
      setDecision({ ...decision, touched: true });
      return;
    }
    hide.mutate(
      { reviewId: decision.item.review.id, reason: decision.reason.trim() },
      {
        onSuccess: (result) => {
          toast.success(say(result.message));
          setDecision(null);
        },
        onError: (error) => toast.error(say(getErrorMessage(error, T.hideDialog.failed))),
      },
    );
  };

  let content: React.ReactNode;
  if (queue.isPending) content = <ListSkeleton />;
  else if (queue.isError && !queue.data) {
    content = (
      <LoadFailedAlert
        title={T.loadFailed}
        error={queue.error}
        retryLabel={T.retry}
        onRetry={() => void queue.refetch()}
      />
    );
  } else if (queue.data.items.length === 0) {
    content = (
      <EmptyState icon={Inbox} title={T.empty}>
        {T.emptyHint}
      </EmptyState>
    );
  } else {
    const data = queue.data;
    content = (
      <div className="grid gap-4" aria-busy={queue.isFetching}>
        <p className="text-sm font-medium text-ink" data-testid="moderation-count">
          {T.count(data.total)}
        </p>
        <ul className="grid gap-4" data-testid="moderation-queue">
          {data.items.map((item) => (
            <ModerationItem
              key={item.review.id}
              item={item}
              busy={working}
              onPublish={(chosen) => setDecision({ kind: 'publish', item: chosen })}
              onHide={(chosen) => setDecision({ kind: 'hide', item: chosen, reason: '', touched: false })}
            />
          ))}
        </ul>
        <Pager
          label={T.pagingLabel}
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(next) => {
            setSearch(next > 1 ? { page: String(next) } : {});
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    );
  }

  const publishing = decision?.kind === 'publish' ? decision.item : null;
  const held = publishing?.review.status === 'in_moderation';
  const hiding = decision?.kind === 'hide' ? decision : null;
  return (
    <AreaPage
      testId="review-moderation-page"
      sidebar={<AdminSidebar />}
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={ShieldCheck}
      heading={T.heading}
      headingId="review-moderation-heading"
      intro={T.intro}
    >
      {content}
      <ConfirmDialog
        open={publishing !== null}
        testId="publish-review-dialog"
        texts={{
          ...T.publishDialog,
          title: held
            ? T.publishDialog.title(publishing?.review.title ?? '')
            : T.publishDialog.keepTitle(publishing?.review.title ?? ''),
          description: held ? T.publishDialog.description : T.publishDialog.keepDescription,
          confirm: held ? T.publishDialog.confirm : T.publishDialog.keepConfirm,
        }}
        sending={publish.isPending}
        busy={working}
        onCancel={() => setDecision(null)}
        onConfirm={confirmPublish}
      />
      <ReasonDialog
        open={hiding !== null}
        testId="hide-review-dialog"
        fieldId="hide-review-reason"
        texts={T.hideDialog}
        text={hiding?.reason ?? ''}
        problem={hiding ? hideReasonProblem(hiding.reason) : null}
        touched={Boolean(hiding?.touched)}
        sending={hide.isPending}
        busy={working}
        destructive
        onTextChange={(reason) => (hiding ? setDecision({ ...hiding, reason }) : undefined)}
        onTextBlur={() => (hiding ? setDecision({ ...hiding, touched: true }) : undefined)}
        onCancel={() => setDecision(null)}
        onConfirm={confirmHide}
      />
    </AreaPage>
  );
}
