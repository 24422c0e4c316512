import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from '@tour/shared';
import { initialSalesFilters, salesFiltersReducer } from './sales-filters-state';

const applied = { basis: 'booking', period: '30d', from: '', to: '' } as const;

describe('the sales filter form', () => {
  it('starts a custom range from the days on screen', () => {
    const state = salesFiltersReducer(initialSalesFilters(applied), {
      type: 'period',
      period: 'custom',
      range: { from: '2026-02-01', to: '2026-03-02' },
    });
    expect(state).toMatchObject({ period: 'custom', from: '2026-02-01', to: '2026-03-02', errors: null });
  });

  it('keeps dates already typed when custom is chosen again', () => {
    let state = salesFiltersReducer(initialSalesFilters(applied), { type: 'period', period: 'custom', range: null });
    state = salesFiltersReducer(state, { type: 'from', value: '2026-01-05' });
    state = salesFiltersReducer(state, {
      type: 'period',
      period: 'custom',
      range: { from: '2026-02-01', to: '2026-03-02' },
    });
    expect(state).toMatchObject({ from: '2026-01-05', to: '2026-03-02' });
  });

  it('refuses a range on Apply with the message under the field at fault, and clears it once edited', () => {
    let state = initialSalesFilters({ ...applied, period: 'custom', from: '2026-03-01', to: '2026-02-01' });
    expect(state.errors).toEqual({ to: DASHBOARD_MESSAGES.customRangeOrder });
    state = salesFiltersReducer(state, { type: 'to', value: '2026-03-31' });
    expect(state.errors?.to).toBeUndefined();
    state = salesFiltersReducer(state, { type: 'apply' });
    expect(state.errors).toBeNull();
    state = salesFiltersReducer(state, { type: 'from', value: '' });
    state = salesFiltersReducer(state, { type: 'apply' });
    expect(state.errors).toEqual({ from: DASHBOARD_MESSAGES.customRangeIncomplete });
  });
});
