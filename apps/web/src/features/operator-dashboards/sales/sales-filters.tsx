import { useId, useReducer, type FormEvent } from 'react';
import { SALES_PERIODS, type TSalesPeriod } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useTexts } from '../../../lib/i18n/texts';
import { checkSalesFilters, type TSalesFilters } from '../dashboard-search';
import { SALES_DASHBOARD_TEXTS } from '../texts';
import { initialSalesFilters, salesFiltersReducer } from './sales-filters-state';

/**
 * The period filter (3-admin.md section 9: '30d' by default): a preset applies at once, a custom range takes two
 * dates and Apply, refused with the shared rules' messages under the field at fault.
 */
export function SalesFilters({
  applied,
  shownRange,
  onPeriod,
  onApply,
}: {
  applied: TSalesFilters;
  /** The days the figures on screen cover, to start a custom range from. */
  shownRange: { from: string; to: string } | null;
  onPeriod: (period: TSalesPeriod) => void;
  onApply: (filters: TSalesFilters) => void;
}) {
  const T = useTexts(SALES_DASHBOARD_TEXTS).filters;
  const [state, dispatch] = useReducer(salesFiltersReducer, applied, initialSalesFilters);
  // The shared rules' messages; FormField says them in the page's language.
  const fromError = state.errors?.from;
  const toError = state.errors?.to;
  const id = useId();
  const custom = state.period === 'custom';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters = { basis: state.basis, period: state.period, from: state.from, to: state.to };
    if (checkSalesFilters(filters).query) onApply(filters);
    else dispatch({ type: 'apply' });
  };

  return (
    <form
      className="flex w-full flex-wrap items-start gap-3 sm:w-auto"
      onSubmit={submit}
      noValidate
      aria-label={T.label}
      data-testid="sales-filters"
    >
      <FormField id={`${id}-period`} label={T.period} className="w-full gap-1 sm:w-48">
        <NativeSelect
          id={`${id}-period`}
          value={state.period}
          onChange={(event) => {
            const period = event.target.value as TSalesPeriod;
            dispatch({ type: 'period', period, range: shownRange });
            onPeriod(period);
          }}
        >
          {SALES_PERIODS.map((period) => (
            <option key={period} value={period}>
              {T.periods[period]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {custom ? (
        <>
          <FormField id={`${id}-from`} label={T.from} error={fromError} className="min-w-36 flex-1 gap-1 sm:flex-none">
            <Input
              id={`${id}-from`}
              type="date"
              value={state.from}
              aria-invalid={fromError ? true : undefined}
              aria-describedby={fromError ? `${id}-from-error` : undefined}
              onChange={(event) => dispatch({ type: 'from', value: event.target.value })}
            />
          </FormField>
          <FormField id={`${id}-to`} label={T.to} error={toError} className="min-w-36 flex-1 gap-1 sm:flex-none">
            <Input
              id={`${id}-to`}
              type="date"
              value={state.to}
              aria-invalid={toError ? true : undefined}
              aria-describedby={toError ? `${id}-to-error` : undefined}
              onChange={(event) => dispatch({ type: 'to', value: event.target.value })}
            />
          </FormField>
          <Button type="submit" className="w-full sm:mt-[1.375rem] sm:w-auto">
            {T.apply}
          </Button>
        </>
      ) : null}
    </form>
  );
}
