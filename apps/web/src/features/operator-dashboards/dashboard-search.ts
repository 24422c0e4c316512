import {
  DASHBOARD_BASES,
  DEFAULT_SALES_PERIOD,
  SALES_PERIODS,
  type TDashboardBasis,
  type TSalesDashboardQuery,
  type TSalesPeriod,
  ZSalesDashboardQuery,
} from '@tour/shared';

/** The basis in the address ('?basis=travel'); booking date when absent or unknown. */
export function basisFromSearch(search: URLSearchParams): TDashboardBasis {
  const value = search.get('basis');
  return (DASHBOARD_BASES as readonly string[]).includes(value ?? '') ? (value as TDashboardBasis) : 'booking';
}

/** The address keeps only what differs from the defaults, so the bare page is booking date and 30 days. */
export function withBasis(search: URLSearchParams, basis: TDashboardBasis): URLSearchParams {
  const next = new URLSearchParams(search);
  if (basis === 'booking') next.delete('basis');
  else next.set('basis', basis);
  return next;
}

export type TSalesFilters = { basis: TDashboardBasis; period: TSalesPeriod; from: string; to: string };
export type TRangeErrors = { from?: string; to?: string };

/** Checks a period and range with the server's own rules and messages (ZSalesDashboardQuery). */
export function checkSalesFilters(
  filters: TSalesFilters,
): { query: TSalesDashboardQuery; errors: null } | { query: null; errors: TRangeErrors } {
  const custom = filters.period === 'custom';
  const parsed = ZSalesDashboardQuery.safeParse({
    basis: filters.basis,
    period: filters.period,
    from: custom && filters.from ? filters.from : undefined,
    to: custom && filters.to ? filters.to : undefined,
  });
  if (parsed.success) return { query: parsed.data, errors: null };
  const errors: TRangeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return { query: null, errors };
}

/** The sales filters the address holds: an unknown period or basis is read as the default. */
export function salesFiltersFromSearch(search: URLSearchParams): TSalesFilters {
  const period = search.get('period');
  return {
    basis: basisFromSearch(search),
    period: (SALES_PERIODS as readonly string[]).includes(period ?? '')
      ? (period as TSalesPeriod)
      : DEFAULT_SALES_PERIOD,
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
  };
}

/** The address of the sales filters: the defaults left out, the dates only for a custom range. */
export function salesSearchOf(filters: TSalesFilters): URLSearchParams {
  const search = withBasis(new URLSearchParams(), filters.basis);
  if (filters.period !== DEFAULT_SALES_PERIOD) search.set('period', filters.period);
  if (filters.period === 'custom') {
    if (filters.from) search.set('from', filters.from);
    if (filters.to) search.set('to', filters.to);
  }
  return search;
}
