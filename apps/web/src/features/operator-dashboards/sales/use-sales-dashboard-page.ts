import { useSearchParams } from 'react-router';
import type { TDashboardBasis, TSalesPeriod } from '@tour/shared';
import { useSalesDashboard } from '../api/operator-dashboards';
import { checkSalesFilters, salesFiltersFromSearch, salesSearchOf, type TSalesFilters } from '../dashboard-search';

/**
 * The sales dashboard's state: the period, range and basis live in the address (so a view can be shared or
 * reloaded); the figures are asked for only for a period the shared rules accept.
 */
export function useSalesDashboardPage() {
  const [search, setSearch] = useSearchParams();
  const applied = salesFiltersFromSearch(search);
  const checked = checkSalesFilters(applied);
  const dashboard = useSalesDashboard(checked.query);

  const apply = (filters: TSalesFilters) => setSearch(salesSearchOf(filters));
  const setBasis = (basis: TDashboardBasis) => apply({ ...applied, basis });
  /** A preset period applies at once; a custom range waits for its dates (the filter form's Apply). */
  const setPeriod = (period: TSalesPeriod) => {
    if (period !== 'custom') apply({ ...applied, period, from: '', to: '' });
  };

  return {
    applied,
    /** Changes whenever the address does, so the filter form starts again from it. */
    filtersKey: search.toString(),
    rangeRefused: checked.errors !== null,
    dashboard,
    apply,
    setBasis,
    setPeriod,
    refresh: () => void dashboard.refetch(),
  };
}
