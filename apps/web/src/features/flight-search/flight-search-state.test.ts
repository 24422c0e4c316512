import { describe, expect, it } from 'vitest';
import type { TFlightSearchResponse } from '@tour/shared';
import { flightSearchQuery as queryIn, flightSearchReducer, initialFlightSearchState } from './flight-search-state';
import { FLIGHT_SEARCH_TEXTS } from './texts';

const flightSearchQuery = (state: { flightNumber: string; date: string }, minDate?: string) =>
  queryIn(state, minDate, FLIGHT_SEARCH_TEXTS.en, 'en');

const ANSWER: TFlightSearchResponse = { source: 'sample', flights: [] };

describe('flight search state', () => {
  it('keeps the number as the box accepts it: upper case, letters and digits, at most 6', () => {
    let state = initialFlightSearchState({ flightNumber: 'tg 102' });
    expect(state.flightNumber).toBe('TG102');
    state = flightSearchReducer(state, { type: 'flightNumberTyped', value: 'pg-2619x' });
    expect(state.flightNumber).toBe('PG2619');
  });

  it('asks for both fields and refuses a date before the minimum', () => {
    expect(flightSearchQuery({ flightNumber: '', date: '2026-09-01' }).problem).toBe(
      'Please enter flight number and departure date',
    );
    expect(flightSearchQuery({ flightNumber: 'TG102', date: '' }).problem).toBe(
      'Please enter flight number and departure date',
    );
    expect(flightSearchQuery({ flightNumber: 'TG103', date: '2026-09-03' }, '2026-09-04').problem).toBe(
      'Please choose a departure date on or after Sep 4, 2026',
    );
    expect(flightSearchQuery({ flightNumber: 'TG103', date: '2026-09-04' }, '2026-09-04')).toEqual({
      query: { flightNumber: 'TG103', date: '2026-09-04' },
      problem: null,
    });
    expect(
      queryIn({ flightNumber: 'TG103', date: '2026-09-03' }, '2026-09-04', FLIGHT_SEARCH_TEXTS.th, 'th').problem,
    ).toBe('กรุณาเลือกวันที่ออกเดินทางตั้งแต่ 4 ก.ย. 2569 เป็นต้นไป');
  });

  it('shows only the answer to the latest search, and clears a problem once the field changes', () => {
    let state = flightSearchReducer(initialFlightSearchState(), { type: 'refused', problem: 'x' });
    state = flightSearchReducer(state, { type: 'dateChosen', value: '2026-09-01' });
    expect(state.problem).toBeNull();
    state = flightSearchReducer(state, { type: 'searchStarted' });
    const first = state.requestId;
    state = flightSearchReducer(state, { type: 'searchStarted' });
    const stale = flightSearchReducer(state, { type: 'searchAnswered', requestId: first, answer: ANSWER });
    expect(stale.status).toBe('searching');
    const answered = flightSearchReducer(state, { type: 'searchAnswered', requestId: state.requestId, answer: ANSWER });
    expect(answered).toMatchObject({ status: 'answered', answer: ANSWER });
    const failed = flightSearchReducer(answered, { type: 'searchFailed', requestId: answered.requestId });
    expect(failed).toMatchObject({ status: 'failed', answer: null });
  });
});
