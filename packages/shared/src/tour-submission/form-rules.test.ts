import { describe, expect, it } from 'vitest';
import type { TFlightSearchResult } from '../api/flights.api';
import {
  addCalendarDays,
  calendarDaysBetween,
  chooseDateFlight,
  chooseOutboundFlight,
  chooseReturnFlight,
  durationFromFirstDate,
  durationFromFlights,
  emptyFlightLeg,
  emptyTourForm,
  fillEmptyFlightsFromFirstDate,
  flightLegFromSearchResult,
  isFlightLegChosen,
  itineraryForDuration,
  mealPlansForDuration,
  newAvailableDate,
  nextDepartureStartDate,
  prepareTourSubmission,
  removeFlight,
  shiftLocalDateTime,
  isSlugOfBase,
  slugFromTitle,
  tourFormValuesFromDraft,
} from './form-rules';
import { TOUR_FORM_MESSAGES as M } from './messages';
import { ZTourDraft } from './schema';
import { completeTourForm, OUTBOUND, RETURN } from './tour-form.fixture';

describe('slugFromTitle', () => {
  it('lowercases, drops punctuation and turns spaces into single hyphens', () => {
    expect(slugFromTitle('Krabi Kayak & Island Adventure!')).toBe('krabi-kayak-island-adventure');
    expect(slugFromTitle('  Bali -- 5 Days,  4 Nights ')).toBe('bali-5-days-4-nights');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('removes Thai tone marks but keeps Thai letters and vowels', () => {
    expect(slugFromTitle('เที่ยวภูเก็ต 3 วัน')).toBe('เทียวภูเก็ต-3-วัน');
    expect(slugFromTitle('ทัวร์ญี่ปุ่น')).toBe('ทัวร์ญีปุน');
  });
});

describe('isSlugOfBase', () => {
  it('keeps the base and the base with a numeric suffix, not a longer title that starts like it', () => {
    expect(isSlugOfBase('bangkok-tour', 'bangkok-tour')).toBe(true);
    expect(isSlugOfBase('bangkok-tour-2', 'bangkok-tour')).toBe(true);
    expect(isSlugOfBase('bangkok-tour-12', 'bangkok-tour')).toBe(true);
    expect(isSlugOfBase('bangkok-tour-extra', 'bangkok-tour')).toBe(false);
    expect(isSlugOfBase('bangkok-tour-2b', 'bangkok-tour')).toBe(false);
    expect(isSlugOfBase('bangkok-tour-', 'bangkok-tour')).toBe(false);
    expect(isSlugOfBase('bangkok-tours', 'bangkok-tour')).toBe(false);
    expect(isSlugOfBase('bangkok', 'bangkok-tour')).toBe(false);
  });
});

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(calendarDaysBetween('2027-03-05', '2027-04-05')).toBe(31);
  });

  it('shifts a local date-time by days, keeping clock and offset', () => {
    expect(shiftLocalDateTime('2027-03-05T07:45:00+07:00', 7)).toBe('2027-03-12T07:45:00+07:00');
    expect(shiftLocalDateTime('2027-03-31T23:30', 1)).toBe('2027-04-01T23:30');
    expect(shiftLocalDateTime('', 3)).toBe('');
  });
});

describe('duration from flights', () => {
  it('counts from the outbound departure to the return arrival, rounded up to whole days', () => {
    expect(durationFromFlights('2027-03-05T07:45:00+07:00', '2027-03-07T18:50:00+07:00')).toBe(3);
    expect(durationFromFlights('2027-03-05T10:00:00+07:00', '2027-03-07T10:00:00+07:00')).toBe(2);
    // Offsets count: 23:00 in Bangkok to 01:00 in Paris the second day after is 2 days and 8 hours.
    expect(durationFromFlights('2027-03-05T23:00:00+07:00', '2027-03-07T01:00:00+01:00')).toBe(2);
  });

  it('is null while a flight is missing or the return lands first', () => {
    expect(durationFromFlights('', '2027-03-07T18:50:00+07:00')).toBeNull();
    expect(durationFromFlights('2027-03-07T18:50:00+07:00', '2027-03-05T07:45:00+07:00')).toBeNull();
    expect(durationFromFirstDate([])).toBeNull();
    expect(durationFromFirstDate(completeTourForm().availableDates)).toBe(3);
  });
});

describe('itinerary and meals follow the duration', () => {
  it("generates 'Day N' with one empty activity and 'Day N Meals' with no meals", () => {
    expect(itineraryForDuration([], 2)).toEqual([
      { dayNumber: 1, title: 'Day 1', activities: [{ time: '', description: '' }] },
      { dayNumber: 2, title: 'Day 2', activities: [{ time: '', description: '' }] },
    ]);
    expect(mealPlansForDuration([], 1)).toEqual([
      { dayNumber: 1, schedule: 'Day 1 Meals', breakfast: false, lunch: false, dinner: false },
    ]);
  });

  it('keeps the days already written and drops those past the end', () => {
    const days = completeTourForm().itineraryDays;
    const longer = itineraryForDuration(days, 4);
    expect(longer.slice(0, 3)).toEqual(days);
    expect(longer[3]?.title).toBe('Day 4');
    expect(itineraryForDuration(days, 2)).toEqual(days.slice(0, 2));
    expect(mealPlansForDuration(completeTourForm().mealPlans, 2).map((plan) => plan.breakfast)).toEqual([true, true]);
  });
});

describe('flight selection', () => {
  it('an outbound flight fills the first date with 20 spots, its start date and the place', () => {
    const form = { ...emptyTourForm(), price: 5000 };
    const patch = chooseOutboundFlight(form, OUTBOUND, { location: 'Krabi', country: 'Thailand' });
    expect(patch.availableDates).toEqual([
      {
        startDate: '2027-03-05',
        price: 5000,
        currency: 'THB',
        availableSpots: 20,
        outbound: OUTBOUND,
        return: emptyFlightLeg(),
      },
    ]);
    expect(patch.location).toBe('Krabi');
    expect(patch.country).toBe('Thailand');
    expect(patch.duration).toBeUndefined();
  });

  it('a return flight needs an outbound, then sets the duration and the days', () => {
    expect(chooseReturnFlight(emptyTourForm(), RETURN)).toEqual({ ok: false, message: M.returnNeedsOutbound });
    const withOutbound = { ...emptyTourForm(), ...chooseOutboundFlight(emptyTourForm(), OUTBOUND) };
    const result = chooseReturnFlight(withOutbound, RETURN);
    if (!result.ok) throw new Error(result.message);
    expect(result.patch.duration).toBe(3);
    expect(result.patch.itineraryDays).toHaveLength(3);
    expect(result.patch.mealPlans).toHaveLength(3);
    expect(result.patch.availableDates?.[0]?.return).toEqual(RETURN);
  });

  it('removing a flight clears its fields', () => {
    const patch = removeFlight(completeTourForm(), 1, 'return');
    expect(patch.availableDates?.[1]?.return).toEqual(emptyFlightLeg());
    expect(patch.availableDates?.[0]?.return).toEqual(RETURN);
  });

  it("the first date's own dialog counts as step 1's choice, place included", () => {
    const result = chooseDateFlight(emptyTourForm(), 0, 'outbound', OUTBOUND, {
      location: 'Krabi',
      country: 'Thailand',
    });
    expect(result.ok && result.patch.location).toBe('Krabi');
    expect(result.ok && result.patch.availableDates?.[0]?.availableSpots).toBe(20);
  });

  it("a later date's own dialog sets only that date, return after outbound", () => {
    const form = completeTourForm();
    form.availableDates[1] = { ...form.availableDates[1]!, outbound: emptyFlightLeg(), return: emptyFlightLeg() };
    expect(chooseDateFlight(form, 1, 'return', RETURN)).toEqual({ ok: false, message: M.returnNeedsOutbound });
    const result = chooseDateFlight(form, 1, 'outbound', OUTBOUND);
    expect(result.ok && result.patch.availableDates?.[1]?.outbound).toEqual(OUTBOUND);
    expect(result.ok && result.patch.duration).toBeUndefined();
  });

  it('reads a search result into a flight', () => {
    const point = (airport: string, code: string, dateTime: string) => ({
      airport,
      city: code,
      time: dateTime.slice(11, 16),
      date: dateTime.slice(0, 10),
      terminal: null,
      gate: null,
      utcOffset: '+07:00',
      dateTime,
    });
    const result: TFlightSearchResult = {
      id: 'PG261-2027-03-05',
      flightNumber: 'PG261',
      airline: 'Bangkok Airways',
      carrierCode: 'PG',
      departure: point('Suvarnabhumi Airport', 'BKK', '2027-03-05T07:45:00+07:00'),
      arrival: point('Krabi International Airport', 'KBV', '2027-03-05T09:05:00+07:00'),
      duration: '1h 20m',
      durationMinutes: 80,
      aircraft: null,
      status: 'Scheduled',
      scheduledDepartureDate: '2027-03-05',
    };
    expect(flightLegFromSearchResult(result)).toEqual(OUTBOUND);
    expect(isFlightLegChosen(OUTBOUND)).toBe(true);
    expect(isFlightLegChosen({ ...OUTBOUND, airline: ' ' })).toBe(false);
  });
});

describe('new dates', () => {
  it("copy the first date's flights shifted to their start date", () => {
    const first = completeTourForm().availableDates[0]!;
    const date = newAvailableDate({ startDate: '2027-04-02', currency: 'THB', price: 8000, first });
    expect(date.availableSpots).toBe(10);
    expect(date.price).toBe(8000);
    expect(date.outbound.departureDateTime).toBe('2027-04-02T07:45:00+07:00');
    expect(date.return.departureDateTime).toBe('2027-04-04T17:30:00+07:00');
    expect(date.return.arrivalDateTime).toBe('2027-04-04T18:50:00+07:00');
    expect(date.outbound.flightNumber).toBe('PG261');
  });

  it("without flights: the return 3 days after, arrivals 3 hours after, '3h 0m'", () => {
    const date = newAvailableDate({ startDate: '2027-04-02', currency: 'USD', price: null });
    expect(date.currency).toBe('USD');
    expect(date.outbound).toMatchObject({
      departureDateTime: '2027-04-02T00:00',
      arrivalDateTime: '2027-04-02T03:00',
      duration: '3h 0m',
      flightNumber: '',
    });
    expect(date.return).toMatchObject({ departureDateTime: '2027-04-05T00:00', arrivalDateTime: '2027-04-05T03:00' });
  });

  it('on submit, later dates with empty flights take the first date flights shifted', () => {
    const form = completeTourForm();
    const later = {
      ...form.availableDates[1]!,
      startDate: '2027-05-01',
      outbound: emptyFlightLeg(),
      return: emptyFlightLeg(),
    };
    const filledDates = fillEmptyFlightsFromFirstDate([form.availableDates[0]!, later, form.availableDates[1]!]);
    expect(filledDates[1]?.outbound.departureDateTime).toBe('2027-05-01T07:45:00+07:00');
    expect(filledDates[1]?.return.arrivalDateTime).toBe('2027-05-03T18:50:00+07:00');
    expect(filledDates[2]).toEqual(form.availableDates[1]);
    expect(fillEmptyFlightsFromFirstDate([])).toEqual([]);
  });
});

describe('prepareTourSubmission', () => {
  it('derives the slug and the percentage, numbers the gallery and sets date currencies', () => {
    const form = completeTourForm();
    const prepared = prepareTourSubmission({
      ...form,
      title: 'Krabi: Islands!',
      discountMode: 'amount',
      discountAmount: 990,
      currency: 'USD',
      tourImages: [
        { id: 'b', url: '/b', order: 5 },
        { id: 'a', url: '/a', order: 2 },
      ],
    });
    expect(prepared.slug).toBe('krabi-islands');
    expect(prepared.discountPercentage).toBe(10);
    expect(prepared.tourImages.map((image) => [image.id, image.order])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
    expect(prepared.availableDates.every((date) => date.currency === 'USD')).toBe(true);
  });
});

describe('tourFormValuesFromDraft', () => {
  it('gives a fresh wizard for an empty draft and round-trips a full one', () => {
    expect(tourFormValuesFromDraft({})).toEqual(emptyTourForm());
    const form = completeTourForm();
    expect(tourFormValuesFromDraft(ZTourDraft.parse(JSON.parse(JSON.stringify(form))))).toEqual(form);
  });

  it('fills what a partial draft lacks', () => {
    const values = tourFormValuesFromDraft({
      title: 'Half',
      hotels: [{ name: 'H' }],
      availableDates: [{ startDate: '2027-01-01' }],
    });
    expect(values.title).toBe('Half');
    expect(values.hotels[0]).toMatchObject({ name: 'H', checkIn: '2:00 PM', roomType: 'standard', amenities: [] });
    expect(values.availableDates[0]).toMatchObject({ startDate: '2027-01-01', price: null, currency: 'THB' });
    expect(values.availableDates[0]?.outbound).toEqual(emptyFlightLeg());
  });
});

describe('a date added by hand', () => {
  it('starts a week after the last date, or a month from today', () => {
    expect(nextDepartureStartDate(['2027-03-05', '2027-03-01'], '2027-01-10')).toBe('2027-03-08');
    expect(nextDepartureStartDate(['2027-03-05', ''], '2027-01-10')).toBe('2027-03-12');
    expect(nextDepartureStartDate([], '2027-01-10')).toBe('2027-02-09');
  });
});
