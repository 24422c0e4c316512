import { describe, expect, it } from 'vitest';
import { ACCOUNTS_PAGE_SIZE } from '@tour/shared';
import { queryFromSearch, searchOf } from './accounts-search';

describe('the accounts address', () => {
  it('reads the role card, status, search and page, and the page size is always the default', () => {
    expect(
      queryFromSearch(new URLSearchParams('role=agent&status=deactivated&q=%20nok%20&page=3&pageSize=100')),
    ).toEqual({
      role: 'agent',
      status: 'deactivated',
      q: 'nok',
      page: 3,
      pageSize: ACCOUNTS_PAGE_SIZE,
    });
  });

  it('drops a value the schema refuses and keeps the rest', () => {
    expect(queryFromSearch(new URLSearchParams('role=wholesaler&q=ploy&page=-2'))).toEqual({
      role: 'all',
      status: 'all',
      q: 'ploy',
      page: 1,
      pageSize: ACCOUNTS_PAGE_SIZE,
    });
  });

  it('writes only what differs from the defaults, so the whole list is the bare /accounts', () => {
    expect(searchOf({ role: 'all', status: 'all', q: '  ' }).toString()).toBe('');
    expect(searchOf({ role: 'admin', status: 'active', q: ' @demo ' }, 2).toString()).toBe(
      'role=admin&status=active&q=%40demo&page=2',
    );
  });

  it('round-trips through the address', () => {
    const search = searchOf({ role: 'wholesale_seller', q: 'trail' }, 4);
    expect(searchOf(queryFromSearch(search), queryFromSearch(search).page).toString()).toBe(search.toString());
  });
});
