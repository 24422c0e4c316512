import type { ReactNode } from 'react';
import { SearchX, UserRoundX } from 'lucide-react';
import { DASHBOARD_EXPORT_MAX_ROWS, DASHBOARD_STATUS_FILTERS, type TDashboardStatusFilter } from '@tour/shared';
import { ListSkeleton, LoadFailedAlert } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { EmptyState } from '../../../components/ui/empty-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { type TTextsOf, useTexts } from '../../../lib/i18n/texts';
import type { TAdminDashboardTab } from '../admin-dashboard-address';
import { ADMIN_DASHBOARD_TEXTS } from '../texts';
import type { TAdminDashboardPageModel } from '../use-admin-dashboard-page';
import { OwnersTable } from './owners-table';
import { ToursTable } from './tours-table';

type TListQuery = TAdminDashboardPageModel['owners'] | TAdminDashboardPageModel['tours'];

/** Loading, failed, empty (filtered or not), or the page's rows with the count and the pager. */
function ListBody({
  query,
  texts,
  filtered,
  onRetry,
  onPage,
  children,
}: {
  query: TListQuery;
  texts: TTextsOf<typeof ADMIN_DASHBOARD_TEXTS>['owners'] | TTextsOf<typeof ADMIN_DASHBOARD_TEXTS>['tours'];
  filtered: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const T = useTexts(ADMIN_DASHBOARD_TEXTS);
  const data = query.data;
  if (query.isPending) return <ListSkeleton />;
  const failed = query.isError ? (
    <LoadFailedAlert title={T.loadFailed} error={query.error} retryLabel={T.retry} onRetry={onRetry} />
  ) : null;
  // Rows from before a failed refetch stay under the alert: the alert says they may be out of date.
  if (!data) return failed;
  if (data.items.length === 0 && !failed) {
    return filtered ? (
      <EmptyState icon={SearchX} title={texts.empty}>
        {texts.emptyHint}
      </EmptyState>
    ) : (
      <EmptyState icon={UserRoundX} title={texts.none}>
        {texts.noneHint}
      </EmptyState>
    );
  }
  return (
    <>
      {failed}
      <p className="text-sm font-medium text-ink" data-testid="list-count">
        {texts.count(data.total)}
      </p>
      {children}
      <Pager
        label={texts.paging}
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={onPage}
        testId="list-range"
      />
    </>
  );
}

/** The Tour Owners and All Tours tabs: search, status filter, server-side pages (3-admin.md section 2). */
export function DashboardLists({ page }: { page: TAdminDashboardPageModel }) {
  const T = useTexts(ADMIN_DASHBOARD_TEXTS);
  const tabs = [
    { value: 'owners', label: T.tabs.owners },
    { value: 'tours', label: T.tabs.tours },
  ] as const satisfies readonly { value: TAdminDashboardTab; label: string }[];
  const { view } = page;
  const filtered = Boolean(view.list.q) || view.list.status !== 'all';
  const search = view.tab === 'owners' ? T.search.owners : T.search.tours;
  const query = view.tab === 'owners' ? page.owners : page.tours;
  return (
    <section id="admin-dashboard-lists" className="grid min-w-0 scroll-mt-24 gap-4" aria-label={T.tabs.label}>
      <SegmentedTabs
        label={T.tabs.label}
        tabs={tabs}
        value={view.tab}
        onValueChange={page.setTab}
        listClassName="sm:w-fit"
      >
        <div className="grid min-w-0 gap-4" aria-busy={query.isFetching}>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]" data-testid="dashboard-list-toolbar">
            <SearchBox
              key={view.tab}
              applied={view.list.q ?? ''}
              onSearch={(q, options) => page.setFilters({ q }, options)}
              texts={search}
              maxLength={200}
            />
            <NativeSelect
              aria-label={T.search.status}
              value={view.list.status}
              onChange={(event) => page.setFilters({ status: event.target.value as TDashboardStatusFilter })}
            >
              {DASHBOARD_STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {T.statuses[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <p className="text-xs text-muted-foreground" data-testid="export-note">
            {T.exportNote(view.tab)}
            {page.listTotal !== null && page.listTotal > DASHBOARD_EXPORT_MAX_ROWS ? (
              <span className="mt-1 block font-medium text-ink">{T.exportCapped(page.listTotal)}</span>
            ) : null}
          </p>
          {view.tab === 'owners' ? (
            <ListBody
              query={page.owners}
              texts={T.owners}
              filtered={filtered}
              onRetry={() => void page.owners.refetch()}
              onPage={page.goToPage}
            >
              <OwnersTable owners={page.owners.data?.items ?? []} onShowTours={page.showToursOf} />
            </ListBody>
          ) : (
            <ListBody
              query={page.tours}
              texts={T.tours}
              filtered={filtered}
              onRetry={() => void page.tours.refetch()}
              onPage={page.goToPage}
            >
              <ToursTable tours={page.tours.data?.items ?? []} />
            </ListBody>
          )}
        </div>
      </SegmentedTabs>
    </section>
  );
}
