import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import type { TAdminDashboardListQuery, TDashboardBasis } from '@tour/shared';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import {
  searchOf,
  type TAdminDashboardTab,
  type TAdminDashboardView,
  viewFromSearch,
  withFilters,
  withTab,
} from './admin-dashboard-address';
import { adminDashboardQueryKey, useAdminDashboard } from './api/admin-dashboard';
import { useDashboardOwners } from './api/dashboard-owners';
import { useDashboardTours } from './api/dashboard-tours';
import { useExportReport } from './api/export-report';
import { ADMIN_DASHBOARD_TEXTS } from './texts';

/**
 * /admin-dashboard: the tab, the basis, the search, the status and the page live in the address (reloadable,
 * shareable, Back works); the cards and the open tab's page are queries; Refresh refetches them and Export Report
 * downloads the open tab's matching rows.
 */
export function useAdminDashboardPage() {
  const T = useTexts(ADMIN_DASHBOARD_TEXTS);
  const say = useMessage();
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the content of `search`, whose identity changes.
  const view = useMemo(() => viewFromSearch(search), [key]);
  const summary = useAdminDashboard(view.basis);
  const owners = useDashboardOwners(view.list, view.tab === 'owners');
  const tours = useDashboardTours(view.list, view.tab === 'tours');
  const list = view.tab === 'owners' ? owners : tours;
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: adminDashboardQueryKey }) > 0;
  const exportReport = useExportReport();

  const go = (next: TAdminDashboardView, options?: { replace?: boolean }) => setSearch(searchOf(next), options);

  return {
    view,
    summary,
    owners,
    tours,
    /** The open tab's total, when known: the export note warns when it passes the export's limit. */
    listTotal: list.data?.total ?? null,
    refreshing,
    exporting: exportReport.isPending,

    refresh: () => void queryClient.invalidateQueries({ queryKey: adminDashboardQueryKey }),
    exportReport: () => {
      if (exportReport.isPending) return;
      exportReport.mutate(
        { tab: view.tab, query: view.list },
        {
          onSuccess: (name) => toast.success(T.exported(name)),
          onError: (error) => toast.error(say(getErrorMessage(error, T.exportFailed))),
        },
      );
    },
    setBasis: (basis: TDashboardBasis) => go({ ...view, basis }, { replace: true }),
    setTab: (tab: TAdminDashboardTab) => go(withTab(view, tab)),
    /** An owner's Tours action: the All Tours tab searched by their name (the tours search matches the owner). */
    showToursOf: (ownerName: string) => go(withTab(view, 'tours', ownerName)),
    setFilters: (next: Partial<Pick<TAdminDashboardListQuery, 'q' | 'status'>>, options?: { replace?: boolean }) =>
      go(withFilters(view, next), options),
    goToPage: (page: number) => {
      go({ ...view, list: { ...view.list, page } });
      document.getElementById('admin-dashboard-lists')?.scrollIntoView({ block: 'start' });
    },
  };
}

export type TAdminDashboardPageModel = ReturnType<typeof useAdminDashboardPage>;
