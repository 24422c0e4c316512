import { describe, expect, it } from 'vitest';
import { deactivateReducer, initialDeactivateState, pageFromSearch } from './invitations-page-state';

describe('the deactivate confirmation', () => {
  it('asks about one invitation, and cancelling changes nothing', () => {
    const asking = deactivateReducer(initialDeactivateState, { type: 'ask', id: 'a', email: 'a@example.com' });
    expect(asking).toEqual({ confirming: { id: 'a', email: 'a@example.com' }, working: false });
    expect(deactivateReducer(asking, { type: 'cancel' })).toEqual(initialDeactivateState);
  });

  it('stays open while the request runs, closes when done and stays open to retry after a failure', () => {
    const asking = deactivateReducer(initialDeactivateState, { type: 'ask', id: 'a', email: 'a@example.com' });
    const working = deactivateReducer(asking, { type: 'start' });
    expect(working.working).toBe(true);
    expect(deactivateReducer(working, { type: 'cancel' })).toBe(working);
    expect(deactivateReducer(working, { type: 'ask', id: 'b', email: 'b@example.com' })).toBe(working);
    expect(deactivateReducer(working, { type: 'done' })).toEqual(initialDeactivateState);
    expect(deactivateReducer(working, { type: 'failed' })).toEqual(asking);
  });

  it('does not start without an invitation to deactivate', () => {
    expect(deactivateReducer(initialDeactivateState, { type: 'start' })).toBe(initialDeactivateState);
  });
});

describe('the page in the address', () => {
  it('reads ?page=, falling back to the first page', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    expect(pageFromSearch(new URLSearchParams(''))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=1.5'))).toBe(1);
  });
});
