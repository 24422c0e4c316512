import { describe, expect, it } from 'vitest';
import { filtersOf, queryFromSearch, searchOf } from './audit-log-search';

describe('audit log address', () => {
  it('reads filters and the page from the address and writes back only what is set', () => {
    const query = queryFromSearch(new URLSearchParams('action=tour.reject&from=2026-03-01&page=2'));
    expect(query).toMatchObject({ action: 'tour.reject', from: '2026-03-01', page: 2, pageSize: 25 });
    expect(filtersOf(query)).toEqual({
      actor: '',
      action: 'tour.reject',
      targetType: '',
      targetId: '',
      from: '2026-03-01',
      to: '',
    });
    expect(searchOf(filtersOf(query), query.page).toString()).toBe('action=tour.reject&from=2026-03-01&page=2');
    expect(searchOf({ actor: '  admin@demo.test ', action: '' }).toString()).toBe('actor=admin%40demo.test');
  });

  it('shows the whole log for an address the schema refuses', () => {
    expect(queryFromSearch(new URLSearchParams('from=2026-03-02&to=2026-03-01'))).toEqual({ page: 1, pageSize: 25 });
    expect(queryFromSearch(new URLSearchParams('page=0'))).toEqual({ page: 1, pageSize: 25 });
  });
});
