import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from '@tour/shared';
import {
  basisFromSearch,
  checkSalesFilters,
  salesFiltersFromSearch,
  salesSearchOf,
  withBasis,
} from './dashboard-search';

describe('the dashboards’ addresses', () => {
  it('reads the basis, booking date unless travel date is asked for', () => {
    expect(basisFromSearch(new URLSearchParams(''))).toBe('booking');
    expect(basisFromSearch(new URLSearchParams('basis=travel'))).toBe('travel');
    expect(basisFromSearch(new URLSearchParams('basis=departure'))).toBe('booking');
  });

  it('writes the basis only when it is not the default, keeping the rest of the address', () => {
    expect(withBasis(new URLSearchParams('x=1'), 'travel').toString()).toBe('x=1&basis=travel');
    expect(withBasis(new URLSearchParams('basis=travel&x=1'), 'booking').toString()).toBe('x=1');
  });

  it('reads the sales filters, the last 30 days by booking date by default', () => {
    expect(salesFiltersFromSearch(new URLSearchParams(''))).toEqual({
      basis: 'booking',
      period: '30d',
      from: '',
      to: '',
    });
    expect(salesFiltersFromSearch(new URLSearchParams('period=fortnight&basis=travel'))).toMatchObject({
      basis: 'travel',
      period: '30d',
    });
    expect(salesFiltersFromSearch(new URLSearchParams('period=custom&from=2026-01-01&to=2026-01-31'))).toMatchObject({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('writes only what differs from the defaults, the dates only for a custom range', () => {
    expect(salesSearchOf({ basis: 'booking', period: '30d', from: '', to: '' }).toString()).toBe('');
    expect(salesSearchOf({ basis: 'travel', period: '90d', from: '2026-01-01', to: '' }).toString()).toBe(
      'basis=travel&period=90d',
    );
    const custom = new URLSearchParams('period=custom&from=2026-01-01&to=2026-03-31');
    expect(salesSearchOf(salesFiltersFromSearch(custom)).toString()).toBe(custom.toString());
  });

  it('checks a custom range with the shared rules and their messages', () => {
    const base = { basis: 'booking', period: 'custom' } as const;
    expect(checkSalesFilters({ ...base, from: '2026-01-01', to: '2026-01-31' })).toEqual({
      query: { basis: 'booking', period: 'custom', from: '2026-01-01', to: '2026-01-31' },
      errors: null,
    });
    expect(checkSalesFilters({ ...base, from: '', to: '' }).errors).toEqual({
      from: DASHBOARD_MESSAGES.customRangeIncomplete,
    });
    expect(checkSalesFilters({ ...base, from: '2026-01-01', to: '' }).errors).toEqual({
      to: DASHBOARD_MESSAGES.customRangeIncomplete,
    });
    expect(checkSalesFilters({ ...base, from: '2026-02-01', to: '2026-01-31' }).errors).toEqual({
      to: DASHBOARD_MESSAGES.customRangeOrder,
    });
    expect(checkSalesFilters({ ...base, from: '2020-01-01', to: '2026-01-31' }).errors).toEqual({
      to: DASHBOARD_MESSAGES.customRangeTooLong,
    });
    expect(checkSalesFilters({ ...base, from: '2026-02-30', to: '2026-03-01' }).errors?.from).toBeTruthy();
  });

  it('ignores stale dates once a preset period is chosen', () => {
    expect(checkSalesFilters({ basis: 'travel', period: '7d', from: '2026-02-01', to: '2026-01-01' })).toEqual({
      query: { basis: 'travel', period: '7d' },
      errors: null,
    });
  });
});
