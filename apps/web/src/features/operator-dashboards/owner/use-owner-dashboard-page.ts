import { useReducer } from 'react';
import { useSearchParams } from 'react-router';
import type { TDashboardBasis } from '@tour/shared';
import { getErrorMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { DASHBOARD_PARTS_TEXTS } from '../../../components/dashboards/texts';
import { useTexts } from '../../../lib/i18n/texts';
import { toast } from '../../../lib/toast';
import { useOwnerDashboard } from '../api/operator-dashboards';
import { basisFromSearch, withBasis } from '../dashboard-search';
import { DASHBOARD_TEXTS, OWNER_DASHBOARD_TEXTS } from '../texts';
import { ownerDashboardCsv } from './owner-dashboard-csv';
import { debugSnapshotOf, INITIAL_TROUBLESHOOTING, troubleshootingReducer } from './troubleshooting-state';

/**
 * The tour-owner dashboard's state: the basis kept in the address, the figures, Refresh, Export (the tables as CSV,
 * made in the browser from what is on screen) and the troubleshooting box's two buttons.
 */
export function useOwnerDashboardPage() {
  const common = useTexts(DASHBOARD_TEXTS);
  const owner = useTexts(OWNER_DASHBOARD_TEXTS);
  const basisLabels = useTexts(DASHBOARD_PARTS_TEXTS).basis.labels;
  const [search, setSearch] = useSearchParams();
  const basis = basisFromSearch(search);
  const dashboard = useOwnerDashboard(basis);
  const [troubleshooting, dispatch] = useReducer(troubleshootingReducer, INITIAL_TROUBLESHOOTING);

  const setBasis = (next: TDashboardBasis) => setSearch(withBasis(search, next));

  const refresh = () => void dashboard.refetch();

  const exportCsv = () => {
    const data = dashboard.data;
    if (!data) return;
    saveFile(
      owner.csv.fileName(data.today, data.basis),
      new Blob([ownerDashboardCsv(data, { common, owner, basisLabels })], { type: 'text/csv;charset=utf-8' }),
    );
    toast.success(owner.actions.exported);
  };

  const debugFetch = async () => {
    dispatch({ type: 'debugStarted' });
    const result = await dashboard.refetch();
    if (result.isError || !result.data) {
      dispatch({ type: 'debugFailed', message: getErrorMessage(result.error, common.loadFailed) });
    } else {
      dispatch({ type: 'debugDone', snapshot: debugSnapshotOf(result.data, new Date()) });
    }
  };

  const checkPending = () => dispatch({ type: 'pendingChecked' });

  return { basis, setBasis, dashboard, refresh, exportCsv, troubleshooting, debugFetch, checkPending };
}
