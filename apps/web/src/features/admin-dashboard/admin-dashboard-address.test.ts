import { describe, expect, it } from 'vitest';
import { searchOf, viewFromSearch, withFilters, withTab } from './admin-dashboard-address';

describe('the admin dashboard address', () => {
  it('opens on the Tour Owners tab by booking date, every status, page 1', () => {
    expect(viewFromSearch(new URLSearchParams())).toEqual({
      tab: 'owners',
      basis: 'booking',
      list: { q: undefined, status: 'all', page: 1 },
    });
  });

  it('reads the tab, basis, search, status and page', () => {
    expect(viewFromSearch(new URLSearchParams('tab=tours&basis=travel&q=%20krabi%20&status=inactive&page=3'))).toEqual({
      tab: 'tours',
      basis: 'travel',
      list: { q: 'krabi', status: 'inactive', page: 3 },
    });
  });

  it('drops what the rules refuse and keeps the rest', () => {
    expect(viewFromSearch(new URLSearchParams('tab=bookings&basis=paid&status=pending&page=0&q=ploy'))).toEqual({
      tab: 'owners',
      basis: 'booking',
      list: { q: 'ploy', status: 'all', page: 1 },
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(searchOf(viewFromSearch(new URLSearchParams())).toString()).toBe('');
    const view = viewFromSearch(new URLSearchParams('tab=tours&basis=travel&q=Krabi&status=active&page=2'));
    expect(searchOf(view).toString()).toBe('tab=tours&basis=travel&q=Krabi&status=active&page=2');
  });

  it('starts a new tab afresh and a new search or status from page 1, keeping the basis', () => {
    const view = viewFromSearch(new URLSearchParams('basis=travel&q=nok&status=suspended&page=4'));
    expect(withTab(view, 'tours', ' nok_owner ')).toEqual({
      tab: 'tours',
      basis: 'travel',
      list: { q: 'nok_owner', status: 'all', page: 1 },
    });
    expect(withFilters(view, { status: 'active' }).list).toEqual({ q: 'nok', status: 'active', page: 1 });
  });
});
