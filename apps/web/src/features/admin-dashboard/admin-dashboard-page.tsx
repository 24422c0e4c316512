import { Download, LayoutDashboard, RefreshCw } from 'lucide-react';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { BasisSwitch } from '../../components/dashboards/basis-switch';
import { LoadFailedAlert } from '../../components/list-states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { marketplaceDayAndTime } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { DashboardLists } from './components/dashboard-lists';
import { PlatformAnalytics } from './components/platform-analytics';
import { SummaryCards } from './components/summary-cards';
import { ADMIN_DASHBOARD_TEXTS } from './texts';
import { useAdminDashboardPage } from './use-admin-dashboard-page';

function SummarySkeleton() {
  return (
    <div className="grid gap-6" aria-busy>
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 2xl:grid-cols-4">
        {['revenue', 'users', 'tours', 'average'].map((key) => (
          <Skeleton key={key} className="h-36 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}

/** /admin-dashboard (administrators; 3-admin.md sections 2, 8 and 9): the platform overview. */
export function AdminDashboardPage() {
  const T = useTexts(ADMIN_DASHBOARD_TEXTS);
  const language = useLanguage();
  const page = useAdminDashboardPage();
  const { summary, view } = page;
  const data = summary.data;
  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={page.refresh} disabled={page.refreshing}>
        {page.refreshing ? <Spinner decorative className="size-4" /> : <RefreshCw className="size-4" aria-hidden />}
        {page.refreshing ? T.refreshing : T.refresh}
      </Button>
      <Button onClick={page.exportReport} disabled={page.exporting}>
        {page.exporting ? <Spinner decorative className="size-4" /> : <Download className="size-4" aria-hidden />}
        {page.exporting ? T.exporting : T.exportReport}
      </Button>
    </div>
  );

  return (
    <AreaPage
      testId="admin-dashboard-page"
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={LayoutDashboard}
      heading={T.heading}
      headingId="admin-dashboard-heading"
      intro={T.intro}
      headerNote={actions}
      sidebar={<AdminSidebar />}
    >
      <section className="grid min-w-0 gap-4" aria-label={T.cards.label} aria-busy={summary.isFetching}>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <BasisSwitch value={view.basis} onChange={page.setBasis} />
          {summary.dataUpdatedAt ? (
            <p className="text-xs text-muted-foreground" data-testid="updated-at">
              {T.updatedAt(marketplaceDayAndTime(new Date(summary.dataUpdatedAt), language)[1])}
            </p>
          ) : null}
        </div>
        {summary.isError ? (
          <LoadFailedAlert
            title={T.loadFailed}
            error={summary.error}
            retryLabel={T.retry}
            onRetry={() => void summary.refetch()}
          />
        ) : null}
        {summary.isPending ? (
          <SummarySkeleton />
        ) : data ? (
          <>
            <SummaryCards cards={data.cards} />
            <PlatformAnalytics months={data.analytics} />
          </>
        ) : null}
      </section>
      <DashboardLists page={page} />
    </AreaPage>
  );
}
