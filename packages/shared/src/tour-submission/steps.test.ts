import { describe, expect, it } from 'vitest';
import { emptyFlightLeg, emptyTourForm } from './form-rules';
import { TOUR_FORM_MESSAGES as M } from './messages';
import {
  canOpenStep,
  completionPercent,
  stepErrorLines,
  stepErrors,
  stepOfPath,
  stepStatus,
  stepValidity,
  submitProgress,
  submitReadiness,
  validateTourSubmission,
} from './steps';
import { completeTourForm } from './tour-form.fixture';

const operator = { isAdmin: false };
const admin = { isAdmin: true };
const messages = (issues: { message: string }[]) => issues.map((issue) => issue.message);

describe('stepErrors', () => {
  it('a complete tour passes every step, for operators and admins', () => {
    for (const step of [1, 2, 3, 4, 5, 6, 7, 8] as const) {
      expect(stepErrors(step, completeTourForm(), operator)).toEqual([]);
      expect(stepErrors(step, completeTourForm(), admin)).toEqual([]);
    }
  });

  it('step 1 needs both flights with number and airline', () => {
    expect(messages(stepErrors(1, emptyTourForm(), operator))).toEqual([M.flightsRequired]);
    const form = completeTourForm();
    form.availableDates[0] = { ...form.availableDates[0]!, return: { ...emptyFlightLeg(), flightNumber: 'PG262' } };
    expect(stepErrors(1, form, operator)).toEqual([{ path: 'flights', message: M.flightsRequired }]);
  });

  it('step 2 names each missing field, and the company name for admins only', () => {
    const form = { ...emptyTourForm(), location: 'Krabi' };
    expect(messages(stepErrors(2, form, operator))).toEqual([
      'Title is required',
      'Total Quota is required',
      'Country is required',
      'Price is required',
      'Description is required',
      'Thumbnail Image is required',
    ]);
    expect(stepErrors(2, { ...completeTourForm(), companyName: '' }, operator)).toEqual([]);
    expect(stepErrors(2, { ...completeTourForm(), companyName: ' ' }, admin)).toEqual([
      { path: 'companyName', message: M.companyNameForAdmin },
    ]);
  });

  it('step 2 also holds the form rules of its fields', () => {
    expect(stepErrors(2, { ...completeTourForm(), title: 'Tour' }, operator)).toEqual([
      { path: 'title', message: M.titleMin },
    ]);
    expect(stepErrors(2, { ...completeTourForm(), discountPercentage: 120 }, operator)).toEqual([
      { path: 'discountPercentage', message: M.percentageMax },
    ]);
  });

  it('step 3: a date with price and spots, each date valid, spots within the quota', () => {
    expect(messages(stepErrors(3, emptyTourForm(), operator))).toEqual([M.dateWithPriceAndSpots]);
    const form = completeTourForm();
    form.availableDates[1] = { ...form.availableDates[1]!, price: 0, availableSpots: null };
    expect(stepErrors(3, form, operator)).toEqual([
      { path: 'availableDates.1.price', message: M.datePricePositive },
      { path: 'availableDates.1.availableSpots', message: M.dateSpotsPositive },
    ]);
    expect(stepErrors(3, { ...completeTourForm(), totalQuota: 25 }, operator)).toEqual([
      { path: 'availableDates', message: 'Total available spots (30) cannot exceed total quota (25).' },
    ]);
    expect(messages(stepErrors(3, { ...completeTourForm(), totalQuota: null }, operator))).toEqual([
      M.totalQuotaPositive,
    ]);
  });

  it('step 4: duration, one day per tour day, titles, activities of 5 characters', () => {
    expect(messages(stepErrors(4, emptyTourForm(), operator))).toEqual([M.durationRequired]);
    const form = completeTourForm();
    form.itineraryDays = [
      { dayNumber: 1, title: '', activities: [{ time: '', description: 'Swim' }] },
      { dayNumber: 2, title: 'Day 2', activities: [] },
    ];
    expect(stepErrors(4, form, operator)).toEqual([
      { path: 'itineraryDays', message: M.itineraryIncomplete },
      { path: 'itineraryDays.0.title', message: M.dayTitleRequired },
      { path: 'itineraryDays.0.activities.0.description', message: M.activityDescriptionMin },
      { path: 'itineraryDays.1.activities', message: M.activityRequired },
    ]);
  });

  it('steps 5 and 7 ask for nothing', () => {
    expect(stepErrors(5, emptyTourForm(), operator)).toEqual([]);
    expect(stepErrors(7, emptyTourForm(), operator)).toEqual([]);
  });

  it('step 6: a hotel with name, description, check-in, check-out and room type', () => {
    expect(messages(stepErrors(6, emptyTourForm(), operator))).toEqual([M.hotelRequired]);
    const form = completeTourForm();
    form.hotels = [{ ...form.hotels[0]!, name: '', description: '', checkIn: '', checkOut: '', roomType: '' }];
    expect(messages(stepErrors(6, form, operator))).toEqual([
      M.hotelNameRequired,
      M.hotelDescriptionRequired,
      M.hotelCheckInRequired,
      M.hotelCheckOutRequired,
      M.hotelRoomTypeRequired,
    ]);
  });

  it('step 8: a first inclusion, exclusion and highlight', () => {
    expect(stepErrors(8, emptyTourForm(), operator)).toEqual([
      { path: 'inclusions.0.value', message: M.inclusionRequired },
      { path: 'exclusions.0.value', message: M.exclusionRequired },
      { path: 'highlights.0.value', message: M.highlightRequired },
    ]);
    expect(messages(stepErrors(8, { ...completeTourForm(), highlights: [] }, operator))).toEqual([M.highlightRequired]);
  });
});

describe('stepErrorLines', () => {
  it("combines step 2's missing fields into one line and keeps other messages once", () => {
    expect(stepErrorLines(stepErrors(2, emptyTourForm(), admin))).toEqual([
      'Please complete the following required fields: Title, Total Quota, Country, Price, Description, Thumbnail Image',
      M.companyNameForAdmin,
      M.locationRequired,
    ]);
    expect(
      stepErrorLines([
        { path: 'a', message: M.dateSpotsPositive },
        { path: 'b', message: M.dateSpotsPositive },
      ]),
    ).toEqual([M.dateSpotsPositive]);
  });
});

describe('stepOfPath', () => {
  it('maps form paths to the step that shows them', () => {
    expect(stepOfPath('availableDates.0.outbound.flightNumber')).toBe(1);
    expect(stepOfPath('availableDates.0.price')).toBe(3);
    expect(stepOfPath('availableDates.2.outbound')).toBe(3);
    expect(stepOfPath('title')).toBe(2);
    expect(stepOfPath('itineraryDays.0.title')).toBe(4);
    expect(stepOfPath('mealPlans.0.schedule')).toBe(5);
    expect(stepOfPath('hotels.0.name')).toBe(6);
    expect(stepOfPath('tourImages.0.url')).toBe(7);
    expect(stepOfPath('highlights.0.value')).toBe(8);
  });
});

describe('step status and completion', () => {
  it('a fresh wizard: step 1 current, later steps locked, 0 %', () => {
    const validity = stepValidity(emptyTourForm(), operator);
    expect(validity).toEqual([false, false, false, false, true, false, true, false]);
    expect(stepStatus(1, 1, validity)).toBe('current');
    expect(stepStatus(2, 1, validity)).toBe('locked');
    expect(stepStatus(8, 1, validity)).toBe('locked');
    expect(canOpenStep(1, 3, validity)).toBe(true);
    expect(canOpenStep(2, 1, validity)).toBe(false);
    expect(completionPercent(validity)).toBe(0);
  });

  it('earlier valid steps are Complete, the next one open, one made invalid again loses its badge', () => {
    const validity = [true, true, false, false, true, false, true, false];
    expect(stepStatus(1, 3, validity)).toBe('complete');
    expect(stepStatus(3, 2, validity)).toBe('available');
    expect(stepStatus(4, 2, validity)).toBe('locked');
    expect(canOpenStep(3, 1, validity)).toBe(true);
    expect(canOpenStep(4, 1, validity)).toBe(false);
    expect(stepStatus(2, 3, [true, false, false])).toBe('incomplete');
    expect(completionPercent(validity)).toBe(25);
    expect(completionPercent(stepValidity(completeTourForm(), operator))).toBe(100);
  });
});

describe('Submit Tour', () => {
  it('counts the six items', () => {
    expect(submitProgress(emptyTourForm()).map((item) => item.done)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(submitProgress(completeTourForm()).every((item) => item.done)).toBe(true);
    expect(submitProgress(completeTourForm()).map((item) => item.label)).toEqual([
      'Title',
      'Description',
      'Location',
      'Price',
      'First inclusion',
      'At least one date',
    ]);
  });

  it('is ready with the six items and the spots within the quota, else warns', () => {
    expect(submitReadiness(completeTourForm())).toEqual({ ready: true, warning: null });
    expect(submitReadiness(emptyTourForm())).toEqual({ ready: false, warning: M.submitNotReady });
    expect(submitReadiness({ ...completeTourForm(), totalQuota: 29 })).toEqual({
      ready: false,
      warning: 'Total available spots (30) cannot exceed total quota (29).',
    });
  });
});

describe('validateTourSubmission', () => {
  it('passes a complete tour, prepared for submission', () => {
    const result = validateTourSubmission({ ...completeTourForm(), slug: 'stale' }, operator);
    expect(result.ok).toBe(true);
    expect(result.ok && result.form.slug).toBe('krabi-kayak-island-adventure');
  });

  it('collects the step rules and the form rules', () => {
    const result = validateTourSubmission({ ...completeTourForm(), hotels: [], companyName: '' }, admin);
    expect(result.ok).toBe(false);
    expect(!result.ok && messages(result.issues)).toEqual([M.companyNameForAdmin, M.hotelRequired]);
    const empty = validateTourSubmission(emptyTourForm(), operator);
    expect(!empty.ok && messages(empty.issues)).toContain(M.flightsRequired);
  });
});
