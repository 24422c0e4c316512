import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, ClipboardCheck } from 'lucide-react';
import { REVIEW_QUEUE_TABS, type TReviewQueueTab } from '@tour/shared';
import { BRAND } from '../../lib/brand';
import { AdminSidebar } from '../../components/admin-sidebar';
import { useTexts } from '../../lib/i18n/texts';
import { ApproveConfirmDialog } from './components/approve-confirm-dialog';
import { DecisionDialog } from './components/decision-dialog';
import { PendingTourDialog } from './components/pending-tour-dialog';
import { ReviewQueueTabs } from './components/review-queue-tabs';
import { PENDING_TOURS_TEXTS } from './texts';
import { usePendingToursPage } from './use-pending-tours-page';
import { paths } from '@tour/shared';

/**
 * /pending-tours (administrators): submitted tours, newest first, previewed and decided (3-admin.md section 2),
 * and the decided ones under their tabs (issue 20); `?tab=` names the tab.
 */
export function PendingToursPage() {
  const T = useTexts(PENDING_TOURS_TEXTS);
  const page = usePendingToursPage();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: TReviewQueueTab = REVIEW_QUEUE_TABS.find((value) => value === asked) ?? 'pending';
  const setTab = (next: TReviewQueueTab) => setSearch(next === 'pending' ? {} : { tab: next }, { replace: true });

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-12" data-testid="pending-tours-page">
      <title>{`${T.documentTitle} · ${BRAND.name}`}</title>
      <Link
        to={paths.account.href()}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {T.back}
      </Link>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <AdminSidebar />
        <section className="grid min-w-0 content-start gap-5" aria-labelledby="pending-tours-heading">
          <header className="grid gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
                <ClipboardCheck className="size-5" aria-hidden />
              </span>
              <h1 id="pending-tours-heading" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
                {T.heading}
              </h1>
            </div>
            <p className="text-sm leading-relaxed text-muted-foreground">{T.intro}</p>
          </header>
          <ReviewQueueTabs tab={tab} onTabChange={setTab} page={page} />
        </section>
      </div>
      <PendingTourDialog page={page} />
      <DecisionDialog page={page} />
      <ApproveConfirmDialog page={page} />
    </div>
  );
}
