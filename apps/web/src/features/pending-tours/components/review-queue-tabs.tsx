import { Inbox } from 'lucide-react';
import type { TReviewQueueTab } from '@tour/shared';
import { REVIEW_QUEUE_TABS } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTexts } from '../../../lib/i18n/texts';
import { usePendingTours } from '../api/pending-tours';
import type { TPendingToursPage } from '../use-pending-tours-page';
import { PENDING_TOURS_TEXTS } from '../texts';
import { PendingTourCard } from './pending-tour-card';

/** The review queue's four tabs: awaiting review, sent back, rejected, approved (issue 20). */
export function ReviewQueueTabs({
  tab,
  onTabChange,
  page,
}: {
  tab: TReviewQueueTab;
  onTabChange: (tab: TReviewQueueTab) => void;
  page: TPendingToursPage;
}) {
  const T = useTexts(PENDING_TOURS_TEXTS);
  const tabs = REVIEW_QUEUE_TABS.map((value) => ({ value, label: T.tabs[value] }));
  const tours = usePendingTours(tab);
  const { working } = page.state;

  return (
    <SegmentedTabs
      label={T.tabsLabel}
      tabs={tabs}
      value={tab}
      onValueChange={onTabChange}
      listClassName="h-auto flex-wrap justify-start gap-1 sm:h-11 sm:flex-nowrap [&>button]:max-sm:h-9 [&>button]:max-sm:flex-[1_1_40%]"
    >
      <div className="grid gap-4" data-testid="review-queue-panel" data-tab={tab}>
        {tours.data ? (
          <p className="text-sm font-medium text-ink" data-testid="pending-tours-count">
            {T.count[tab](tours.data.length)}
          </p>
        ) : null}
        {tours.isPending ? (
          <div className="grid gap-4" aria-busy>
            <Skeleton className="h-40 rounded-xl" />
            <Skeleton className="h-40 rounded-xl" />
          </div>
        ) : tours.isError ? (
          <Alert variant="destructive" title={T.loadFailed}>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void tours.refetch()}>
              {T.retry}
            </Button>
          </Alert>
        ) : tours.data.length === 0 ? (
          <EmptyState icon={Inbox} title={T.emptyTab[tab]}>
            {T.emptyTabHint[tab]}
          </EmptyState>
        ) : (
          <ul className="grid gap-4" data-testid="pending-tours-list">
            {tours.data.map((tour) => (
              <PendingTourCard
                key={tour.id}
                tour={tour}
                tab={tab}
                busy={working !== null}
                approving={working?.kind === 'approve' && working.tourId === tour.id}
                onPreview={() => page.preview(tour.id)}
                onApprove={() => page.askApproval(tour.id, tour.title)}
                onReject={() => page.startDecision('reject', tour.id, tour.title)}
              />
            ))}
          </ul>
        )}
      </div>
    </SegmentedTabs>
  );
}
