import { Link, useSearchParams } from 'react-router';
import { ExternalLink, Inbox, MessageSquareReply } from 'lucide-react';
import { paths } from '@tour/shared';
import { AreaPage } from '../../components/area-page';
import { ListSkeleton, LoadFailedAlert } from '../../components/list-states';
import { Pager } from '../../components/pager';
import { ReviewItem } from '../../components/reviews/review-item';
import { EmptyState } from '../../components/ui/empty-state';
import { SegmentedTabs } from '../../components/ui/segmented-tabs';
import { useOperatorReviews } from './api/operator-reviews';
import { ReplyForm } from './components/reply-form';
import { useTexts } from '../../lib/i18n/texts';
import { OPERATOR_REVIEWS_TEXTS } from './texts';

type TShow = 'unanswered' | 'all';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function ReviewsList({ show, page, onPage }: { show: TShow; page: number; onPage: (page: number) => void }) {
  const T = useTexts(OPERATOR_REVIEWS_TEXTS);
  const reviews = useOperatorReviews(page, show === 'unanswered');
  if (reviews.isPending) return <ListSkeleton />;
  if (reviews.isError && !reviews.data) {
    return (
      <LoadFailedAlert
        title={T.loadFailed}
        error={reviews.error}
        retryLabel={T.retry}
        onRetry={() => void reviews.refetch()}
      />
    );
  }
  const data = reviews.data;
  if (data.items.length === 0) {
    return (
      <EmptyState icon={Inbox} title={show === 'unanswered' ? T.emptyUnanswered : T.empty}>
        {show === 'unanswered' ? T.emptyUnansweredHint : T.emptyHint}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4" aria-busy={reviews.isFetching}>
      <p className="text-sm font-medium text-ink" data-testid="operator-reviews-count">
        {T.count(data.total)}
      </p>
      <ul className="grid gap-4" data-testid="operator-reviews">
        {data.items.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            header={
              <div className="flex flex-wrap items-center justify-between gap-2 border-b pb-3">
                <p className="min-w-0 text-sm">
                  <span className="text-muted-foreground">{T.tour}: </span>
                  <span className="font-semibold break-words text-ink" data-testid="operator-review-tour">
                    {review.tour.title}
                  </span>
                </p>
                <Link
                  to={paths.tour.href({ slug: review.tour.slug }, undefined, 'reviews')}
                  className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
                >
                  <ExternalLink className="size-3.5" aria-hidden />
                  {T.seeOnTour}
                </Link>
              </div>
            }
            actions={review.reply ? null : <ReplyForm reviewId={review.id} />}
          />
        ))}
      </ul>
      <Pager label={T.pagingLabel} page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </div>
  );
}

/** /tour-reviews (issue 23): the operator's published reviews, awaiting a reply first, each with its one reply. */
export function OperatorReviewsPage() {
  const T = useTexts(OPERATOR_REVIEWS_TEXTS);
  const [search, setSearch] = useSearchParams();
  const show: TShow = search.get('show') === 'all' ? 'all' : 'unanswered';
  const page = pageOf(search.get('page'));
  const go = (next: { show?: TShow; page?: number }) => {
    const params = new URLSearchParams();
    const nextShow = next.show ?? show;
    if (nextShow === 'all') params.set('show', 'all');
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };
  return (
    <AreaPage
      testId="operator-reviews-page"
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={MessageSquareReply}
      heading={T.heading}
      intro={T.intro}
      width="narrow"
    >
      <SegmentedTabs
        label={T.tabsLabel}
        tabs={[
          { value: 'unanswered', label: T.tabs.unanswered },
          { value: 'all', label: T.tabs.all },
        ]}
        value={show}
        onValueChange={(value) => go({ show: value, page: 1 })}
        listClassName="sm:w-fit"
      >
        <ReviewsList
          show={show}
          page={page}
          onPage={(next) => {
            go({ page: next });
            window.scrollTo({ top: 0 });
          }}
        />
      </SegmentedTabs>
    </AreaPage>
  );
}
