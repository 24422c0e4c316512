import { describe, expect, it } from 'vitest';
import {
  DEPARTURE_FLIGHT_MESSAGES as M,
  departureFlightProblems,
  moveDepartureStartDate,
  wizardDepartureFlightProblems,
} from './departure-flights';
import { emptyFlightLeg, instantOf } from './form-rules';
import type { TAvailableDateValues } from './schema';
import { validateTourSubmission } from './steps';
import { completeTourForm, OUTBOUND, RETURN } from './tour-form.fixture';

const secondDate = (): TAvailableDateValues => completeTourForm().availableDates[1] as TAvailableDateValues;

describe('moveDepartureStartDate', () => {
  it('moves both flights by the whole days the start date moves, keeping wall times and offsets', () => {
    const moved = moveDepartureStartDate(secondDate(), '2027-03-20');
    expect(moved.startDate).toBe('2027-03-20');
    expect(moved.outbound.departureDateTime).toBe('2027-03-20T07:45:00+07:00');
    expect(moved.outbound.arrivalDateTime).toBe('2027-03-20T09:05:00+07:00');
    expect(moved.return.departureDateTime).toBe('2027-03-22T17:30:00+07:00');
    expect(moved.return.arrivalDateTime).toBe('2027-03-22T18:50:00+07:00');
    expect(moved.outbound.flightNumber).toBe(OUTBOUND.flightNumber);
  });

  it('keeps the return at the same distance from the outbound, across a month and a year end', () => {
    const date = secondDate();
    const gap = (value: TAvailableDateValues) =>
      (instantOf(value.return.arrivalDateTime) ?? 0) - (instantOf(value.outbound.departureDateTime) ?? 0);
    for (const target of ['2027-03-31', '2027-12-30', '2028-02-28', '2026-11-01']) {
      const moved = moveDepartureStartDate(date, target);
      expect(moved.outbound.departureDateTime.slice(0, 10)).toBe(target);
      expect(gap(moved)).toBe(gap(date));
    }
  });

  it('keeps other offsets as written (a flight landing in another zone)', () => {
    const date: TAvailableDateValues = {
      ...secondDate(),
      startDate: '2027-03-12',
      outbound: {
        ...OUTBOUND,
        departureDateTime: '2027-03-12T23:50:00+07:00',
        arrivalDateTime: '2027-03-13T07:40:00+09:00',
      },
    };
    const moved = moveDepartureStartDate(date, '2027-03-10');
    expect(moved.outbound.departureDateTime).toBe('2027-03-10T23:50:00+07:00');
    expect(moved.outbound.arrivalDateTime).toBe('2027-03-11T07:40:00+09:00');
  });

  it('moves a hand-chosen flight that is off its dates by the same days, so it stays off (and flagged)', () => {
    const offByOne: TAvailableDateValues = {
      ...secondDate(),
      outbound: {
        ...OUTBOUND,
        departureDateTime: '2027-03-13T07:45:00+07:00',
        arrivalDateTime: '2027-03-13T09:05:00+07:00',
      },
    };
    const moved = moveDepartureStartDate(offByOne, '2027-03-19');
    expect(moved.outbound.departureDateTime).toBe('2027-03-20T07:45:00+07:00');
    expect(departureFlightProblems(moved, 3)).toEqual([M.outboundOffStartDate('2027-03-19', '2027-03-20')]);
  });

  it('passes through the years a date input shows while the year is typed and comes back unchanged', () => {
    let date = secondDate();
    for (const step of ['0002-03-12', '0020-03-12', '0202-03-12', '2027-03-12'])
      date = moveDepartureStartDate(date, step);
    expect(date).toEqual(secondDate());
  });

  it('takes flights as copied (outbound on the start date) when the old start date was not a date', () => {
    const moved = moveDepartureStartDate({ ...secondDate(), startDate: '' }, '2027-04-01');
    expect(moved.outbound.departureDateTime).toBe('2027-04-01T07:45:00+07:00');
    expect(moved.return.arrivalDateTime).toBe('2027-04-03T18:50:00+07:00');
  });

  it('leaves the flights alone when the new value is not a date, and empty flights empty', () => {
    expect(moveDepartureStartDate(secondDate(), '').outbound).toEqual(secondDate().outbound);
    const empty = { ...secondDate(), outbound: emptyFlightLeg(), return: emptyFlightLeg() };
    expect(moveDepartureStartDate(empty, '2027-05-01')).toEqual({ ...empty, startDate: '2027-05-01' });
  });
});

describe('departureFlightProblems', () => {
  const departure = (outbound: typeof OUTBOUND, back: typeof RETURN) => ({
    startDate: '2027-03-05',
    outbound,
    return: back,
  });

  it('accepts flights on their dates', () => {
    expect(departureFlightProblems(departure(OUTBOUND, RETURN), 3)).toEqual([]);
    expect(wizardDepartureFlightProblems(completeTourForm().availableDates, 3)).toEqual([[], []]);
  });

  it('wants the outbound to leave on the start date, by its own airport calendar', () => {
    const late = { ...OUTBOUND, departureDateTime: '2027-03-06T00:10:00+07:00' };
    expect(departureFlightProblems(departure(late, RETURN), 3)).toEqual([
      M.outboundOffStartDate('2027-03-05', '2027-03-06'),
    ]);
    // 23:30 at a -05:00 airport is already the 6th in UTC; it is still the 5th where it leaves.
    const westward = {
      ...OUTBOUND,
      departureDateTime: '2027-03-05T23:30:00-05:00',
      arrivalDateTime: '2027-03-06T09:00:00+07:00',
    };
    expect(
      departureFlightProblems(departure(westward, { ...RETURN, arrivalDateTime: '2027-03-08T18:50:00+07:00' }), 4),
    ).toEqual([]);
  });

  it('wants the return to leave after the outbound lands', () => {
    const early = {
      ...RETURN,
      departureDateTime: '2027-03-05T08:00:00+07:00',
      arrivalDateTime: '2027-03-05T09:20:00+07:00',
    };
    expect(departureFlightProblems(departure(OUTBOUND, early), 3)).toEqual([M.returnBeforeOutbound('2027-03-05')]);
  });

  it('wants the return to leave by the end date (start plus duration); an overnight landing after it is fine', () => {
    // A 3-day tour from the 5th ends on the 8th: a return leaving late on the 8th lands on the 9th.
    const overnight = {
      ...RETURN,
      departureDateTime: '2027-03-08T23:00:00+07:00',
      arrivalDateTime: '2027-03-09T07:45:00+07:00',
    };
    expect(departureFlightProblems(departure(OUTBOUND, overnight), 3)).toEqual([]);
    const dayLate = {
      ...RETURN,
      departureDateTime: '2027-03-09T00:10:00+07:00',
      arrivalDateTime: '2027-03-09T01:30:00+07:00',
    };
    expect(departureFlightProblems(departure(OUTBOUND, dayLate), 3)).toEqual([
      M.returnAfterTourEnd('2027-03-05', '2027-03-08', '2027-03-09'),
    ]);
    expect(departureFlightProblems(departure(OUTBOUND, dayLate), 4)).toEqual([]);
  });

  it('keeps a return within the duration the wizard computed, across the date line', () => {
    // Out of Los Angeles late on the 5th, home from Tokyo just after midnight on the 11th, landing the 10th in LA:
    // 4.8 days, so a 5-day tour ending on the 10th, though the return leaves on Tokyo's 11th.
    const out = { departureDateTime: '2027-03-05T23:00:00-08:00', arrivalDateTime: '2027-03-07T04:00:00+09:00' };
    const back = { departureDateTime: '2027-03-11T00:30:00+09:00', arrivalDateTime: '2027-03-10T18:00:00-08:00' };
    expect(departureFlightProblems({ startDate: '2027-03-05', outbound: out, return: back }, 5)).toEqual([]);
  });

  it('leaves unchecked what it cannot read: no duration, no flight, no start date', () => {
    const farLate = {
      ...RETURN,
      departureDateTime: '2027-03-20T08:00:00+07:00',
      arrivalDateTime: '2027-03-20T10:00:00+07:00',
    };
    expect(departureFlightProblems(departure(OUTBOUND, farLate), null)).toEqual([]);
    expect(departureFlightProblems({ startDate: '2027-03-05', outbound: null, return: null }, 3)).toEqual([]);
    expect(departureFlightProblems({ startDate: '', outbound: OUTBOUND, return: RETURN }, 3)).toEqual([]);
  });

  it('does not check a wizard leg with no flight chosen (its default times)', () => {
    const date = { ...secondDate(), return: { ...emptyFlightLeg(), departureDateTime: '2027-04-01T00:00' } };
    expect(wizardDepartureFlightProblems([date], 3)).toEqual([[]]);
  });
});

describe('submission with a departure off its dates', () => {
  it('is refused with the problem on the date, in the browser and on the server alike', () => {
    const form = completeTourForm();
    const second = form.availableDates[1] as TAvailableDateValues;
    form.availableDates[1] = { ...second, startDate: '2027-03-13' };
    const result = validateTourSubmission(form, { isAdmin: false });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toContainEqual({
      path: 'availableDates.1.flights',
      message: M.outboundOffStartDate('2027-03-13', '2027-03-12'),
    });
  });

  it('passes once the date is moved with its flights', () => {
    const form = completeTourForm();
    form.availableDates[1] = moveDepartureStartDate(form.availableDates[1] as TAvailableDateValues, '2027-03-13');
    expect(validateTourSubmission(form, { isAdmin: false }).ok).toBe(true);
  });
});
