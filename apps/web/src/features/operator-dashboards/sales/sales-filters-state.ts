import type { TSalesPeriod } from '@tour/shared';
import { checkSalesFilters, type TRangeErrors, type TSalesFilters } from '../dashboard-search';

/**
 * The sales dashboard's filter form: a period applies at once; a custom range is a draft of two dates until
 * Apply, checked with the server's rules and messages (ZSalesDashboardQuery) before it reaches the address.
 */
export type TSalesFiltersState = TSalesFilters & { errors: TRangeErrors | null };

export type TSalesFiltersAction =
  | { type: 'period'; period: TSalesPeriod; range: { from: string; to: string } | null }
  | { type: 'from'; value: string }
  | { type: 'to'; value: string }
  | { type: 'apply' };

/** The form as the address left it: a custom range the address holds is checked at once. */
export function initialSalesFilters(applied: TSalesFilters): TSalesFiltersState {
  if (applied.period !== 'custom') return { ...applied, errors: null };
  return { ...applied, errors: checkSalesFilters(applied).errors };
}

export function salesFiltersReducer(state: TSalesFiltersState, action: TSalesFiltersAction): TSalesFiltersState {
  switch (action.type) {
    case 'period':
      // A custom range starts from the dates on screen, so choosing it changes nothing until edited.
      return {
        ...state,
        period: action.period,
        from: action.period === 'custom' && !state.from ? (action.range?.from ?? '') : state.from,
        to: action.period === 'custom' && !state.to ? (action.range?.to ?? '') : state.to,
        errors: null,
      };
    case 'from':
      return { ...state, from: action.value, errors: state.errors ? { ...state.errors, from: undefined } : null };
    case 'to':
      return { ...state, to: action.value, errors: state.errors ? { ...state.errors, to: undefined } : null };
    case 'apply':
      return { ...state, errors: checkSalesFilters(state).errors };
  }
}
