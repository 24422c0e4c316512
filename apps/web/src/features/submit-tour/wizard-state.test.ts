import { describe, expect, it } from 'vitest';
import { emptyTourForm, TOUR_FORM_MESSAGES as M, type TTourFormValues } from '@tour/shared';
import {
  datePricesFromBasePrice,
  draftDataFromValues,
  initialWizardState,
  nextOutcome,
  openOutcome,
  readDraftData,
  startWizard,
  wizardReducer,
} from './wizard-state';

const operator = { isAdmin: false };

const leg = (flightNumber: string, departure: string, arrival: string) => ({
  airline: 'Bangkok Airways',
  airlineCode: 'PG',
  flightNumber,
  departureAirport: 'A',
  departureCode: 'BKK',
  departureDateTime: departure,
  arrivalAirport: 'B',
  arrivalCode: 'KBV',
  arrivalDateTime: arrival,
  duration: '1h 20m',
});

/** Steps 1 and 2 done: flights, and the basic information. */
function throughStepTwo(): TTourFormValues {
  return {
    ...emptyTourForm(),
    title: 'Krabi Islands',
    description: 'Sea caves and islands.',
    location: 'Krabi',
    country: 'Thailand',
    price: 9900,
    totalQuota: 20,
    duration: 3,
    thumbnailUrl: '/api/tour-images/x',
    availableDates: [
      {
        startDate: '2027-03-05',
        price: 9900,
        currency: 'THB',
        availableSpots: 20,
        outbound: leg('PG261', '2027-03-05T07:45:00+07:00', '2027-03-05T09:05:00+07:00'),
        return: leg('PG262', '2027-03-07T17:30:00+07:00', '2027-03-07T18:50:00+07:00'),
      },
    ],
  };
}

describe('wizardReducer', () => {
  it('Next that passes moves on and forgets the checked step; a refused one stays and keeps checking', () => {
    let state = initialWizardState();
    state = wizardReducer(state, { type: 'nextRefused' });
    expect(state).toMatchObject({ step: 1, checkedStep: 1 });
    state = wizardReducer(state, { type: 'nextPassed' });
    expect(state).toMatchObject({ step: 2, checkedStep: null });
  });

  it('Previous and opening a step clear the check; the ends hold', () => {
    expect(wizardReducer(initialWizardState(1), { type: 'previous' }).step).toBe(1);
    expect(wizardReducer(initialWizardState(8), { type: 'nextPassed' }).step).toBe(8);
    const checked = { ...initialWizardState(3), checkedStep: 3 as const };
    expect(wizardReducer(checked, { type: 'previous' })).toMatchObject({ step: 2, checkedStep: null });
    expect(wizardReducer(checked, { type: 'opened', step: 1 })).toMatchObject({ step: 1, checkedStep: null });
    expect(wizardReducer(checked, { type: 'opened', step: 3 })).toBe(checked);
  });

  it('opens and closes the per-date flight dialog', () => {
    const opened = wizardReducer(initialWizardState(3), {
      type: 'flightDialogOpened',
      dialog: { dateIndex: 1, which: 'return' },
    });
    expect(opened.flightDialog).toEqual({ dateIndex: 1, which: 'return' });
    expect(wizardReducer(opened, { type: 'flightDialogClosed' }).flightDialog).toBeNull();
  });

  it('a refused submission goes to the step of the first problem and shows it', () => {
    let state = wizardReducer(initialWizardState(8), { type: 'submitStarted' });
    expect(state.submitting).toBe(true);
    state = wizardReducer(state, { type: 'submitRefused', step: 6 });
    expect(state).toMatchObject({ step: 6, checkedStep: 6, submitting: false });
    expect(wizardReducer({ ...state, submitting: true }, { type: 'submitEnded' }).submitting).toBe(false);
  });
});

describe('nextOutcome and openOutcome', () => {
  it("a failed Next gives the fields' problems and one combined toast", () => {
    const outcome = nextOutcome(2, { ...emptyTourForm(), location: 'Krabi' }, operator);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues[0]).toEqual({ path: 'title', message: 'Title is required' });
    expect(outcome.lines).toEqual([
      'Please complete the following required fields: Title, Total Quota, Country, Price, Description, Thumbnail Image',
    ]);
    expect(nextOutcome(1, emptyTourForm(), operator)).toEqual({
      ok: false,
      issues: [{ path: 'flights', message: M.flightsRequired }],
      lines: [M.flightsRequired],
    });
    expect(nextOutcome(2, throughStepTwo(), operator)).toEqual({ ok: true });
  });

  it('a later step is locked until every step before it is valid', () => {
    const validity = [true, true, false, false, true, false, true, false];
    expect(openOutcome(3, 1, validity)).toBe('open');
    expect(openOutcome(4, 1, validity)).toBe('locked');
    expect(openOutcome(1, 3, [false])).toBe('open');
  });
});

describe('drafts', () => {
  it('saves the form with its step, emptied numbers as null', () => {
    const data = draftDataFromValues({ ...emptyTourForm(), price: Number.NaN }, 4);
    expect(data.wizardStep).toBe(4);
    expect(data.price).toBeNull();
  });

  it('reads what it can of a draft that no longer fits as a whole', () => {
    const draft = readDraftData({ title: 'Kept', currency: 'XXX', hotels: 'not a list', price: 12 });
    expect(draft).toEqual({ title: 'Kept', price: 12 });
  });

  it("starts on the draft's step when it can be reached, else on the last reachable one", () => {
    const values = throughStepTwo();
    expect(startWizard(draftDataFromValues(values, 3), { ...operator, companyNameEn: null }).step).toBe(3);
    expect(startWizard(draftDataFromValues(values, 8), { ...operator, companyNameEn: null }).step).toBe(4);
    expect(startWizard(draftDataFromValues(emptyTourForm(), 5), { ...operator, companyNameEn: null }).step).toBe(1);
  });

  it("fills the company name from the user's company, except for admins", () => {
    const context = { companyNameEn: 'Andaman Blue Journeys' };
    expect(startWizard(null, { isAdmin: false, ...context }).values.companyName).toBe('Andaman Blue Journeys');
    expect(startWizard(null, { isAdmin: true, ...context }).values.companyName).toBe('');
    expect(startWizard({ companyName: 'Mine' }, { isAdmin: false, ...context }).values.companyName).toBe('Mine');
    expect(startWizard(null, { isAdmin: false, companyNameEn: null }).values).toEqual(emptyTourForm());
  });

  it("writes a new tour in the operator's language, and a draft in its own (issue 27, item 5)", () => {
    const thai = { isAdmin: false, companyNameEn: null, language: 'th' as const };
    expect(startWizard(null, thai).values.contentLanguage).toBe('th');
    expect(startWizard(null, { isAdmin: false, companyNameEn: null }).values.contentLanguage).toBe('en');
    const draft = draftDataFromValues({ ...emptyTourForm(), title: 'Phuket' }, 2);
    expect(startWizard(draft, thai).values.contentLanguage).toBe('en');
  });
});

describe('datePricesFromBasePrice', () => {
  it('gives dates without a price the base price, and leaves priced ones', () => {
    const values = throughStepTwo();
    const [first] = values.availableDates;
    if (!first) throw new Error('a first date');
    const unpriced = {
      ...values,
      availableDates: [
        { ...first, price: null },
        { ...first, price: 5000 },
      ],
    };
    expect(datePricesFromBasePrice(unpriced)?.map((date) => date.price)).toEqual([9900, 5000]);
    expect(datePricesFromBasePrice(values)).toBeNull();
    expect(datePricesFromBasePrice({ ...unpriced, price: null })).toBeNull();
  });
});
